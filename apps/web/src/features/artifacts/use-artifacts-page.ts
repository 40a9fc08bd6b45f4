import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router';
import { ARTIFACT_MESSAGES, type ArtifactDto } from '@authentic/core';
import { artifactCardDomId } from './artifact-card';
import { artifactKeys, deleteArtifact, interactWithArtifact } from './artifacts-api';
import type { ArtifactFilter, ArtifactSort } from './artifacts-toolbar';
import {
  ARTIFACTS_PAGE_SIZE,
  patchArtifactInCache,
  refreshArtifacts,
  useArtifactList,
  useOpenedArtifact,
  type RetryDelay,
} from './use-artifacts';

export const ARTIFACTS_PATH = '/artifacts';

/**
 * Which cards are open: the one of the address opens (and scrolls into view), a click toggles any.
 * Opening a card counts a view (spec 01 §7 interact 'view'), once per card per visit of the page.
 */
export function useExpandedCards(client: QueryClient, routeId: string | undefined, shown: readonly ArtifactDto[]) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(routeId ? [routeId] : []));
  const [expandedFor, setExpandedFor] = useState(routeId);
  if (routeId !== expandedFor) {
    // A new /artifacts/{id} address opens that card too (state adjusted while rendering, not in an effect).
    setExpandedFor(routeId);
    if (routeId) setExpanded((old) => new Set(old).add(routeId));
  }

  const viewed = useRef(new Set<string>());
  const countView = useCallback(
    (id: string) => {
      if (viewed.current.has(id)) return;
      viewed.current.add(id);
      interactWithArtifact(id, 'view').then(
        () => patchArtifactInCache(client, id, (artifact) => ({ ...artifact, views: artifact.views + 1 })),
        // A view that was not counted is not worth interrupting the player for.
        () => {},
      );
    },
    [client],
  );

  const toggle = (id: string) => {
    const opening = !expanded.has(id);
    setExpanded((old) => {
      const next = new Set(old);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) countView(id);
  };

  const target = routeId && shown.some((artifact) => artifact.id === routeId) ? routeId : null;
  useEffect(() => {
    if (!target) return;
    countView(target);
    document.getElementById(artifactCardDomId(target))?.scrollIntoView?.({ block: 'start' });
  }, [target, countView]);

  return { expanded, toggle };
}

export interface ArtifactDeleteOptions {
  client: QueryClient;
  routeId: string | undefined;
  navigate: NavigateFunction;
  page: number;
  setPage: (page: number) => void;
  listed: readonly ArtifactDto[];
}

/** The card asked about (`deleting`), and its deletion: the page steps back when its last card goes. */
export function useArtifactDelete({ client, routeId, navigate, page, setPage, listed }: ArtifactDeleteOptions) {
  const [deleting, setDeleting] = useState<ArtifactDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (artifact: ArtifactDto) => deleteArtifact(artifact.id),
    onMutate: () => setDeleteError(null),
    onSuccess: async (_answer, artifact) => {
      setDeleting(null);
      client.removeQueries({ queryKey: artifactKeys.one(artifact.id) });
      if (routeId === artifact.id) void navigate(ARTIFACTS_PATH, { replace: true });
      // Deleting the last card of a later page steps back to the page before.
      if (page > 1 && listed.length === 1 && listed[0]?.id === artifact.id) setPage(page - 1);
      await refreshArtifacts(client);
    },
    onError: () => {
      setDeleting(null);
      setDeleteError(ARTIFACT_MESSAGES.deleteFailed);
    },
  });
  return { deleting, setDeleting, deleteError, remove };
}

/**
 * The list as chosen (filter, sort, page; a new filter or sort starts at page 1), with the artifact
 * of the address first when it is not on this page.
 */
export function useArtifactListing(routeId: string | undefined, retryDelay: RetryDelay | undefined) {
  const [filter, setFilter] = useState<ArtifactFilter>('all');
  const [sort, setSort] = useState<ArtifactSort>('newest');
  const [page, setPage] = useState(1);
  const list = useArtifactList({ filter, sort, page, limit: ARTIFACTS_PAGE_SIZE }, retryDelay);
  const listed = list.data?.artifacts ?? [];
  const onPage = routeId ? listed.some((artifact) => artifact.id === routeId) : false;
  const opened = useOpenedArtifact(routeId, !list.isPending && !onPage);
  const shown: ArtifactDto[] = opened.data && !onPage ? [opened.data, ...listed] : listed;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ARTIFACTS_PAGE_SIZE));
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);

  const changeFilter = (value: ArtifactFilter) => {
    setFilter(value);
    setPage(1);
  };
  const changeSort = (value: ArtifactSort) => {
    setSort(value);
    setPage(1);
  };
  return { filter, sort, page, setPage, changeFilter, changeSort, list, listed, opened, shown, total, pages, loading };
}

export type ArtifactListing = ReturnType<typeof useArtifactListing>;
