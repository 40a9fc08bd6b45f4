import { useQuery } from '@tanstack/react-query';
import { characterResponseSchema } from '@authentic/core';
import { apiRequest } from '../../lib/api-client';

/** Spec 01 §9: the character is cached 5 minutes. */
const CHARACTER_STALE_MS = 5 * 60 * 1000;

/** The signed-in player's character (saved quotes, inventory); idle for a guest. */
export function useCharacter(userId: string | null) {
  return useQuery({
    queryKey: ['character', userId],
    queryFn: async () => characterResponseSchema.parse(await apiRequest(`/api/users/${userId}`)).character,
    enabled: userId !== null,
    staleTime: CHARACTER_STALE_MS,
  });
}
