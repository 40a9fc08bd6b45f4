import { z } from 'zod';
import { worldHideReasonSchema } from './safety.js';

/**
 * Explore (issue 34): the public worlds players made, as cards. One contract for the server's
 * `GET /api/explore` and the web's Explore page.
 */

/** Who may open a world: its owner only; anyone with the link; anyone, and it is listed in Explore. */
export const WORLD_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type WorldVisibility = (typeof WORLD_VISIBILITIES)[number];

/** live: players in it now; trending: distinct visitors over the last 7 days; liked; newest. */
export const EXPLORE_SORTS = ['live', 'trending', 'liked', 'newest'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

export const EXPLORE_LIMITS = { pageSize: 24, pageMax: 48, searchMax: 100, cursorMax: 200 } as const;

/** GET /api/explore?sort=&q=&cursor=&limit= */
export const exploreQuerySchema = z.object({
  sort: z.enum(EXPLORE_SORTS).optional().default('trending'),
  q: z.string().trim().max(EXPLORE_LIMITS.searchMax).optional(),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string().max(EXPLORE_LIMITS.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(EXPLORE_LIMITS.pageMax).optional().default(EXPLORE_LIMITS.pageSize),
});
export type ExploreQuery = z.input<typeof exploreQuerySchema>;

export const exploreCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  creator: z.object({ id: z.string(), username: z.string() }),
  /** The thumbnail's URL (with its version, so a new publish is a new URL), or null before one is made. */
  thumbnailUrl: z.string().nullable(),
  /** Players in the world right now, on every instance. */
  live: z.number().int().min(0),
  /** Visits counted by the server: one per player (or guest connection) per world per UTC day. */
  visits: z.number().int().min(0),
  likes: z.number().int().min(0),
  /** Whether the asker likes it (false for guests). */
  liked: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
});
export type ExploreCard = z.infer<typeof exploreCardSchema>;

export const exploreResponseSchema = z.object({
  success: z.literal(true),
  worlds: z.array(exploreCardSchema),
  /** Up to six worlds a moderator featured, on the first page only (empty on later pages and in a search). */
  featured: z.array(exploreCardSchema),
  nextCursor: z.string().nullable(),
});
export type ExploreResponse = z.infer<typeof exploreResponseSchema>;

/** PUT /api/worlds/{id}/like and DELETE /api/worlds/{id}/like answer the world's new count. */
export const worldLikeResponseSchema = z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.number().int().min(0),
});
export type WorldLikeResponse = z.infer<typeof worldLikeResponseSchema>;

/** At most this many worlds are featured at once (the Featured row). */
export const FEATURED_WORLDS_MAX = 6;

/** PUT /api/moderation/worlds/{id} (moderators): hide it from Explore, feature it; either may be left out. */
export const worldModerationRequestSchema = z.object({
  hidden: z.boolean().optional(),
  featured: z.boolean().optional(),
  note: z.string().trim().max(1000).optional(),
  /** With `hidden: true`: what the world's page tells its players (decision 0269); 'other' when left out. */
  reason: worldHideReasonSchema.optional(),
});
export type WorldModerationRequest = z.infer<typeof worldModerationRequestSchema>;

export const worldModerationResponseSchema = z.object({
  success: z.literal(true),
  hidden: z.boolean(),
  featured: z.boolean(),
});
export type WorldModerationResponse = z.infer<typeof worldModerationResponseSchema>;
