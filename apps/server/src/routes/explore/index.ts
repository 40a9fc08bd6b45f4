import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  EXPLORE_SORTS,
  FEATURED_WORLDS_MAX,
  exploreQuerySchema,
  exploreResponseSchema,
  WORLD_MESSAGES,
  type ExploreCard,
} from '@authentic/core';
import { listExplore, listFeatured, type ExploreFilter, type ExploreRow } from '../../db/explore-repository.js';
import { utcDay } from '../../db/world-social-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';

const TRENDING_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The cursor, base64url JSON: the order it belongs to, the phase of 'live' (`l`: the worlds with
 * players, `t`: the rest by trending), the last card's key (digits) and id. Opaque to clients.
 */
const cursorSchema = z.object({
  s: z.enum(EXPLORE_SORTS),
  p: z.enum(['l', 't']).optional(),
  k: z.string().regex(/^\d{1,16}$/),
  i: z.uuid(),
});
type Cursor = z.infer<typeof cursorSchema>;

const badCursor = () => Object.assign(new Error(WORLD_MESSAGES.badExploreCursor), { statusCode: 400 });

function readCursor(text: string, sort: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.s !== sort || (sort === 'live') !== (cursor.data.p !== undefined)) {
    throw badCursor();
  }
  return cursor.data;
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function toCard(row: ExploreRow, live: ReadonlyMap<string, number>, featured: boolean): ExploreCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    creator: { id: row.ownerId, username: row.username },
    thumbnailUrl: `/api/worlds/${row.id}/thumbnail.png?v=${row.publishedVersion ?? 0}`,
    live: live.get(row.id) ?? 0,
    visits: row.visits,
    likes: row.likes,
    liked: row.liked,
    featured,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/explore (issue 34, decision 0266): the public worlds players made, as cards, open to
 * guests. 'live' ranks the worlds players are in now (this instance's rooms, with the remote players
 * its rosters know of) by how many, in memory, then the rest by trending; the other orders are
 * keyset pages in the database.
 */
export const exploreRoutes: FastifyPluginAsync<{ perMinute: number }> = async (app, { perMinute }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

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
        response: { 200: exploreResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { sort, q, limit } = request.query;
      const cursor = request.query.cursor ? readCursor(request.query.cursor, sort) : null;
      const now = Date.now();
      const filter: ExploreFilter = {
        q: q || undefined,
        viewerId: request.user?.id ?? null,
        since: utcDay(now - (TRENDING_DAYS - 1) * DAY_MS),
      };
      const live = (app.presence as PresenceRegistry | undefined)?.liveWorlds?.() ?? new Map<string, number>();

      // One more than a page: whether there is a next one.
      let rows: { row: ExploreRow; phase?: 'l' | 't' }[];
      if (sort === 'live') {
        rows = [];
        const liveIds = [...live.keys()];
        if (liveIds.length > 0 && (!cursor || cursor.p === 'l')) {
          const found = await listExplore(db, 'newest', { ...filter, onlyIds: liveIds }, null, liveIds.length);
          const byLive = (row: ExploreRow) => live.get(row.id) ?? 0;
          const after = (row: ExploreRow) =>
            !cursor || byLive(row) < Number(cursor.k) || (byLive(row) === Number(cursor.k) && row.id < cursor.i);
          rows = found
            .filter(after)
            .sort((a, b) => byLive(b) - byLive(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
            .slice(0, limit + 1)
            .map((row) => ({ row, phase: 'l' as const }));
        }
        if (rows.length <= limit) {
          const rest = await listExplore(
            db,
            'trending',
            { ...filter, exceptIds: liveIds },
            cursor?.p === 't' ? { key: cursor.k, id: cursor.i } : null,
            limit + 1 - rows.length,
          );
          rows.push(...rest.map((row) => ({ row, phase: 't' as const })));
        }
      } else {
        const after = cursor ? { key: cursor.k, id: cursor.i } : null;
        rows = (await listExplore(db, sort, filter, after, limit + 1)).map((row) => ({ row }));
      }

      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const nextCursor =
        rows.length > limit && last
          ? writeCursor({
              s: sort,
              ...(last.phase && { p: last.phase }),
              k: last.phase === 'l' ? String(live.get(last.row.id) ?? 0) : last.row.key,
              i: last.row.id,
            })
          : null;
      const featured = !cursor && !filter.q ? await listFeatured(db, filter, FEATURED_WORLDS_MAX) : [];
      return {
        success: true as const,
        worlds: page.map(({ row }) => toCard(row, live, false)),
        featured: featured.map((row) => toCard(row, live, true)),
        nextCursor,
      };
    },
  );
};
