import { worldPlayResponseSchema, type WorldPlayResponse } from '@authentic/core';
import { apiRequest } from './api-client';

/**
 * What players walk in a world: its published document, or the one its type generates (issue 25).
 * Apart from lib/worlds-api: its schema holds the whole world document's, which the main world's
 * first load never needs.
 */
export const worldPlayKey = (id: string) => ['worlds', 'play', id] as const;

export async function fetchWorldPlay(id: string): Promise<WorldPlayResponse> {
  return worldPlayResponseSchema.parse(await apiRequest(`/api/worlds/${encodeURIComponent(id)}/play`));
}
