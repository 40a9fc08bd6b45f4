import { z } from 'zod';
import { achievementSchema, savedQuoteSchema } from './characters.js';
import { artifactSchema } from './artifacts.js';
import { publicUserSchema } from './auth.js';

/**
 * Paths of the profile, friends and public-profile calls (issue 13). The spec shows the profile
 * update's payload but not its path; these are ours (decision 0221).
 */
export const PROFILE_API = {
  /** PUT: username, email, currentPassword, newPassword (profileUpdateSchema). */
  profile: '/api/users/me',
  /** GET: the Game Stats tab. */
  stats: '/api/users/me/stats',
  /** GET: friends, requests received and requests sent. */
  friends: '/api/friends',
  /** DELETE: stop being friends with that player (both lists). */
  friend: (userId: string): string => `/api/friends/${encodeURIComponent(userId)}`,
  /** POST { username }: ask a player to be friends. */
  friendRequests: '/api/friends/requests',
  /** POST: the recipient accepts. */
  acceptRequest: (requestId: string): string => `/api/friends/requests/${encodeURIComponent(requestId)}/accept`,
  /** DELETE: the recipient declines, or the sender withdraws. */
  friendRequest: (requestId: string): string => `/api/friends/requests/${encodeURIComponent(requestId)}`,
  /**
   * POST: go to a friend (issue 34). The server checks the rule (friendJoinRule's words in
   * decision 0270), records the joiner's place on a free cell next to the friend and answers it
   * (friendJoinResponseSchema); the joiner's next presence `join` of that world and map starts there.
   */
  joinFriend: (username: string): string => `/api/friends/${encodeURIComponent(username)}/join`,
  /** GET ?search=: players whose username starts with the text (at most 10). */
  players: '/api/players',
  /** GET: a player's public profile. */
  player: (username: string): string => `/api/players/${encodeURIComponent(username)}`,
} as const;

/** PUT /api/users/me answers the updated user; a password change also gives this device new tokens. */
export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** GET /api/users/me/stats: the Game Stats tab (spec 01 §2). */
export const profileStatsResponseSchema = z.object({
  success: z.literal(true),
  experience: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  title: z.string(),
  /** Percent of the way to the next level's threshold, 0–100. */
  levelPercent: z.number().min(0).max(100),
  /** The experience the next level needs (1250 at level 5). */
  nextLevelAt: z.number().int().positive(),
  /** Artifacts this player created. */
  artifactCount: z.number().int().nonnegative(),
  savedQuotesCount: z.number().int().nonnegative(),
  friendsCount: z.number().int().nonnegative(),
  /** The latest 3 saved quotes, newest first, whole (the screen cuts them at 50 characters). */
  recentQuotes: z.array(savedQuoteSchema).max(3),
  achievements: z.array(achievementSchema),
});
export type ProfileStats = z.infer<typeof profileStatsResponseSchema>;

/** Another player as friends lists and search show them: nothing private. */
export const playerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int().min(1),
  title: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const friendRequestSchema = z.object({
  id: z.string(),
  from: playerSummarySchema,
  to: playerSummarySchema,
  createdAt: z.string(),
});
export type FriendRequestDto = z.infer<typeof friendRequestSchema>;

/**
 * A friend in the friends list (issue 23): whether they are connected to live presence now, and
 * the name of the map they are on — null when offline, on no map, or when they do not share
 * their map with friends (`users.share_map_with_friends`, off by default).
 */
export const friendSummarySchema = playerSummarySchema.extend({
  online: z.boolean(),
  mapName: z.string().nullable(),
  /**
   * True when POST PROFILE_API.joinFriend would take this player to the friend now (issue 34): the
   * friend is on a map they share, in a world this player may enter, and neither blocked the other.
   * The server always sends it; absent reads as false.
   */
  joinable: z.boolean().optional(),
});
export type FriendSummary = z.infer<typeof friendSummarySchema>;

export const friendJoinParamsSchema = z.object({ username: z.string().trim().min(1).max(30) });

/**
 * POST /api/friends/{username}/join, 200: where the joiner will stand. `worldId` null is the main
 * world; `mapId` is what the presence `join` frame names (`m`), `mapName` what a player reads.
 * Refusals: 404 not friends (or no such player), 403 the friend hides their map, is in a world the
 * joiner cannot enter, or a block; 409 the friend is not on a map now; 429 too many joins.
 */
export const friendJoinResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  worldId: z.string().nullable(),
  mapId: z.string(),
  mapName: z.string(),
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
});
export type FriendJoinResponse = z.infer<typeof friendJoinResponseSchema>;

export const friendsResponseSchema = z.object({
  success: z.literal(true),
  friends: z.array(friendSummarySchema),
  /** Requests other players sent this one, waiting for an answer. */
  incoming: z.array(friendRequestSchema),
  /** Requests this player sent, waiting for the other's answer. */
  outgoing: z.array(friendRequestSchema),
});
export type FriendsDto = z.infer<typeof friendsResponseSchema>;

export const friendRequestCreateSchema = z.object({
  username: z.string().trim().min(1).max(30),
});

/** POST /api/friends/requests: 201 'request' when sent, 200 'friends' when the other had already asked. */
export const friendRequestResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['request', 'friends']),
  request: friendRequestSchema.optional(),
  friend: playerSummarySchema.optional(),
});

export const playerSearchQuerySchema = z.object({ search: z.string().trim().min(2).max(30) });

export const PLAYER_RELATIONS = ['self', 'friend', 'incoming', 'outgoing', 'none'] as const;
export type PlayerRelation = (typeof PLAYER_RELATIONS)[number];

export const playerSearchResponseSchema = z.object({
  success: z.literal(true),
  players: z.array(
    playerSummarySchema.extend({
      relation: z.enum(PLAYER_RELATIONS),
      /** The pending request between the two, when relation is incoming or outgoing. */
      requestId: z.string().optional(),
    }),
  ),
});
export type PlayerSearchResult = z.infer<typeof playerSearchResponseSchema>['players'][number];

/** GET /api/players/{username}: what anyone may see of a player; never an e-mail. */
export const publicProfileResponseSchema = z.object({
  success: z.literal(true),
  player: playerSummarySchema.extend({
    experience: z.number().int().nonnegative(),
    createdAt: z.string(),
    achievements: z.array(achievementSchema),
    /** Their public artifacts, newest first (at most 50). */
    artifacts: z.array(artifactSchema),
    friendsCount: z.number().int().nonnegative(),
  }),
});
export type PublicProfile = z.infer<typeof publicProfileResponseSchema>['player'];
