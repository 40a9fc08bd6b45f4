import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEATURED_WORLDS_MAX,
  exploreQuerySchema,
  exploreResponseSchema,
  type ExploreCard,
  type ExploreSort,
} from '@authentic/core';
import {
  likedAmong,
  listFeatured,
  matchCreators,
  type ExploreFilter,
  type ExploreRow,
} from '../../db/explore-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { readCursor, readPage } from './pages.js';
import { keepTrendingCounted } from './trending.js';
import { errorAnswers } from '../error-answers.js';

/** First pages kept at once (one per order, size and search); the oldest goes first. */
const FIRST_PAGES_MAX = 256;

interface Found {
  rows: ExploreRow[];
  featured: ExploreRow[];
  nextCursor: string | null;
  live: ReadonlyMap<string, number>;
}

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

  const liveNow = async (): Promise<ReadonlyMap<string, number>> => {
    const presence = app.presence as PresenceRegistry | undefined;
    if (presence?.liveCounts) return presence.liveCounts();
    return presence?.liveWorlds?.() ?? new Map<string, number>();
  };

  const find = async (query: {
    sort: ExploreSort;
    q?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  }) => {
    const { sort, limit } = query;
    const cursor = query.cursor ? readCursor(query.cursor, sort) : null;
    const q = query.q || undefined;
    const filter: ExploreFilter = q ? { q, creatorIds: await matchCreators(db, q) } : {};
    const live = await liveNow();
    const page = await readPage(db, { sort, filter, cursor, limit }, live);
    const featured = !cursor && !q ? await listFeatured(db, FEATURED_WORLDS_MAX) : [];
    return { ...page, featured, live };
  };

  const firstPages = new Map<string, { at: number; found: Promise<Found> }>();
  const firstPage = (query: { sort: ExploreSort; q?: string | undefined; limit: number }): Promise<Found> => {
    const key = JSON.stringify([query.sort, query.limit, query.q ?? '']);
    const now = Date.now();
    const kept = firstPages.get(key);
    if (kept && now - kept.at < cacheMs) return kept.found;
    const found = find(query);
    firstPages.delete(key);
    firstPages.set(key, { at: now, found });
    if (firstPages.size > FIRST_PAGES_MAX) firstPages.delete(firstPages.keys().next().value!);
    // A failed read is not kept: the next asker reads again.
    found.catch(() => {
      if (firstPages.get(key)?.found === found) firstPages.delete(key);
    });
    return found;
  };

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
      const found = !query.cursor && cacheMs > 0 ? await firstPage(query) : await find(query);
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
