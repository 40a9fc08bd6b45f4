import { TILESETS_API, tilesetResponseSchema, WORLD_ART_LIMITS, type TilesetImage } from '@authentic/core';
import { apiRequest } from './api-client';

/** Sends a PNG to the world's tilesets (the server checks it, counts it in the owner's storage and keeps it). */
export async function uploadTilesetImage(worldId: string, name: string, bytes: Uint8Array): Promise<TilesetImage> {
  const path = `${TILESETS_API.list(worldId)}?name=${encodeURIComponent(name.trim().slice(0, WORLD_ART_LIMITS.tilesetNameMax) || 'Tileset')}`;
  const answer = await apiRequest(path, {
    method: 'POST',
    body: new Blob([bytes as BlobPart], { type: 'image/png' }),
    timeoutMs: 60_000,
  });
  return tilesetResponseSchema.parse(answer).tileset;
}
