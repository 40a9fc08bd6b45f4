import type { FastifyPluginAsync } from 'fastify';
import { artifactCreateRoutes } from './create.js';
import { artifactEditRoutes } from './edit.js';
import { artifactMessageRoutes } from './message.js';

/** Create, edit, delete and the message of an artifact: the creator's calls (helpers in write-common.ts). */
export const artifactWriteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(artifactCreateRoutes);
  await app.register(artifactEditRoutes);
  await app.register(artifactMessageRoutes);
};
