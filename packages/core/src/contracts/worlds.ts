import { z } from 'zod';
import { WORLD_MESSAGES } from '../messages.js';
import { displayText } from '../shared/display-text.js';
import { WORLD_VISIBILITIES } from './explore.js';

/** Spec 01 §9 world limits. */
export const WORLD_LIMITS = { nameMin: 3, nameMax: 60, descriptionMin: 10, descriptionMax: 500 } as const;

export const MAP_TYPES = ['fantasy', 'scifi', 'post-apocalyptic', 'mystery'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/**
 * POST /api/worlds. The dashboard sends `mapType`, the create-world page
 * `type` (spec 01 §7); either is accepted and `mapType` wins.
 */
export const createWorldRequestSchema = z
  .object({
    // No bidi or format characters: a name is shown as the word filter read it (decision 0265).
    name: z
      .string({ error: WORLD_MESSAGES.nameTooShort })
      .overwrite(displayText)
      .trim()
      .min(WORLD_LIMITS.nameMin, WORLD_MESSAGES.nameTooShort)
      .max(WORLD_LIMITS.nameMax),
    description: z
      .string({ error: WORLD_MESSAGES.descriptionTooShort })
      .overwrite(displayText)
      .trim()
      .min(WORLD_LIMITS.descriptionMin, WORLD_MESSAGES.descriptionTooShort)
      .max(WORLD_LIMITS.descriptionMax),
    mapType: z.enum(MAP_TYPES).optional(),
    type: z.enum(MAP_TYPES).optional(),
    isMainWorld: z.boolean().optional().default(false),
    isPublic: z.boolean().optional().default(false),
    /** Issue 34: private, unlisted or public; when given it wins over `isPublic`. */
    visibility: z.enum(WORLD_VISIBILITIES).optional(),
  })
  .refine((body) => Boolean(body.mapType ?? body.type), { message: WORLD_MESSAGES.mapTypeRequired, path: ['mapType'] });
export type CreateWorldRequest = z.input<typeof createWorldRequestSchema>;

export const worldPortalSchema = z.object({
  name: z.string(),
  targetWorldId: z.string(),
  targetWorldName: z.string(),
});

export const worldSchema = z.object({
  _id: z.string(),
  id: z.string(),
  // Answered, and read by the web, without bidi or format characters, also if stored before decision 0265.
  name: z.string().overwrite(displayText),
  description: z.string().overwrite(displayText),
  isMainWorld: z.boolean(),
  isPublic: z.boolean(),
  /** Issue 34: `isPublic` is true for unlisted and public worlds. */
  visibility: z.enum(WORLD_VISIBILITIES),
  mapType: z.enum(MAP_TYPES),
  type: z.enum(MAP_TYPES),
  mapData: z.array(z.array(z.number().int().min(0).max(8))),
  artifacts: z.array(z.string()),
  npcs: z.array(z.string()),
  games: z.array(z.string()),
  portals: z.array(worldPortalSchema),
  weather: z.object({ temperature: z.number(), condition: z.string() }),
  creator: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  /** Hidden from Explore by a moderator, and why (decision 0269): the world's page tells its players. */
  hidden: z.object({ reason: z.string() }).nullable(),
  /** Issue 34: visits the server counted and likes, as Explore shows them. */
  visits: z.number().int().min(0),
  likes: z.number().int().min(0),
  /** Whether the asker likes it (false for guests and on one's own world). */
  liked: z.boolean(),
  /** Decision 0283: quests of the world's story its players completed, counted (the world's page only). */
  storyQuestsCompleted: z.number().int().min(0).optional(),
});
export type World = z.infer<typeof worldSchema>;

export const worldResponseSchema = z.object({ success: z.literal(true), world: worldSchema });
export const worldListResponseSchema = z.object({ success: z.literal(true), worlds: z.array(worldSchema) });

/**
 * PUT /api/worlds/{id}/position (ours): the cell a player stands on in a world, and which of its
 * maps (issue 25; none: the spawn map, the only map a generated world has).
 */
export const worldPositionRequestSchema = z.object({
  x: z.number().int().min(0).max(1000),
  y: z.number().int().min(0).max(1000),
  mapId: z.string().min(1).max(32).nullable().optional(),
});
export type WorldPosition = z.infer<typeof worldPositionRequestSchema>;

/** GET /api/worlds/{id}/position: the saved cell, or null before a player's first visit. */
export const worldPositionResponseSchema = z.object({
  success: z.literal(true),
  position: worldPositionRequestSchema.nullable(),
});
