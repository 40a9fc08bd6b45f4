import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockPlayer,
  fetchRelations,
  mutePlayer,
  SAFETY_KEYS,
  unblockPlayer,
  unmutePlayer,
  type SafetyRelations,
} from './safety-api';

/** The signed-in player's blocked and muted players; off for a visitor. */
export function useSafetyRelations(enabled = true) {
  return useQuery({ queryKey: SAFETY_KEYS.relations, queryFn: fetchRelations, enabled, staleTime: 30_000 });
}

export type RelationChange = 'block' | 'unblock' | 'mute' | 'unmute';

const CALLS: Record<RelationChange, (username: string) => Promise<void>> = {
  block: blockPlayer,
  unblock: unblockPlayer,
  mute: mutePlayer,
  unmute: unmutePlayer,
};

/** What the list looks like once the change is made, so the screen answers at once. */
function applied(current: SafetyRelations, change: RelationChange, username: string): SafetyRelations {
  const without = (list: string[]) => list.filter((name) => name.toLowerCase() !== username.toLowerCase());
  switch (change) {
    case 'block':
      return { ...current, blocked: [...without(current.blocked), username] };
    case 'unblock':
      return { ...current, blocked: without(current.blocked) };
    case 'mute':
      return { ...current, muted: [...without(current.muted), username] };
    case 'unmute':
      return { ...current, muted: without(current.muted) };
  }
}

/** Block, unblock, mute or unmute one player; the relations list follows (and is read again). */
export function useRelationChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, username }: { change: RelationChange; username: string }) => CALLS[change](username),
    onSuccess: (_answer, { change, username }) => {
      client.setQueryData<SafetyRelations>(SAFETY_KEYS.relations, (current) =>
        current ? applied(current, change, username) : current,
      );
      void client.invalidateQueries({ queryKey: SAFETY_KEYS.relations });
      // A block ends a friendship: the friends list and the player's relation change too.
      if (change === 'block' || change === 'unblock') {
        void client.invalidateQueries({ queryKey: ['profile', 'friends'] });
        void client.invalidateQueries({ queryKey: ['players'] });
      }
    },
  });
}

export const isListed = (list: readonly string[] | undefined, username: string): boolean =>
  list?.some((name) => name.toLowerCase() === username.toLowerCase()) ?? false;
