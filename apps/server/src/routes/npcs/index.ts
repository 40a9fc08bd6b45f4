import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findNpcDefinition,
  HTTP_MESSAGES,
  npcInteractRequestSchema,
  npcInteractResponseSchema,
  respondToPrompt,
  seededRng,
} from '@authentic/core';
import { errorAnswers } from '../error-answers.js';

/** The same NPC asked the same thing answers the same way: the seed comes from both. */
function seedFor(npcId: string, prompt: string): number {
  return createHash('sha256').update(`${npcId}\u0000${prompt.trim().toLowerCase()}`).digest().readUInt32LE(0);
}

/** POST /api/npcs/{id}/interact: an answer in the NPC's voice, made offline by core. */
export const npcRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/interact',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: npcInteractRequestSchema,
        response: { 200: npcInteractResponseSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const npc = findNpcDefinition(request.params.id);
      if (!npc) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      const answer = respondToPrompt(npc, request.body.prompt, seededRng(seedFor(npc.id, request.body.prompt)));
      return { success: true as const, response: answer.text, ...(answer.quote ? { quote: answer.quote } : {}) };
    },
  );
};
