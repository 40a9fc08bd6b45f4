import type { FastifyPluginAsync } from 'fastify';
import { worldCollectionRoutes } from './collection.js';
import { worldItemRoutes } from './item.js';
import { worldLikeRoutes } from './likes.js';
import { worldThumbnailRoutes } from './thumbnail.js';
import { worldStorageRoutes, type WorldLimits } from './storage.js';

export { toWorldDto } from './world-dto.js';

/**
 * /api/worlds: players' development worlds (spec 01 §7). Ownership and visibility are checked in
 * each route group: storage, likes, thumbnail, the player's list and creating (collection.ts), and
 * one world read, changed or deleted (item.ts).
 */
export const worldRoutes: FastifyPluginAsync<WorldLimits> = async (app, limits) => {
  // Only the limits: `limits` also holds this plugin's prefix, which the groups must not add again.
  const only: WorldLimits = { storageQuotaBytes: limits.storageQuotaBytes, worldsPerPlayer: limits.worldsPerPlayer };
  await app.register(worldStorageRoutes, only);
  await app.register(worldLikeRoutes);
  await app.register(worldThumbnailRoutes);
  await app.register(worldCollectionRoutes, only);
  await app.register(worldItemRoutes);
};
