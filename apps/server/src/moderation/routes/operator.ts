import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorCommandRequestSchema, operatorCommandResponseSchema, SAFETY_MESSAGES } from '@authentic/core';
import { runModeratorCommand } from '../moderator-cli.js';
import { OPERATOR_HEADER, operatorFile, readOperator } from '../operator.js';
import { moderationErrors as errors } from './guard.js';

const same = (given: string, token: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/moderation/operator (decision 0285): `npm run moderator` while this server holds the
 * embedded database, which one process opens at a time. Only with the operator token this server
 * wrote beside the database when it started listening (x-operator-token); a player's token,
 * moderator or not, is refused. On PostgreSQL there is no token and no route: the command opens
 * the database itself.
 */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.database;
  if (app.database.kind !== 'pglite' || !dataDir) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const token = randomBytes(32).toString('base64url');

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (typeof address !== 'object' || !address) return;
    const operator = { pid: process.pid, port: address.port, token };
    writeFileSync(operatorFile(dataDir), `${JSON.stringify(operator)}\n`, { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    if (readOperator(dataDir)?.token === token) rmSync(operatorFile(dataDir), { force: true });
  });

  typed.post(
    '/operator',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: operatorCommandRequestSchema,
        response: { 200: operatorCommandResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const given = request.headers[OPERATOR_HEADER];
      if (typeof given !== 'string' || !same(given, token)) {
        return reply.status(403).send({ success: false, message: SAFETY_MESSAGES.notModerator });
      }
      const { command, username } = request.body;
      const result = await runModeratorCommand(
        app.database.db,
        username === undefined ? [command] : [command, username],
      );
      return { success: true as const, ...result };
    },
  );
};
