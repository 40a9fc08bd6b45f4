import { z } from 'zod';
import { WORLD_BUILDER_MESSAGES } from '../messages/world-builder.js';
import { worldDocSchema } from '../worlds/world-doc.js';

/**
 * The world builder's API (issue 25, decision 0248). Only the owner edits; every save is a new
 * numbered version (the last 20 are kept, and the published one), publishing picks the version
 * players walk. A save names the version it was based on, so a second tab's save is told the world
 * changed (409) instead of overwriting it; it may then save anyway as a new version (`force`).
 */
export const WORLD_BUILDER_LIMITS = {
  versionsKept: 20,
  /**
   * A request body carrying a whole world: 16 maps of 256×256 one-character tiles and their objects,
   * and its story (64 kB of ink, more once escaped as JSON; decision 0283).
   */
  bodyBytes: 1_800_000,
  /** The largest version number: the database keeps it in 32 bits, so a larger one names no version (a 400). */
  versionMax: 2_147_483_647,
} as const;

/** A version number a client sends: past `versionMax` it names no version, and is refused with a message. */
const versionNumber = (min: 0 | 1) =>
  z.number().int().min(min).max(WORLD_BUILDER_LIMITS.versionMax, WORLD_BUILDER_MESSAGES.versionOutOfRange);

export const worldProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  mapId: z.string().optional(),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  npc: z.number().int().optional(),
  /** A problem of the world's story: the line of its ink source (decision 0283). */
  line: z.number().int().min(0).optional(),
});
export type WorldProblemDto = z.infer<typeof worldProblemSchema>;

export const worldVersionSchema = z.object({
  number: z.number().int().min(1),
  savedAt: z.string(),
  maps: z.number().int(),
  published: z.boolean(),
});
export type WorldVersionDto = z.infer<typeof worldVersionSchema>;

/**
 * GET /api/worlds/{id}/doc (owner only): the newest saved version, or — before the first save —
 * the world as generated from its type (`version` 0). `published` is the version players walk.
 */
export const worldDocResponseSchema = z.object({
  success: z.literal(true),
  doc: worldDocSchema,
  version: z.number().int().min(0),
  published: z.number().int().min(1).nullable(),
});
export type WorldDocResponse = z.infer<typeof worldDocResponseSchema>;

/** PUT /api/worlds/{id}/doc. */
export const saveWorldDocRequestSchema = z.object({
  doc: worldDocSchema,
  /** The version this edit started from (0 for the generated world). */
  baseVersion: versionNumber(0),
  /** Save even though another tab saved since `baseVersion`: the edit becomes the newest version. */
  force: z.boolean().optional().default(false),
  /** Publish the saved version at once. */
  publish: z.boolean().optional().default(false),
});
export type SaveWorldDocRequest = z.input<typeof saveWorldDocRequestSchema>;

export const saveWorldDocResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  version: z.number().int().min(1),
  published: z.number().int().min(1).nullable(),
});

/** 400 from a save: the world breaks the rules; every problem, pinned to its map and cell. */
export const worldDocProblemsResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  problems: z.array(worldProblemSchema),
});

/** 409 from a save: another save landed since `baseVersion` (0 when the world was never saved and the save named a version). */
export const worldDocConflictResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  currentVersion: z.number().int().min(0),
});

/** GET /api/worlds/{id}/versions (owner only): newest first. */
export const worldVersionsResponseSchema = z.object({
  success: z.literal(true),
  versions: z.array(worldVersionSchema),
  published: z.number().int().min(1).nullable(),
});

/** POST /api/worlds/{id}/versions/{number}/restore: that version's world becomes the newest version. */
export const worldVersionParamsSchema = z.object({
  worldId: z.string(),
  number: z.coerce.number().int().min(1).max(WORLD_BUILDER_LIMITS.versionMax, WORLD_BUILDER_MESSAGES.versionOutOfRange),
});

/** POST /api/worlds/{id}/publish: players walk this version from now on. */
export const publishWorldRequestSchema = z.object({ version: versionNumber(1) });

/**
 * GET /api/worlds/{id}/play (whoever may see the world): the published version, or the generated
 * world while nothing is published. Positions and the live room follow the same document.
 */
export const worldPlayResponseSchema = z.object({
  success: z.literal(true),
  doc: worldDocSchema,
  version: z.number().int().min(0),
});
export type WorldPlayResponse = z.infer<typeof worldPlayResponseSchema>;

/**
 * GET /api/worlds/storage (decision 0260): the bytes a player's uploads and world versions take in
 * their one storage and what it holds, and how many worlds they keep of how many they may.
 */
export const worldStorageSchema = z.object({
  usedBytes: z.number().int().min(0),
  limitBytes: z.number().int().min(0),
  worlds: z.number().int().min(0),
  worldLimit: z.number().int().min(1),
});
export type WorldStorage = z.infer<typeof worldStorageSchema>;
export const worldStorageResponseSchema = z.object({ success: z.literal(true), storage: worldStorageSchema });
