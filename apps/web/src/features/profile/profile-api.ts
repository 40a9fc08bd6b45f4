import {
  avatarResponseSchema,
  friendsResponseSchema,
  messageResponseSchema,
  PROFILE_API,
  PROFILE_MESSAGES,
  FRIEND_MESSAGES,
  playerSearchResponseSchema,
  profileStatsResponseSchema,
  profileUpdateResponseSchema,
  PUBLIC_PROFILE_MESSAGES,
  publicProfileResponseSchema,
  type FriendsDto,
  type PlayerSearchResult,
  type ProfileStats,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  type PublicProfile,
} from '@authentic/core';
import type { z } from 'zod';
import { ApiError, apiRequest, serverMessageOr } from '../../lib/api-client';
import { fetchFriends, FRIENDS_KEY, sendFriendRequest } from '../../lib/friends-api';

export { fetchFriends, sendFriendRequest };

/** TanStack Query keys of the profile's data; a change invalidates the ones it touches. */
export const PROFILE_KEYS = {
  stats: ['profile', 'stats'] as const,
  friends: FRIENDS_KEY,
  search: (text: string) => ['profile', 'search', text] as const,
  player: (username: string) => ['players', username.toLowerCase()] as const,
};

/** Reads an answer with its schema; an answer of another shape is a failure with `fallback`. */
async function parsed<S extends z.ZodType>(schema: S, answer: Promise<unknown>, fallback: string): Promise<z.infer<S>> {
  const result = schema.safeParse(await answer);
  if (!result.success) throw new ApiError(fallback, 200);
  return result.data;
}

/** The server's own words when it sent them, else the screen's fallback text. */
export const errorText = serverMessageOr;

export const fetchStats = (): Promise<ProfileStats> =>
  parsed(profileStatsResponseSchema, apiRequest(PROFILE_API.stats), PROFILE_MESSAGES.loadFailed);

export const updateProfile = (update: ProfileUpdate): Promise<ProfileUpdateResponse> =>
  parsed(
    profileUpdateResponseSchema,
    apiRequest(PROFILE_API.profile, { method: 'PUT', body: update }),
    PROFILE_MESSAGES.updateFailed,
  );

/** POST /api/users/me/avatar with the image in the multipart field `avatar`; answers the new URL. */
export async function uploadAvatar(file: Blob, fileName = 'avatar.png'): Promise<string> {
  const form = new FormData();
  form.append('avatar', file, fileName);
  const answer = await parsed(
    avatarResponseSchema,
    apiRequest('/api/users/me/avatar', { method: 'POST', body: form }),
    PROFILE_MESSAGES.avatarFailed,
  );
  return answer.avatar;
}

export const searchPlayers = async (text: string): Promise<PlayerSearchResult[]> =>
  (
    await parsed(
      playerSearchResponseSchema,
      apiRequest(`${PROFILE_API.players}?search=${encodeURIComponent(text)}`),
      FRIEND_MESSAGES.loadFailed,
    )
  ).players;

export const acceptFriendRequest = (requestId: string): Promise<FriendsDto> =>
  parsed(
    friendsResponseSchema,
    apiRequest(PROFILE_API.acceptRequest(requestId), { method: 'POST' }),
    FRIEND_MESSAGES.loadFailed,
  );

/** Declines a request received, or withdraws one sent. */
export const deleteFriendRequest = async (requestId: string): Promise<string> =>
  (
    await parsed(
      messageResponseSchema,
      apiRequest(PROFILE_API.friendRequest(requestId), { method: 'DELETE' }),
      FRIEND_MESSAGES.loadFailed,
    )
  ).message;

export const removeFriend = async (userId: string): Promise<string> =>
  (
    await parsed(
      messageResponseSchema,
      apiRequest(PROFILE_API.friend(userId), { method: 'DELETE' }),
      FRIEND_MESSAGES.loadFailed,
    )
  ).message;

export const fetchPublicProfile = async (username: string): Promise<PublicProfile> =>
  (
    await parsed(
      publicProfileResponseSchema,
      apiRequest(PROFILE_API.player(username)),
      PUBLIC_PROFILE_MESSAGES.loadFailed,
    )
  ).player;
