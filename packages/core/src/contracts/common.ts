import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Account answers may add the password rules as a sentence the screens show. */
export const authErrorSchema = apiErrorSchema.extend({ passwordRequirements: z.string().optional() });

/**
 * Where an instance's rate-limit counters are: `shared` in Redis with every other instance,
 * or `local` in its own memory (no Redis configured, or Redis away for now; decision 0233).
 */
export const rateLimitModeSchema = z.enum(['shared', 'local']);
export type RateLimitMode = z.infer<typeof rateLimitModeSchema>;

/** GET /api/health: answered only after a real database round-trip. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
  rateLimits: rateLimitModeSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live (liveness): the process answers; nothing else is checked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /api/health/ready (readiness): whether this instance may be sent players now. `ready` (200)
 * once its database answers with every migration applied and, when it has one, Redis answers too;
 * otherwise 503: `starting` before the app has loaded, `unavailable` when a check fails, `stopping`
 * from the moment a shutdown begins, before the instance closes (decision 0292).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable', 'stopping']),
  database: z.enum(['ok', 'error', 'unchecked']),
  migrations: z.enum(['done', 'pending', 'unchecked']),
  redis: z.enum(['ok', 'error', 'none', 'unchecked']),
});
export type Readiness = z.infer<typeof readinessSchema>;
