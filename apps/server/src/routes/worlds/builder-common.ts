import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WORLD_BUILDER_MESSAGES } from '@authentic/core';
import type { Db } from '../../db/client.js';
import type { WorldRow } from '../../db/worlds-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import type { StoryRunner } from '../../replay/story-runner.js';
import type { WorldChecker } from '../../replay/world-check.js';
import { httpError, loadVisibleWorld, rejectMalformedWorldId } from './access.js';
import type { WorldLimits } from './storage.js';
import { errorAnswers } from '../error-answers.js';

/**
 * What the builder's routes are given: the owner's limits, the checker of saved documents and the
 * threads that compile and play stories (decision 0283).
 */
export type BuilderOptions = WorldLimits & { checkWorld: WorldChecker; stories: StoryRunner };

export const builderErrors = errorAnswers(400, 401, 403, 404, 429);

/** A route's rate limit: `max` calls a minute per player, per address for a guest. */
export const perPlayerPerMinute = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip },
});

/** A signed-in call about one world; a malformed id is a 404 before anything is read. */
export const signedInWorld = (app: FastifyInstance) => ({
  onRequest: app.authenticate,
  preValidation: rejectMalformedWorldId,
});

/** The world, if the viewer may see it and owns it: only the owner reads and writes its documents. */
export async function loadOwnedWorld(db: Db, worldId: string, viewerId: string): Promise<WorldRow> {
  const entry = await loadVisibleWorld(db, worldId, viewerId);
  if (entry.world.ownerId !== viewerId) throw httpError(403, WORLD_BUILDER_MESSAGES.ownerOnly);
  return entry.world;
}

// Live players of the world hear of the new version at once, on every instance: the presence hub
// sends it over its Redis bus (realtime/bus.ts). No presence in some test apps.
export function tellPlayers(app: FastifyInstance, worldId: string, version: number): void {
  (app.presence as PresenceRegistry | undefined)?.worldPublished?.(worldId, version);
}

export const acceptsGzip = (request: FastifyRequest) => {
  const accepts = request.headers['accept-encoding'];
  return typeof accepts === 'string' && /\bgzip\b/.test(accepts);
};
