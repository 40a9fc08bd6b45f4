import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  formatMessage,
  levelForExperience,
  MINI_GAME_RESULT_MESSAGES,
  miniGameParamsSchema,
  miniGameResultResponseSchema,
} from '@authentic/core';
import type { Config } from '../../config.js';
import { recordMiniGameResult } from '../../db/minigames-repository.js';
import type { ReplayPool } from '../../replay/replay-pool.js';
import { FAILURE_MESSAGES, parseMiniGameResult, resultHash } from './verify.js';
import { errorAnswers } from '../error-answers.js';

/** A long platformer run is a few kilobytes; an hour of it stays well under this. */
export const MINI_GAME_RESULT_BODY_LIMIT = 256 * 1024;

/** Replays one account may have waiting or running at once; a player finishes one game at a time. */
export const REPLAYS_IN_FLIGHT_PER_ACCOUNT = 2;

/** What a 503 asks the client to wait before it tries again. */
const BUSY_RETRY_SECONDS = 5;

const errors = errorAnswers(400, 401, 409, 413, 422, 429, 503);

export interface MiniGameRouteOptions {
  config: Pick<Config, 'replay'>;
  /** The app's worker threads (it creates and closes them; big world checks use them too). */
  pool: ReplayPool;
}

/**
 * POST /api/minigames/:game/results: a result is replayed through core before anything is paid
 * (decision 0211), on a worker thread, within caps, limits and a time budget (decision 0231).
 */
export const miniGameRoutes: FastifyPluginAsync<MiniGameRouteOptions> = async (app, { config, pool }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const limits = config.replay;

  // Accounts cost nothing to make, so addresses are limited too (an office shares one: generous).
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: '1 minute',
    keyGenerator: (request) => `minigame-results:${request.ip}`,
  });
  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .header('retry-after', String(seconds))
      .status(429)
      .send({ success: false, message: formatMessage(API_MESSAGES.retryAfter, { seconds }) });
  /** A 503 that says when to try again: the replay threads are busy, or were too slow this time. */
  const busy = (reply: FastifyReply, message: string) =>
    reply.header('retry-after', String(BUSY_RETRY_SECONDS)).status(503).send({ success: false, message });
  /** Replays waiting or running, by account; this instance's own count. */
  const inFlight = new Map<string, number>();

  typed.post(
    '/:game/results',
    {
      onRequest: app.authenticate,
      bodyLimit: MINI_GAME_RESULT_BODY_LIMIT,
      // After authenticate (the limiter's hook comes second), so each player has their own count.
      config: {
        rateLimit: {
          max: limits.perAccount,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      // The cheap refusals come before the body is even parsed: a turned-away flood costs next to nothing.
      preParsing: async (request, reply, payload) => {
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) tooMany(reply, limit.ttlInSeconds);
        else if ((inFlight.get(request.user!.id) ?? 0) >= REPLAYS_IN_FLIGHT_PER_ACCOUNT) {
          reply.status(429).send({ success: false, message: MINI_GAME_RESULT_MESSAGES.stillChecking });
        } else if (pool.full) busy(reply, MINI_GAME_RESULT_MESSAGES.busy);
        return payload;
      },
      // The body's schema depends on the game, so the handler checks it (verify.ts), with the same 400.
      schema: { params: miniGameParamsSchema, response: { 200: miniGameResultResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { game } = request.params;
      const userId = request.user!.id;
      const running = inFlight.get(userId) ?? 0;
      if (running >= REPLAYS_IN_FLIGHT_PER_ACCOUNT) {
        return reply.status(429).send({ success: false, message: MINI_GAME_RESULT_MESSAGES.stillChecking });
      }
      const parsed = parseMiniGameResult(game, request.body);
      if (!parsed.ok) return reply.status(parsed.status).send({ success: false, message: parsed.message });

      inFlight.set(userId, running + 1);
      let answer;
      try {
        answer = await pool.run(parsed.task);
      } finally {
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      }
      if (answer.kind === 'busy') return busy(reply, MINI_GAME_RESULT_MESSAGES.busy);
      if (answer.kind === 'timeout') return busy(reply, MINI_GAME_RESULT_MESSAGES.notCheckedInTime);
      if (!answer.verdict.ok) {
        return reply.status(422).send({ success: false, message: FAILURE_MESSAGES[answer.verdict.reason] });
      }

      const result = await recordMiniGameResult(db, userId, { ...parsed, bodyHash: resultHash(parsed.task.body) });
      if (!result.ok) {
        return reply.status(409).send({ success: false, message: MINI_GAME_RESULT_MESSAGES.alreadyRecorded });
      }
      return {
        success: true as const,
        experience: result.experience,
        level: levelForExperience(result.experience),
        gained: result.gained,
        levelCompleted: result.levelCompleted,
        achievements: result.achievements,
        score: parsed.score,
      };
    },
  );
};
