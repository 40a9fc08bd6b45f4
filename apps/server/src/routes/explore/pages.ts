import { z } from 'zod';
import { EXPLORE_SORTS, WORLD_MESSAGES, type ExploreSort } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { listExplore, type ExploreFilter, type ExploreRow, type KeyedSort } from '../../db/explore-repository.js';

/**
 * How each order is read, one phase after another: 'live' ranks the worlds with players now (in
 * memory, counted on every instance), then the rest as trending does.
 */
type Phase = KeyedSort | 'live';
const PHASES: Record<ExploreSort, readonly Phase[]> = {
  live: ['live', 'trending'],
  trending: ['trending'],
  liked: ['liked'],
  newest: ['newest'],
};

/**
 * The cursor, base64url JSON: the order it belongs to, the phase of the last card, its key (digits)
 * and id. Opaque to clients.
 */
const cursorSchema = z.object({
  s: z.enum(EXPLORE_SORTS),
  p: z.enum(['live', 'trending', 'liked', 'newest']),
  k: z.string().regex(/^\d{1,16}$/),
  i: z.uuid(),
});
export type Cursor = z.infer<typeof cursorSchema>;

const badCursor = () => Object.assign(new Error(WORLD_MESSAGES.badExploreCursor), { statusCode: 400 });

export function readCursor(text: string, sort: ExploreSort): Cursor {
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

/** The worlds players are in now that pass the filter, by how many (then id), after the cursor's. */
async function liveRows(
  db: Db,
  filter: ExploreFilter,
  live: ReadonlyMap<string, number>,
  after: { key: string; id: string } | null,
  wanted: number,
): Promise<ExploreRow[]> {
  const liveIds = [...live.keys()];
  if (liveIds.length === 0) return [];
  const found = await listExplore(db, 'newest', { ...filter, onlyIds: liveIds }, null, liveIds.length);
  const count = (row: ExploreRow) => live.get(row.id) ?? 0;
  return found
    .filter(
      (row) => !after || count(row) < Number(after.key) || (count(row) === Number(after.key) && row.id < after.id),
    )
    .sort((a, b) => count(b) - count(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
    .slice(0, wanted);
}

/**
 * One page of an order: `limit` rows, phase after phase from the cursor's, and the cursor of the
 * next page (null on the last). `live` is the players in each world now.
 */
export async function readPage(
  db: Db,
  request: { sort: ExploreSort; filter: ExploreFilter; cursor: Cursor | null; limit: number },
  live: ReadonlyMap<string, number>,
): Promise<{ rows: ExploreRow[]; nextCursor: string | null }> {
  const { sort, filter, cursor, limit } = request;
  const rows: { row: ExploreRow; phase: Phase }[] = [];
  const liveIds = sort === 'live' ? [...live.keys()] : [];
  const phases = PHASES[sort];
  const first = cursor ? phases.indexOf(cursor.p) : 0;
  // One more than a page: whether there is a next one.
  for (let index = first; index < phases.length && rows.length <= limit; index += 1) {
    const phase = phases[index]!;
    const after = cursor && index === first ? { key: cursor.k, id: cursor.i } : null;
    const wanted = limit + 1 - rows.length;
    const found =
      phase === 'live'
        ? await liveRows(db, filter, live, after, wanted)
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
  return { rows: page.map(({ row }) => row), nextCursor };
}
