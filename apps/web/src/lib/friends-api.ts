import {
  FRIEND_MESSAGES,
  friendRequestResultSchema,
  friendsResponseSchema,
  PROFILE_API,
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
