import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EXPLORE_MESSAGES, EXPLORE_SORTS, type ExploreSort } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-provider';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { exploreKey, fetchExplore } from './explore-api';
import { WorldCard } from './world-card';
import './explore.css';

const SORT_NAMES: Record<ExploreSort, string> = {
  live: EXPLORE_MESSAGES.sortLive,
  trending: EXPLORE_MESSAGES.sortTrending,
  liked: EXPLORE_MESSAGES.sortLiked,
  newest: EXPLORE_MESSAGES.sortNewest,
};

/** How long typing rests before the search is sent (and written to the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

function readSort(value: string | null): ExploreSort {
  return (EXPLORE_SORTS as readonly string[]).includes(value ?? '') ? (value as ExploreSort) : 'trending';
}

export interface ExplorePageProps {
  /** Tests pass 0 so a failed load is not retried with back-off. */
  retryDelay?: number;
}

/** /explore (issue 34): every public world as a card, sorted and searched; open to guests. */
export function ExplorePage({ retryDelay }: ExplorePageProps) {
  useDocumentTitle(EXPLORE_MESSAGES.title);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const q = (params.get('q') ?? '').trim();
  const urlQ = params.get('q') ?? '';
  const [draft, setDraft] = useState(urlQ);
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  const searchId = useId();

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

  const query = useInfiniteQuery({
    queryKey: exploreKey(sort, q),
    queryFn: ({ pageParam }) => fetchExplore(sort, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(retryDelay === undefined ? {} : { retryDelay }),
  });

  const pages = query.data?.pages ?? [];
  const featured = pages[0]?.featured ?? [];
  const worlds = pages.flatMap((page) => page.worlds);
  const viewerId = user?.id ?? null;

  return (
    <div className="explore-page">
      <header className="panel explore-header">
        <h1>{EXPLORE_MESSAGES.title}</h1>
        <p>{EXPLORE_MESSAGES.intro}</p>
        <div className="explore-toolbar">
          <div className="field explore-search">
            <label htmlFor={searchId}>{EXPLORE_MESSAGES.searchLabel}</label>
            <input
              id={searchId}
              type="search"
              value={draft}
              maxLength={100}
              placeholder={EXPLORE_MESSAGES.searchPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <fieldset className="explore-sorts">
            <legend>{EXPLORE_MESSAGES.sortLabel}</legend>
            {EXPLORE_SORTS.map((option) => (
              <label key={option} className="explore-sort" data-checked={option === sort}>
                <input
                  type="radio"
                  name="explore-sort"
                  value={option}
                  checked={option === sort}
                  onChange={() => chooseSort(option)}
                />
                {SORT_NAMES[option]}
              </label>
            ))}
          </fieldset>
        </div>
      </header>

      {query.isPending && (
        <p role="status" className="explore-status">
          {EXPLORE_MESSAGES.loading}
        </p>
      )}

      {query.isError && pages.length === 0 && (
        <div role="alert" className="panel explore-error">
          <p>{serverMessageOr(query.error, EXPLORE_MESSAGES.loadFailed)}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {EXPLORE_MESSAGES.retry}
          </button>
        </div>
      )}

      {featured.length > 0 && (
        <section aria-labelledby="explore-featured" className="explore-section">
          <h2 id="explore-featured">{EXPLORE_MESSAGES.featured}</h2>
          <ul className="explore-grid explore-featured">
            {featured.map((world) => (
              <li key={world.id}>
                <WorldCard world={world} viewerId={viewerId} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {pages.length > 0 && (
        <section aria-labelledby="explore-all" className="explore-section">
          <h2 id="explore-all">{SORT_NAMES[sort]}</h2>
          {worlds.length === 0 ? (
            <div className="panel explore-empty">
              <p>{q ? EXPLORE_MESSAGES.emptySearch : EXPLORE_MESSAGES.empty}</p>
              {user ? (
                <Link className="button button-primary" to={paths.createWorld}>
                  {EXPLORE_MESSAGES.buildOne}
                </Link>
              ) : (
                <Link className="button button-primary" to={paths.login}>
                  {EXPLORE_MESSAGES.signInToBuild}
                </Link>
              )}
            </div>
          ) : (
            <ul className="explore-grid">
              {worlds.map((world) => (
                <li key={world.id}>
                  <WorldCard world={world} viewerId={viewerId} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <div className="explore-more">
              <button
                type="button"
                className="button"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? EXPLORE_MESSAGES.loadingMore : EXPLORE_MESSAGES.loadMore}
              </button>
            </div>
          )}
        </section>
      )}

      {query.isFetchNextPageError && (
        <p role="alert" className="explore-more-error">
          {serverMessageOr(query.error, EXPLORE_MESSAGES.loadFailed)}
        </p>
      )}
    </div>
  );
}
