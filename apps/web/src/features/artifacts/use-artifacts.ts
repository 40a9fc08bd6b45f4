import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { ARTIFACT_MESSAGES, formatArtifactLoadFailed, type ArtifactDto, type ArtifactListQuery } from '@authentic/core';
import { ApiError } from '../../lib/api-client';
import { artifactKeys, ARTIFACTS_STALE_MS, getArtifact, listArtifacts } from './artifacts-api';

/** Cards per page (decision 0176): four rows of three on a wide screen. */
export const ARTIFACTS_PAGE_SIZE = 12;

/** Spec 01 §9: the list is tried again up to 3 times, 1.5 s × attempt apart. */
export const ARTIFACTS_LOAD_RETRIES = 3;
export const ARTIFACTS_RETRY_STEP_MS = 1500;

export type ArtifactList = Awaited<ReturnType<typeof listArtifacts>>;
export type RetryDelay = (failureCount: number) => number;

/** TanStack Query counts failures from 0 before the first retry: 1.5 s, 3 s, 4.5 s. */
export function artifactsRetryDelay(failureCount: number): number {
  return ARTIFACTS_RETRY_STEP_MS * (failureCount + 1);
}

/** Thrown instead of fetching when the browser says it is offline (spec 01 §5). */
export class OfflineError extends Error {
  constructor() {
    super(ARTIFACT_MESSAGES.offline);
    this.name = 'OfflineError';
  }
}

/**
 * Spec 01 §4: only an offline or network failure is tried again. Any answer from the server (a 4xx,
 * a 500) is final and shows at once, with a button to try again (decision 0245).
 */
export function shouldRetryArtifacts(failureCount: number, error: unknown): boolean {
  if (failureCount >= ARTIFACTS_LOAD_RETRIES) return false;
  if (error instanceof OfflineError) return true;
  return error instanceof ApiError && error.status === undefined;
}

/** The error box's text: the offline warning as it is, anything else as 'Failed to load artifacts: …'. */
export function artifactsLoadErrorText(error: unknown): string {
  if (error instanceof OfflineError) return error.message;
  return formatArtifactLoadFailed(error instanceof Error ? error.message : String(error));
}

function assertOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
}

/** One page of the list, filtered and sorted on the server, cached 10 minutes. */
export function useArtifactList(query: ArtifactListQuery, retryDelay: RetryDelay = artifactsRetryDelay) {
  return useQuery({
    queryKey: artifactKeys.list(query),
    queryFn: () => {
      assertOnline();
      return listArtifacts(query);
    },
    staleTime: ARTIFACTS_STALE_MS,
    retry: shouldRetryArtifacts,
    retryDelay,
    // Our own offline check must run; TanStack's 'online' mode would pause the query silently instead.
    networkMode: 'always',
    placeholderData: keepPreviousData,
  });
}

/** The artifact an /artifacts/{id} address opens, when it is not on the page shown. */
export function useOpenedArtifact(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: artifactKeys.one(id ?? ''),
    queryFn: () => getArtifact(id ?? ''),
    enabled: Boolean(id) && enabled,
    staleTime: ARTIFACTS_STALE_MS,
    retry: false,
  });
}

/** Applies a change to one artifact wherever the page's queries hold it, without refetching. */
export function patchArtifactInCache(
  client: QueryClient,
  id: string,
  patch: (artifact: ArtifactDto) => ArtifactDto,
): void {
  client.setQueriesData<ArtifactList>({ queryKey: [...artifactKeys.all, 'list'] }, (old) =>
    old
      ? { ...old, artifacts: old.artifacts.map((artifact) => (artifact.id === id ? patch(artifact) : artifact)) }
      : old,
  );
  client.setQueryData<ArtifactDto>(artifactKeys.one(id), (old) => (old ? patch(old) : old));
}

/** After a create, update or delete: every artifact query (page, game maps, inventory) asks again. */
export function refreshArtifacts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: artifactKeys.all });
}
