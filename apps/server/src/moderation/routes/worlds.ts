import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  FEATURED_WORLDS_MAX,
  WORLD_MESSAGES,
  worldHideReasonText,
  worldModerationRequestSchema,
  worldModerationResponseSchema,
} from '@authentic/core';
import { hideWorld } from '../db/world-moderation-repository.js';
import { moderationActions, worlds } from '../../db/schema.js';
import { httpError, notFound, rejectMalformedWorldId, worldParams } from '../../routes/worlds/access.js';
import { moderationErrors, moderatorGuard } from './guard.js';

/** Any number: moderators featuring at once take turns, so the row never passes six. */
const FEATURE_LOCK_KEY = 4_242_034;

/**
 * PUT /api/moderation/worlds/{id} (issue 34, decisions 0266 and 0269): a moderator hides a world
 * from Explore with a reason its page shows (it still opens for those who may open it), shows it
 * again, or features it in the Featured row (at most six; a seventh is a 409). Each change is
 * written to the moderation log.
 */
export const worldModerationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.put(
    '/worlds/:worldId',
    {
      ...moderatorGuard(app),
      preValidation: rejectMalformedWorldId,
      schema: {
        params: worldParams,
        body: worldModerationRequestSchema,
        response: { 200: worldModerationResponseSchema, ...moderationErrors },
      },
    },
    async (request) => {
      const { worldId } = request.params;
      const { hidden, featured, reason, note = '' } = request.body;
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
        const logged: string[] = [];
        const wasHidden = world.hiddenAt !== null;
        let isHidden = wasHidden;
        // Hiding again with a reason changes the reason the page shows.
        if (hidden === true && (!wasHidden || reason !== undefined)) {
          await hideWorld(tx, worldId, worldHideReasonText(reason ?? 'other'), now);
          logged.push('hideWorld');
          isHidden = true;
        } else if (hidden === false && wasHidden) {
          await tx.update(worlds).set({ hiddenAt: null, hiddenReason: null }).where(eq(worlds.id, worldId));
          logged.push('showWorld');
          isHidden = false;
        }
        let isFeatured = world.featuredAt !== null;
        if (featured !== undefined && featured !== isFeatured) {
          if (featured) {
            const rows = await tx.select({ id: worlds.id }).from(worlds).where(isNotNull(worlds.featuredAt));
            if (rows.length >= FEATURED_WORLDS_MAX) throw httpError(409, WORLD_MESSAGES.featuredFull);
          }
          await tx
            .update(worlds)
            .set({ featuredAt: featured ? now : null })
            .where(eq(worlds.id, worldId));
          logged.push(featured ? 'featureWorld' : 'unfeatureWorld');
          isFeatured = featured;
        }
        if (logged.length > 0) {
          await tx
            .insert(moderationActions)
            .values(logged.map((action) => ({ moderatorId, action, targetKind: 'world', targetId: worldId, note })));
        }
        return { success: true as const, hidden: isHidden, featured: isFeatured };
      });
    },
  );
};
