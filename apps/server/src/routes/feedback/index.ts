import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEEDBACK_MESSAGES, feedbackRequestSchema, messageResponseSchema } from '@authentic/core';
import { saveFeedback } from '../../db/reports-repository.js';

/** POST /api/feedback: anyone may send; a valid bearer links it to the player. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: app.optionalAuth,
      schema: { body: feedbackRequestSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      const { deviceInfo, ...fields } = request.body;
      await saveFeedback(app.database.db, { ...fields, deviceInfo, userId: request.user?.id ?? null });
      return reply.status(201).send({ success: true, message: FEEDBACK_MESSAGES.thanks });
    },
  );
};
