import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GAME_VERSION, healthSchema } from '@authentic/core';
import { batched } from '../../db/batched.js';

/**
 * GET and OPTIONS /api/health: a connectivity test that answers only after a
 * real database round-trip. 503 when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = performance.now();
  const ping = batched(() => app.database.ping());
  const handler = async () => {
    const report = {
      status: 'ok' as const,
      database: 'ok' as const,
      databaseKind: app.database.kind,
      uptimeSeconds: (performance.now() - startedAt) / 1000,
      version: GAME_VERSION,
    };
    try {
      await ping();
      return report;
    } catch (error) {
      app.log.error({ err: error }, 'health: database did not answer');
      return { ...report, status: 'error' as const, database: 'error' as const };
    }
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: healthSchema, 503: healthSchema } };
  typed.get('/', { schema }, async (_request, reply) => {
    const report = await handler();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });
  typed.options('/', { schema }, async (_request, reply) => {
    const report = await handler();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });
};
