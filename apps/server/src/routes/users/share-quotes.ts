import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorSchema,
  formatMessage,
  messageResponseSchema,
  QUOTE_PANEL_MESSAGES,
  shareQuotesRequestSchema,
} from '@authentic/core';
import { userErrors as errors } from './user-answers.js';

/** Quote mails one account may send in an hour, whatever its IP (decision 0226). */
export const SHARE_QUOTES_PER_ACCOUNT = 10;

/** POST /me/share-quotes: the player mails saved quotes to an address of their choosing. */
export function shareQuotesRoute(app: FastifyInstance): void {
  // The address is the player's to choose; the limits (per IP, and per account so
  // many addresses cannot multiply one account's mail) keep this from being a spam relay.
  const sharesPerAccount = app.createRateLimit({
    max: SHARE_QUOTES_PER_ACCOUNT,
    timeWindow: '1 hour',
    keyGenerator: (request) => `share-quotes:${request.user?.id ?? request.ip}`,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/share-quotes',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      preHandler: async (request, reply) => {
        const limit = await sharesPerAccount(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          await reply.status(429).send({ success: false, message: API_MESSAGES.tooManyRequests });
        }
      },
      schema: {
        body: shareQuotesRequestSchema,
        response: { 200: messageResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email, quotes } = request.body;
      await app.mailer.send({
        to: email,
        subject: `${request.user!.username} shared quotes from Authentic Internet`,
        text: [
          `${request.user!.username} wanted you to have these quotes:`,
          '',
          ...quotes.map((quote) => `"${quote.text}"\n  — ${quote.author}${quote.source ? `, ${quote.source}` : ''}\n`),
          'Sent from Authentic Internet: no ads, no tracking, no data selling.',
        ].join('\n'),
      });
      return { success: true, message: formatMessage(QUOTE_PANEL_MESSAGES.sharedWith, { email }) };
    },
  );
}
