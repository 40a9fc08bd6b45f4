import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_EXPORTS_PER_DAY,
  API_MESSAGES,
  apiErrorSchema,
  deleteAccountRequestSchema,
  HTTP_MESSAGES,
  messageResponseSchema,
} from '@authentic/core';
import type { Config } from '../../config.js';
import { forgetArtifactTotals } from '../../db/artifact-totals.js';
import { removeAccount } from '../../db/account-removal.js';
import { findUserById } from '../../db/users-repository.js';
import { writeExport } from './export-archive.js';
import { ZipStream } from './zip-stream.js';

export interface AccountDataRouteOptions {
  config: Config;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * Issue 26, decision 0257: GET /api/users/me/export (a zip of everything the player made and
 * did, a few times a day) and DELETE /api/users/me (the account and all only it owned, at once).
 */
export const accountDataRoutes: FastifyPluginAsync<AccountDataRouteOptions> = async (app, { config }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };

  // An export reads every row a player has: a few a day is plenty, and keeps it from being a load tool.
  const exportsPerAccount = app.createRateLimit({
    max: ACCOUNT_EXPORTS_PER_DAY,
    timeWindow: '24 hours',
    keyGenerator: (request) => `account-export:${request.user?.id ?? request.ip}`,
  });
  typed.get(
    '/me/export',
    {
      ...auth,
      preHandler: async (request, reply) => {
        const limit = await exportsPerAccount(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          await reply.status(429).send({ success: false, message: ACCOUNT_DATA_MESSAGES.exportLimit });
        }
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const zip = new ZipStream();
      void writeExport(zip, db, user.id, config.uploadsDir).catch((error: unknown) => {
        request.log.error({ err: error }, 'export: could not finish the zip');
        zip.output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="authentic-internet-${user.username}-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip.output);
    },
  );

  // Every check counts against the same per-account limit as other current-password checks would.
  const deleteAttempts = app.createRateLimit({
    max: config.authRateLimit.perIdentifier,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `delete-account:${request.user?.id ?? request.ip}`,
  });
  typed.delete(
    '/me',
    { ...auth, schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const limit = await deleteAttempts(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        return reply.status(429).send({ success: false, message: API_MESSAGES.tooManyRequests });
      }
      const userId = request.user!.id;
      const user = await findUserById(db, userId);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      if (!(await verify(user.passwordHash, request.body.password))) {
        return reply.status(400).send({ success: false, message: ACCOUNT_DATA_MESSAGES.passwordWrong });
      }
      const removed = await removeAccount(db, userId, new Date());
      if (!removed) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      // No token carries version -1: every token of the account stops working here at once (other
      // instances find no account within the session cache's two seconds).
      app.sessions.remember(userId, { sessionVersion: -1, username: removed.username });
      forgetArtifactTotals(db);
      // Its live sockets, on every instance, go on as guests' at once.
      if (app.hasDecorator('safetyEvents')) app.safetyEvents.emit('moderation', userId);
      // After the commit: a rollback never leaves an artifact pointing at a removed file.
      for (const url of removed.files) {
        await app.uploads.remove(url).catch((error: unknown) => request.log.warn({ err: error, url }, 'delete: file'));
      }
      return { success: true, message: ACCOUNT_DATA_MESSAGES.deleted };
    },
  );
};
