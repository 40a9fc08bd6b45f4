import { useQuery } from '@tanstack/react-query';
import { characterResponseSchema } from '@authentic/core';
import { apiRequest } from '../lib/api-client';

/** Spec 01 §9: the character is cached 5 minutes. */
const CHARACTER_STALE_MS = 5 * 60 * 1000;

/** The cache key of a player's character; whoever changes it on the server puts the answer here. */
export const characterKey = (userId: string | null) => ['character', userId] as const;

/**
 * The signed-in player's character (saved quotes, inventory); idle for a guest. Pages that write
 * from it (the home page's quote saving) ask for a fresh copy with staleTime 0.
 */
export function useCharacter(userId: string | null, staleTime = CHARACTER_STALE_MS) {
  return useQuery({
    queryKey: characterKey(userId),
    queryFn: async () => characterResponseSchema.parse(await apiRequest(`/api/users/${userId}`)).character,
    enabled: userId !== null,
    staleTime,
  });
}
