import {
  EXPLORE_MESSAGES,
  exploreResponseSchema,
  worldLikeResponseSchema,
  type ExploreResponse,
  type ExploreSort,
  type WorldLikeResponse,
} from '@authentic/core';
import { ApiError, apiRequest } from '../../lib/api-client';

/** Every Explore page's query key starts here; a like refreshes them all. */
export const EXPLORE_KEY = ['explore'] as const;
export const exploreKey = (sort: ExploreSort, q: string) => [...EXPLORE_KEY, sort, q] as const;

/** GET /api/explore: one page of public worlds (and the featured ones on the first page). */
export async function fetchExplore(sort: ExploreSort, q: string, cursor: string | null): Promise<ExploreResponse> {
  const params = new URLSearchParams({ sort });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const parsed = exploreResponseSchema.safeParse(await apiRequest(`/api/explore?${params.toString()}`));
  if (!parsed.success) throw new ApiError(EXPLORE_MESSAGES.loadFailed, 200);
  return parsed.data;
}

/** PUT (like) or DELETE (take it back) /api/worlds/{id}/like; answers the world's new count. */
export async function setWorldLike(worldId: string, like: boolean): Promise<WorldLikeResponse> {
  const answer = await apiRequest(`/api/worlds/${encodeURIComponent(worldId)}/like`, {
    method: like ? 'PUT' : 'DELETE',
  });
  const parsed = worldLikeResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(EXPLORE_MESSAGES.likeFailed, 200);
  return parsed.data;
}
