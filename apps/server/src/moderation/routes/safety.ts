import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SAFETY_MESSAGES,
  safetyRelationsChangeResponseSchema,
  safetyRelationsResponseSchema,
  safetyTargetRequestSchema,
  safetyUsernameParamsSchema,
} from '@authentic/core';
import { blockPlayer, mutePlayer, relationsOf, unblockPlayer, unmutePlayer } from '../db/safety-repository.js';
import { findUserByUsername } from '../../db/users-repository.js';
import { errorAnswers } from '../../routes/error-answers.js';

const errors = errorAnswers(400, 401, 404, 429);

/**
 * /api/safety: a player's own blocks and personal mutes, always their own (the signed-in account
 * is one side of every change). A block hides the two players from each other in live presence
 * and ends their friendship and pending friend requests (unblocking restores none of it); a mute
 * only silences the muted player's chat for the muter. Both are made again without error, and
 * after every change live presence hears `relations` with both accounts.
 */
export const safetyRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = {
    onRequest: app.authenticate,
    config: {
      rateLimit: {
        max: 60,
        timeWindow: '1 minute',
        keyGenerator: (request: { user?: { id: string }; ip: string }) => request.user?.id ?? request.ip,
      },
    },
  };

  const listsOf = async (userId: string) => ({ success: true as const, ...(await relationsOf(db, userId)) });

  typed.get(
    '/relations',
    { ...auth, schema: { response: { 200: safetyRelationsResponseSchema, ...errors } } },
    async (request) => listsOf(request.user!.id),
  );

  /** The other player by username; 404 for nobody, 400 for oneself. */
  async function other(me: string, username: string) {
    const target = await findUserByUsername(db, username);
    if (!target) return { error: 404 as const, message: SAFETY_MESSAGES.playerNotFound };
    if (target.id === me) return { error: 400 as const, message: SAFETY_MESSAGES.notYourself };
    return { target };
  }

  const changeSchema = { response: { 200: safetyRelationsChangeResponseSchema, ...errors } };
  const kinds = [
    {
      path: '/blocks',
      add: blockPlayer,
      remove: unblockPlayer,
      added: SAFETY_MESSAGES.blocked,
      removed: SAFETY_MESSAGES.unblocked,
      missing: SAFETY_MESSAGES.notBlocked,
    },
    {
      path: '/mutes',
      add: mutePlayer,
      remove: unmutePlayer,
      added: SAFETY_MESSAGES.muted,
      removed: SAFETY_MESSAGES.unmuted,
      missing: SAFETY_MESSAGES.notMuted,
    },
  ];
  for (const kind of kinds) {
    typed.post(
      kind.path,
      { ...auth, schema: { body: safetyTargetRequestSchema, ...changeSchema } },
      async (request, reply) => {
        const me = request.user!.id;
        const found = await other(me, request.body.username);
        if (!found.target) return reply.status(found.error).send({ success: false, message: found.message });
        await kind.add(db, me, found.target.id);
        app.safetyEvents.emit('relations', [me, found.target.id]);
        return { ...(await listsOf(me)), message: kind.added(found.target.username) };
      },
    );

    typed.delete(
      `${kind.path}/:username`,
      { ...auth, schema: { params: safetyUsernameParamsSchema, ...changeSchema } },
      async (request, reply) => {
        const me = request.user!.id;
        const found = await other(me, request.params.username);
        if (!found.target) return reply.status(found.error).send({ success: false, message: found.message });
        if (!(await kind.remove(db, me, found.target.id))) {
          return reply.status(404).send({ success: false, message: kind.missing });
        }
        app.safetyEvents.emit('relations', [me, found.target.id]);
        return { ...(await listsOf(me)), message: kind.removed(found.target.username) };
      },
    );
  }
};
