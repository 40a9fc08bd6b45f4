import { useId } from 'react';
import { Link } from 'react-router';
import { EXPLORE_MESSAGES, EXPLORE_SORTS, type ExploreSort, type ExploreCard } from '@authentic/core';
import { paths } from '../../lib/paths';
import { WorldCard } from './world-card';

export const SORT_NAMES: Record<ExploreSort, string> = {
  live: EXPLORE_MESSAGES.sortLive,
  trending: EXPLORE_MESSAGES.sortTrending,
  liked: EXPLORE_MESSAGES.sortLiked,
  newest: EXPLORE_MESSAGES.sortNewest,
};

export interface ExploreToolbarProps {
  draft: string;
  onDraft: (text: string) => void;
  sort: ExploreSort;
  onSort: (sort: ExploreSort) => void;
}

/** The search box and the sorts, as a radio group. */
export function ExploreToolbar({ draft, onDraft, sort, onSort }: ExploreToolbarProps) {
  const searchId = useId();
  return (
    <div className="explore-toolbar">
      <div className="field explore-search">
        <label htmlFor={searchId}>{EXPLORE_MESSAGES.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={100}
          placeholder={EXPLORE_MESSAGES.searchPlaceholder}
          onChange={(event) => onDraft(event.target.value)}
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
              onChange={() => onSort(option)}
            />
            {SORT_NAMES[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** A grid of world cards. */
export function WorldGrid({
  worlds,
  viewerId,
  className,
}: {
  worlds: ExploreCard[];
  viewerId: string | null;
  className?: string;
}) {
  return (
    <ul className={className ? `explore-grid ${className}` : 'explore-grid'}>
      {worlds.map((world) => (
        <li key={world.id}>
          <WorldCard world={world} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}

/** No world matched: say so, and invite a build (or a sign-in to build). */
export function ExploreEmpty({ searching, signedIn }: { searching: boolean; signedIn: boolean }) {
  return (
    <div className="panel explore-empty">
      <p>{searching ? EXPLORE_MESSAGES.emptySearch : EXPLORE_MESSAGES.empty}</p>
      {signedIn ? (
        <Link className="button button-primary" to={paths.createWorld}>
          {EXPLORE_MESSAGES.buildOne}
        </Link>
      ) : (
        <Link className="button button-primary" to={paths.login}>
          {EXPLORE_MESSAGES.signInToBuild}
        </Link>
      )}
    </div>
  );
}
