import type { FastifyPluginAsync } from 'fastify';
import { artifactReadRoutes } from './read.js';
import { artifactSocialRoutes } from './social.js';
import { artifactWriteRoutes } from './write.js';

/** /api/artifacts: spec 01 §7 and decision 0171 (pickup, drop, inventory). */
export const artifactRoutes: FastifyPluginAsync = async (app) => {
  await app.register(artifactReadRoutes);
  await app.register(artifactWriteRoutes);
  await app.register(artifactSocialRoutes);
};
