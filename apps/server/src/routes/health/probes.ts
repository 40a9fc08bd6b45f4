import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema, type Readiness } from '@authentic/core';
import { migrationState } from '../../db/migration-state.js';
import { recent } from '../../db/recent.js';

/** How old the checks behind a readiness answer may be: a proxy probing every second sees an outage within it. */
export const READY_CHECK_MAX_AGE_MS = 500;

/** What readiness answers before any check: while the app loads (early-server.ts), and while stopping. */
export const UNCHECKED = { database: 'unchecked', migrations: 'unchecked', redis: 'unchecked' } as const;

/**
 * GET /api/health/live and /api/health/ready (decision 0292), for a proxy's health check and an
 * orchestrator's probes. Liveness: the process answers, nothing more (restart it when it does not).
 * Readiness: send it players or not — 503 while a check fails and from the moment a shutdown begins.
 * One set of checks runs at a time, shared by every probe within READY_CHECK_MAX_AGE_MS.
 */
export const probeRoutes: FastifyPluginAsync = async (app) => {
  const settle = <T>(check: Promise<T>, failed: T) =>
    check.catch((error: unknown) => {
      app.log.warn({ err: error }, 'readiness: a check failed');
      return failed;
    });
  let last: Readiness = { status: 'starting', ...UNCHECKED };
  const check = recent(async () => {
    const pingRedis = app.pingRedis;
    const [migrations, redis] = await Promise.all([
      settle(migrationState(app.database.db), 'error' as const),
      pingRedis
        ? settle(
            pingRedis().then(() => 'ok' as const),
            'error' as const,
          )
        : ('none' as const),
    ]);
    const database = migrations === 'error' ? 'error' : 'ok';
    const ready = database === 'ok' && migrations === 'done' && redis !== 'error';
    last = {
      status: ready ? 'ready' : 'unavailable',
      database,
      migrations: migrations === 'error' ? 'unchecked' : migrations,
      redis,
    };
  }, READY_CHECK_MAX_AGE_MS);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Probes come every second or so from every proxy: not logged one by one (a failed check is).
  const quiet = { logLevel: 'warn' as const };
  typed.get('/live', { ...quiet, schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: process.uptime(),
  }));
  typed.get(
    '/ready',
    { ...quiet, schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      if (app.lifecycle.stopping) return reply.status(503).send({ status: 'stopping', ...UNCHECKED });
      await check();
      const answer = app.lifecycle.stopping ? { status: 'stopping' as const, ...UNCHECKED } : last;
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
