import type { FastifyPluginAsync } from 'fastify';
import type { BuilderOptions } from './builder-common.js';
import { worldDocRoutes } from './builder-doc.js';
import { worldPublishRoutes } from './builder-publish.js';
import { worldVersionRoutes } from './builder-versions.js';
import { worldPlayRoutes } from './play.js';
import { worldStoryRoutes } from './story.js';

/**
 * /api/worlds/{id}/doc, /versions, /publish, /play (issue 25, decision 0248): the world builder's
 * saves. Only the owner reads and writes the document; every save is checked by core's
 * checkWorldDoc (a big world's off the event loop, decision 0259), numbered, and refused (409) when
 * another save landed since the one it started from.
 */
export const worldBuilderRoutes: FastifyPluginAsync<BuilderOptions> = async (app, options) => {
  // Only the limits and the checker: `options` also holds this plugin's prefix, not to be added again.
  const only: BuilderOptions = {
    storageQuotaBytes: options.storageQuotaBytes,
    worldsPerPlayer: options.worldsPerPlayer,
    checkWorld: options.checkWorld,
    stories: options.stories,
  };
  await app.register(worldDocRoutes, only);
  await app.register(worldVersionRoutes, only);
  await app.register(worldPublishRoutes, only);
  await app.register(worldPlayRoutes);
  await app.register(worldStoryRoutes, only);
};
