import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exploreQuerySchema, exploreResponseSchema, type ExploreCard } from '@authentic/core';
import { likedAmong, type ExploreRow } from '../../db/explore-repository.js';
import { exploreFinder } from './find.js';
import { keepTrendingCounted } from './trending.js';
import { errorAnswers } from '../error-answers.js';

function toCard(
  row: ExploreRow,
  live: ReadonlyMap<string, number>,
  liked: Set<string>,
  featured: boolean,
): ExploreCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    creator: { id: row.ownerId, username: row.username },
    thumbnailUrl: `/api/worlds/${row.id}/thumbnail.png?v=${row.publishedVersion ?? 0}`,
    live: live.get(row.id) ?? 0,
    visits: row.visits,
    likes: row.likes,
    liked: liked.has(row.id),
    featured,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/explore (issue 34, decisions 0266 and 0273): the public worlds players made, as cards,
 * open to guests. 'live' ranks the worlds players are in now on every instance (presence's
 * `liveCounts`) by how many, in memory, then the rest by trending; the other orders are keyset pages
 * over partial indexes. A first page (no cursor) is reused for `cacheMs` by every asker; whether
 * the asker likes a card is looked up per request.
 */
export const exploreRoutes: FastifyPluginAsync<{ perMinute: number; cacheMs: number }> = async (
  app,
  { perMinute, cacheMs },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const trending = keepTrendingCounted(db, app.log);
  app.addHook('onReady', () => trending.look());
  app.addHook('onClose', async () => trending.stop());

  const findWorlds = exploreFinder(app, cacheMs);

  typed.get(
    '/',
    {
      onRequest: app.optionalAuth,
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      const query = { ...request.query, q: request.query.q || undefined };
      const found = await findWorlds(query);
      const viewer = request.user?.id;
      const ids = [...found.rows, ...found.featured].map((row) => row.id);
      const liked = viewer ? await likedAmong(db, viewer, ids) : new Set<string>();
      return {
        success: true as const,
        worlds: found.rows.map((row) => toCard(row, found.live, liked, false)),
        featured: found.featured.map((row) => toCard(row, found.live, liked, true)),
        nextCursor: found.nextCursor,
      };
    },
  );
};
