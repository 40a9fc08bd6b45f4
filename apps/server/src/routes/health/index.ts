import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GAME_VERSION, healthSchema } from '@authentic/core';
import { recent } from '../../db/recent.js';
import { probeRoutes } from './probes.js';

/** How old the database round-trip behind an answer may be: an outage shows within this. */
export const HEALTH_PING_MAX_AGE_MS = 500;

/**
 * GET and OPTIONS /api/health: a connectivity test backed by a real database round-trip
 * begun at most HEALTH_PING_MAX_AGE_MS before; one runs at a time, shared by every probe
 * (decision 0228). 503 when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = performance.now();
  // Logged once per failed round-trip, not once per probe answered from it.
  const ping = recent(
    () =>
      app.database.ping().catch((error: unknown) => {
        app.log.error({ err: error }, 'health: database did not answer');
        throw error;
      }),
    HEALTH_PING_MAX_AGE_MS,
  );
  const handler = async () => {
    const report = {
      status: 'ok' as const,
      database: 'ok' as const,
      databaseKind: app.database.kind,
      uptimeSeconds: (performance.now() - startedAt) / 1000,
      version: GAME_VERSION,
      // 'local' while Redis is away: limits still hold, but per instance (decision 0233).
      rateLimits: app.rateLimitMode(),
    };
    try {
      await ping();
      return report;
    } catch {
      return { ...report, status: 'error' as const, database: 'error' as const };
    }
  };
  // Liveness and readiness, for proxies and orchestrators, beside this overall report.
  await app.register(probeRoutes);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: healthSchema, 503: healthSchema } };
  // Probes come every few seconds from every load balancer: their requests are not logged one
  // by one (a database that does not answer still is, above).
  // The answer is built right here from constants and a number: it is written with JSON.stringify,
  // not checked against the schema again on every probe (the schema still documents it; tests parse it).
  const options = {
    schema,
    logLevel: 'warn' as const,
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };
  typed.get('/', options, async (_request, reply) => {
    const report = await handler();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });
  typed.options('/', options, async (_request, reply) => {
    const report = await handler();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });
};
