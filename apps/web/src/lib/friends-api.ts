import {
  FRIEND_MESSAGES,
  friendJoinResponseSchema,
  friendRequestResultSchema,
  friendsResponseSchema,
  PROFILE_API,
  type FriendJoinResponse,
  type FriendsDto,
} from '@authentic/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

/**
 * Friends as every screen needs them (issue 34): the profile's friends tab, the game's player card,
 * 'Who is here' and the in-game Friends panel. In `lib/` because features do not import each other.
 */

/** The friends list's TanStack Query key; a request, an answer or a block invalidates it. */
export const FRIENDS_KEY = ['profile', 'friends'] as const;

export const fetchFriends = async (): Promise<FriendsDto> => {
  const answer = friendsResponseSchema.safeParse(await apiRequest(PROFILE_API.friends));
  if (!answer.success) throw new ApiError(FRIEND_MESSAGES.loadFailed, 200);
  return answer.data;
};

/** Sends a request; the answer's message says whether it is a request or, already, a friendship. */
export const sendFriendRequest = async (username: string): Promise<string> => {
  const answer = friendRequestResultSchema.safeParse(
    await apiRequest(PROFILE_API.friendRequests, { method: 'POST', body: { username } }),
  );
  if (!answer.success) throw new ApiError(FRIEND_MESSAGES.loadFailed, 200);
  return answer.data.message;
};

/** Where the signed-in player stands with another: what an Add friend button says instead. */
export type FriendState = 'friend' | 'sent' | 'received' | 'none';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function friendStateOf(data: FriendsDto | undefined, username: string): FriendState {
  if (!data) return 'none';
  if (data.friends.some((friend) => same(friend.username, username))) return 'friend';
  if (data.outgoing.some((request) => same(request.to.username, username))) return 'sent';
  if (data.incoming.some((request) => same(request.from.username, username))) return 'received';
  return 'none';
}

/** The signed-in player's friends and requests; off for a guest. */
export function useFriends(enabled = true) {
  return useQuery({ queryKey: FRIENDS_KEY, queryFn: fetchFriends, enabled, staleTime: 10_000 });
}

/** Add friend: sends the request, then reads the list again (the button then says 'Request sent'). */
export function useAddFriend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSettled: () => client.invalidateQueries({ queryKey: FRIENDS_KEY }),
  });
}

/**
 * Join a friend (issue 34): the server checks that it may, records this player's place on a free
 * cell next to the friend, and answers where that is; a refusal throws with the server's words.
 */
export const joinFriend = async (username: string): Promise<FriendJoinResponse> => {
  const answer = friendJoinResponseSchema.safeParse(
    await apiRequest(PROFILE_API.joinFriend(username), { method: 'POST' }),
  );
  if (!answer.success) throw new ApiError(FRIEND_MESSAGES.joinFailed, 200);
  return answer.data;
};

/** The game address of a Join's destination: the main world or the player-made world. */
export const gamePathOf = (worldId: string | null): string =>
  `/game/${worldId === null ? 'main' : encodeURIComponent(worldId)}`;

/** A Join that opens another game screen: remembered in this tab until that screen's first join. */
const PENDING_JOIN_KEY = 'authentic.pendingJoin';
/** An older remembered Join is stale (the friend has moved on): the game starts where it would. */
const PENDING_JOIN_MS = 60_000;

export interface JoinPlace {
  worldId: string | null;
  mapId: string;
  x: number;
  y: number;
}

export function rememberJoin({ worldId, mapId, x, y }: FriendJoinResponse, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(PENDING_JOIN_KEY, JSON.stringify({ worldId, mapId, x, y, at: now }));
  } catch {
    // Storage refused: the server's own record of the place still applies.
  }
}

/** The remembered Join for this world, if fresh; null otherwise. Left in place: `forgetJoin` ends it. */
export function pendingJoin(worldId: string | null, now = Date.now()): JoinPlace | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(PENDING_JOIN_KEY) ?? 'null') as
      (JoinPlace & { at: number }) | null;
    if (!saved || saved.worldId !== worldId || now - saved.at > PENDING_JOIN_MS) return null;
    return { worldId: saved.worldId, mapId: saved.mapId, x: saved.x, y: saved.y };
  } catch {
    return null;
  }
}

export function forgetJoin(): void {
  try {
    window.sessionStorage.removeItem(PENDING_JOIN_KEY);
  } catch {
    // Nothing to forget.
  }
}
