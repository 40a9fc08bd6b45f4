import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DIAGNOSTICS_MESSAGES, errorReportSchema, messageResponseSchema } from '@authentic/core';
import { saveErrorReport } from '../../db/reports-repository.js';

/** POST /api/diagnostics/errors: critical client errors, stored for us to read. */
export const diagnosticsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/errors',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler: app.optionalAuth,
      schema: { body: errorReportSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      const { message, level, category, timestamp, context } = request.body;
      await saveErrorReport(app.database.db, {
        message,
        level,
        category,
        clientTimestamp: timestamp,
        context,
        userId: request.user?.id ?? null,
      });
      return reply.status(201).send({ success: true, message: DIAGNOSTICS_MESSAGES.received });
    },
  );
};
