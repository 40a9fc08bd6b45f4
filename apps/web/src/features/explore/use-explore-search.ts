import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EXPLORE_SORTS, type ExploreSort } from '@authentic/core';

/** How long typing rests before the search is sent (and written to the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

function readSort(value: string | null): ExploreSort {
  return (EXPLORE_SORTS as readonly string[]).includes(value ?? '') ? (value as ExploreSort) : 'trending';
}

/**
 * The sort and the search live in the URL (back and forward work, a link shares them); the box's
 * draft reaches the URL once typing rests for SEARCH_DEBOUNCE_MS.
 */
export function useExploreSearch() {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const q = (params.get('q') ?? '').trim();
  const urlQ = params.get('q') ?? '';
  const [draft, setDraft] = useState(urlQ);
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);

  // The box follows the URL when it changes from outside (back, forward).
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ.trim() !== draft.trim()) setDraft(urlQ);
  }

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (draft.trim()) next.set('q', draft.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, setParams]);

  const chooseSort = (next: ExploreSort) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('sort', next);
      return updated;
    });

  return { sort, q, draft, setDraft, chooseSort };
}
