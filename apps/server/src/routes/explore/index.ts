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
  type ExploreSort,
} from '@authentic/core';
import {
  listExplore,
  listFeatured,
  type ExploreFilter,
  type ExploreRow,
  type KeyedSort,
} from '../../db/explore-repository.js';
import { utcDay } from '../../db/world-social-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { trendingReader } from './trending.js';

const TRENDING_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * How each order is read, one phase after another: 'live' ranks the worlds with players now (in
 * memory), then the rest as trending does — visited this week by how many, then the others by id.
 */
type Phase = KeyedSort | 'live';
const PHASES: Record<ExploreSort, readonly Phase[]> = {
  live: ['live', 'visited', 'unvisited'],
  trending: ['visited', 'unvisited'],
  liked: ['liked'],
  newest: ['newest'],
};

/**
 * The cursor, base64url JSON: the order it belongs to, the phase of the last card, its key (digits)
 * and id. Opaque to clients.
 */
const cursorSchema = z.object({
  s: z.enum(EXPLORE_SORTS),
  p: z.enum(['live', 'visited', 'unvisited', 'liked', 'newest']),
  k: z.string().regex(/^\d{1,16}$/),
  i: z.uuid(),
});
type Cursor = z.infer<typeof cursorSchema>;

const badCursor = () => Object.assign(new Error(WORLD_MESSAGES.badExploreCursor), { statusCode: 400 });

function readCursor(text: string, sort: ExploreSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.s !== sort || !PHASES[sort].includes(cursor.data.p)) {
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

  const visited = trendingReader(db);

  /** The worlds players are in now that pass the filter, by how many (then id), after the cursor's. */
  const liveRows = async (
    filter: ExploreFilter,
    liveIds: string[],
    live: ReadonlyMap<string, number>,
    after: { key: string; id: string } | null,
    wanted: number,
  ): Promise<ExploreRow[]> => {
    if (liveIds.length === 0) return [];
    const found = await listExplore(db, 'newest', { ...filter, onlyIds: liveIds }, null, liveIds.length);
    const count = (row: ExploreRow) => live.get(row.id) ?? 0;
    return found
      .filter(
        (row) => !after || count(row) < Number(after.key) || (count(row) === Number(after.key) && row.id < after.id),
      )
      .sort((a, b) => count(b) - count(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
      .slice(0, wanted);
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

      // One more than a page (whether there is a next one), phase after phase from the cursor's.
      const rows: { row: ExploreRow; phase: Phase }[] = [];
      const liveIds = sort === 'live' ? [...live.keys()] : [];
      const phases = PHASES[sort];
      const first = cursor ? phases.indexOf(cursor.p) : 0;
      for (let index = first; index < phases.length && rows.length <= limit; index += 1) {
        const phase = phases[index]!;
        const after = cursor && index === first ? { key: cursor.k, id: cursor.i } : null;
        const wanted = limit + 1 - rows.length;
        const found =
          phase === 'live'
            ? await liveRows(filter, liveIds, live, after, wanted)
            : phase === 'visited' && !filter.q
              ? await visited({ ...filter, exceptIds: liveIds }, after, wanted)
              : await listExplore(db, phase, { ...filter, exceptIds: liveIds }, after, wanted);
        rows.push(...found.map((row) => ({ row, phase })));
      }
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const nextCursor =
        rows.length > limit && last
          ? writeCursor({
              s: sort,
              p: last.phase,
              k: last.phase === 'live' ? String(live.get(last.row.id) ?? 0) : last.row.key,
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
