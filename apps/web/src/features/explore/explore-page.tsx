import { useInfiniteQuery } from '@tanstack/react-query';
import { EXPLORE_MESSAGES } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-provider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { exploreKey, fetchExplore } from './explore-api';
import { ExploreEmpty, ExploreToolbar, SORT_NAMES, WorldGrid } from './explore-parts';
import { useExploreSearch } from './use-explore-search';
import './explore.css';

export { SEARCH_DEBOUNCE_MS } from './use-explore-search';

export interface ExplorePageProps {
  /** Tests pass 0 so a failed load is not retried with back-off. */
  retryDelay?: number;
}

/** /explore (issue 34): every public world as a card, sorted and searched; open to guests. */
export function ExplorePage({ retryDelay }: ExplorePageProps) {
  useDocumentTitle(EXPLORE_MESSAGES.title);
  const { user } = useAuth();
  const { sort, q, draft, setDraft, chooseSort } = useExploreSearch();

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
        <ExploreToolbar draft={draft} onDraft={setDraft} sort={sort} onSort={chooseSort} />
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
          <WorldGrid worlds={featured} viewerId={viewerId} className="explore-featured" />
        </section>
      )}

      {pages.length > 0 && (
        <section aria-labelledby="explore-all" className="explore-section">
          <h2 id="explore-all">{SORT_NAMES[sort]}</h2>
          {worlds.length === 0 ? (
            <ExploreEmpty searching={q !== ''} signedIn={Boolean(user)} />
          ) : (
            <WorldGrid worlds={worlds} viewerId={viewerId} />
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
