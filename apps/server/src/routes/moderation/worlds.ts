import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  FEATURED_WORLDS_MAX,
  SAFETY_MESSAGES,
  WORLD_MESSAGES,
  worldModerationRequestSchema,
  worldModerationResponseSchema,
} from '@authentic/core';
import { moderationActions, worlds } from '../../db/schema.js';
import { isModerator } from '../../db/safety-repository.js';
import { httpError, notFound, rejectMalformedWorldId, worldParams } from '../worlds/access.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
/** Any number: moderators featuring at once take turns, so the row never passes six. */
const FEATURE_LOCK_KEY = 4_242_034;

/**
 * PUT /api/moderation/worlds/{id} (issue 34, decision 0266): a moderator hides a world from Explore
 * (it still opens for those who may open it) or features it in the Featured row (at most six; a
 * seventh is a 409). Each change is written to the moderation log.
 */
export const worldModerationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const moderatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isModerator(db, request.user!.id))) {
      await reply.status(403).send({ success: false, message: SAFETY_MESSAGES.notModerator });
    }
  };

  typed.put(
    '/worlds/:worldId',
    {
      onRequest: app.authenticate,
      preValidation: rejectMalformedWorldId,
      preHandler: moderatorOnly,
      config: {
        rateLimit: {
          max: 120,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        params: worldParams,
        body: worldModerationRequestSchema,
        response: { 200: worldModerationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { worldId } = request.params;
      const { hidden, featured, note = '' } = request.body;
      const moderatorId = request.user!.id;
      return db.transaction(async (tx) => {
        if (featured) await tx.execute(sql`select pg_advisory_xact_lock(${FEATURE_LOCK_KEY})`);
        const [world] = await tx
          .select({ hiddenAt: worlds.hiddenAt, featuredAt: worlds.featuredAt })
          .from(worlds)
          .where(eq(worlds.id, worldId))
          .for('update');
        if (!world) throw notFound();
        const now = new Date();
        const changes: { hiddenAt?: Date | null; featuredAt?: Date | null } = {};
        const logged: string[] = [];
        if (hidden !== undefined && hidden !== (world.hiddenAt !== null)) {
          changes.hiddenAt = hidden ? now : null;
          logged.push(hidden ? 'hideWorld' : 'showWorld');
        }
        if (featured !== undefined && featured !== (world.featuredAt !== null)) {
          if (featured) {
            const rows = await tx.select({ id: worlds.id }).from(worlds).where(isNotNull(worlds.featuredAt));
            if (rows.length >= FEATURED_WORLDS_MAX) throw httpError(409, WORLD_MESSAGES.featuredFull);
          }
          changes.featuredAt = featured ? now : null;
          logged.push(featured ? 'featureWorld' : 'unfeatureWorld');
        }
        if (logged.length > 0) {
          await tx.update(worlds).set(changes).where(eq(worlds.id, worldId));
          await tx
            .insert(moderationActions)
            .values(logged.map((action) => ({ moderatorId, action, targetKind: 'world', targetId: worldId, note })));
        }
        const after = { ...world, ...changes };
        return { success: true as const, hidden: after.hiddenAt !== null, featured: after.featuredAt !== null };
      });
    },
  );
};
