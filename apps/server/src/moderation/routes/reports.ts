import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCreatedResponseSchema, reportRequestSchema, SAFETY_MESSAGES, storableText } from '@authentic/core';
import { findShownComment } from '../../db/artifact-social-repository.js';
import { findVisibleArtifact } from '../../db/artifacts-repository.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/friends-repository.js';
import { createReport, type NewReport } from '../db/moderation-repository.js';
import { findUserByUsername } from '../../db/users-repository.js';
import { findTileset } from '../../db/world-tilesets-repository.js';
import { findWorld } from '../../db/worlds-repository.js';
import { errorAnswers } from '../../routes/error-answers.js';

const errors = errorAnswers(400, 401, 404, 409, 429);

type Target = Pick<NewReport, 'targetId' | 'targetUserId' | 'snapshot'>;

/** A comment the reporter can see: not hidden, on an artifact visible to them. */
async function visibleComment(db: Db, id: string, viewerId: string): Promise<{ userId: string | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const comment = await findShownComment(db, id);
  if (!comment || !(await findVisibleArtifact(db, comment.artifactId, viewerId))) return undefined;
  return comment;
}

/**
 * POST /api/reports: any signed-in player reports a player (by username), a chat line (by the id
 * live presence gave it, while presence still holds it: its text is stored with the report, the
 * only place a chat line is ever kept), an artifact, a comment, a world or a world's tileset image (by id, only what they
 * can see).
 * One open report per reporter and target (409); nobody reports themselves or their own things.
 * Reports are read only by moderators (moderation/routes/index.ts).
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  async function resolve(kind: NewReport['kind'], target: string, me: string): Promise<Target | { gone: string }> {
    switch (kind) {
      case 'player': {
        const user = await findUserByUsername(db, target);
        return user
          ? { targetId: user.id, targetUserId: user.id, snapshot: null }
          : { gone: SAFETY_MESSAGES.playerNotFound };
      }
      case 'chat': {
        // Decorated by the presence plugin; an instance without it holds no chat lines.
        const line = app.hasDecorator('presence') ? app.presence?.chatLine(target) : undefined;
        if (!line) return { gone: SAFETY_MESSAGES.chatLineGone };
        // Stored as a text the database can hold, whatever the line came with (another instance's, say).
        const snapshot = storableText(line.text);
        return { targetId: line.id, targetUserId: isUuid(line.speakerId) ? line.speakerId : null, snapshot };
      }
      case 'artifact': {
        const entry = isUuid(target) ? await findVisibleArtifact(db, target, me) : undefined;
        if (!entry) return { gone: SAFETY_MESSAGES.reportTargetGone };
        return { targetId: entry.artifact.id, targetUserId: entry.artifact.creatorId, snapshot: null };
      }
      case 'comment': {
        const comment = await visibleComment(db, target, me);
        if (!comment) return { gone: SAFETY_MESSAGES.reportTargetGone };
        return { targetId: target.toLowerCase(), targetUserId: comment.userId, snapshot: null };
      }
      case 'world': {
        // Only a world the reporter can open: unlisted, public, or their own (refused below).
        const entry = isUuid(target) ? await findWorld(db, target) : null;
        if (!entry || (!entry.world.isPublic && entry.world.ownerId !== me))
          return { gone: SAFETY_MESSAGES.reportTargetGone };
        return { targetId: entry.world.id, targetUserId: entry.world.ownerId, snapshot: null };
      }
      case 'tileset': {
        // A world's image, shown: in a world the reporter can open (their own is refused below).
        const tileset = isUuid(target) ? await findTileset(db, target) : undefined;
        const world = tileset && !tileset.hidden ? await findWorld(db, tileset.worldId) : null;
        if (!tileset || !world || (!world.world.isPublic && world.world.ownerId !== me))
          return { gone: SAFETY_MESSAGES.reportTargetGone };
        return { targetId: tileset.id, targetUserId: tileset.userId, snapshot: null };
      }
    }
  }

  typed.post(
    '/',
    {
      onRequest: app.authenticate,
      // After authenticate, so each player has their own count.
      config: {
        rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: { body: reportRequestSchema, response: { 201: reportCreatedResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const { kind, target, reason, details } = request.body;
      const resolved = await resolve(kind, target, me);
      if ('gone' in resolved) return reply.status(404).send({ success: false, message: resolved.gone });
      if (resolved.targetUserId === me) {
        return reply.status(400).send({ success: false, message: SAFETY_MESSAGES.notYourself });
      }
      const id = await createReport(db, { reporterId: me, kind, ...resolved, reason, details: details ?? '' });
      if (!id) return reply.status(409).send({ success: false, message: SAFETY_MESSAGES.alreadyReported });
      return reply.status(201).send({ success: true as const, message: SAFETY_MESSAGES.reportSent, id });
    },
  );
};
