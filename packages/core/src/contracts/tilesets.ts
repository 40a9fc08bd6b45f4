import { z } from 'zod';
import { TILESET_MESSAGES } from '../messages/tilesets.js';
import { displayText } from '../shared/display-text.js';
import { WORLD_ART_LIMITS } from '../worlds/world-layers.js';

/**
 * A world's own tileset images (issue 36): PNGs its owner uploads, at most
 * WORLD_ART_LIMITS.tilesets per world, served as uploads under names never used twice.
 */
export const TILESETS_API = {
  /** GET the world's tilesets, POST a PNG (body: the image's bytes, `?name=`). */
  list: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/tilesets`,
  /** DELETE one. */
  item: (worldId: string, tilesetId: string): string =>
    `/api/worlds/${encodeURIComponent(worldId)}/tilesets/${encodeURIComponent(tilesetId)}`,
} as const;

/** POST's query: the tileset's name, shown as text. */
export const tilesetUploadQuerySchema = z.object({
  name: z
    .string({ error: TILESET_MESSAGES.nameRequired })
    .overwrite(displayText)
    .trim()
    .min(1, TILESET_MESSAGES.nameRequired)
    .max(WORLD_ART_LIMITS.tilesetNameMax, TILESET_MESSAGES.nameRequired),
});
export type TilesetUploadQuery = z.infer<typeof tilesetUploadQuerySchema>;

/** One uploaded image; `hidden`: a moderator hid it, and it is no longer served. */
export const tilesetImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  hidden: z.boolean(),
});
export type TilesetImage = z.infer<typeof tilesetImageSchema>;

export const tilesetResponseSchema = z.object({ success: z.literal(true), tileset: tilesetImageSchema });
export type TilesetResponse = z.infer<typeof tilesetResponseSchema>;

export const tilesetListResponseSchema = z.object({ success: z.literal(true), tilesets: z.array(tilesetImageSchema) });
export type TilesetListResponse = z.infer<typeof tilesetListResponseSchema>;
