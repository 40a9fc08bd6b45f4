import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Explore's reads (issue 34, decisions 0266 and 0273). Orders say `desc nulls last` as the partial indexes do
 * (PostgreSQL matches an index's order only so, NOT NULL or not): the listed worlds of creators who are not suspended,
 * never one a moderator hid, in one keyset order each — (key, id) descending, the page after a
 * cursor being `(key, id) < (cursor's key, cursor's id)`, never OFFSET.
 */

/** A listed world as Explore reads it, with its sort key (as text: timestamps keep their microseconds). */
export interface ExploreRow {
  id: string;
  name: string;
  description: string;
  ownerId: string;
  username: string;
  publishedVersion: number | null;
  visits: number;
  likes: number;
  createdAt: Date;
  key: string;
}

export interface ExploreFilter {
  /** Words of a name or description (full-text search), or the worlds of these creators. */
  q?: string | undefined;
  creatorIds?: readonly string[];
  /** Only these worlds (live), or none of these (the rest after the live ones). */
  onlyIds?: readonly string[];
  exceptIds?: readonly string[];
}

/** The keyed orders a page is read in; trending is `worlds.week_visitors` (migration 0018, decision 0273). */
export type KeyedSort = 'newest' | 'liked' | 'trending';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `%`, `_` and `\` match themselves in ILIKE. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** How many creators a search's words may name (their worlds are matched by id). */
export const CREATORS_MAX = 50;

/**
 * The creators a search names: a word of the username, or a part of it (ILIKE, escaped). Users are
 * far fewer than worlds; the ids go into the worlds query, where an index on owner_id answers them.
 */
export async function matchCreators(db: Db, q: string): Promise<string[]> {
  const result = await db.execute(sql`
    select id from users
    where to_tsvector('simple'::regconfig, username) @@ websearch_to_tsquery('simple'::regconfig, ${q})
       or username ilike ${likePattern(q)}
    limit ${CREATORS_MAX}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** What every listing asks of a world and its creator (w: worlds, u: users). */
function listedWhere(filter: ExploreFilter): SQL {
  const parts: SQL[] = [
    sql`w.is_public and w.listed and w.hidden_at is null`,
    sql`(u.suspended_until is null or u.suspended_until <= now())`,
  ];
  const q = filter.q?.trim();
  if (q) {
    // A plain condition on the row, so PostgreSQL may either walk the order's index and test each
    // world (a common word: a page is found in a few hundred rows) or gather the matches from the
    // GIN index and the owner index and sort them (a rare word: few matches).
    const words = sql`to_tsvector('simple'::regconfig, w.name || ' ' || w.description) @@ websearch_to_tsquery('simple'::regconfig, ${q})`;
    const creators = filter.creatorIds ?? [];
    parts.push(creators.length > 0 ? sql`(${words} or w.owner_id in (${idList(creators)}))` : words);
  }
  if (filter.onlyIds) parts.push(filter.onlyIds.length > 0 ? sql`w.id in (${idList(filter.onlyIds)})` : sql`false`);
  if (filter.exceptIds && filter.exceptIds.length > 0) parts.push(sql`w.id not in (${idList(filter.exceptIds)})`);
  return sql.join(parts, sql` and `);
}

/**
 * Each order's key: what rows are ordered by, the key as the cursor keeps it (digits: a count, or
 * microseconds since 1970 for a creation time, exact where a JavaScript date is not), and the bound
 * a cursor's key makes again. The route checks a key is digits before it comes here.
 */
const KEYS: Record<KeyedSort, { expr: SQL; text: SQL; bound: (key: string, id: string) => SQL }> = {
  newest: {
    expr: sql`w.created_at`,
    text: sql`(extract(epoch from w.created_at) * 1000000)::bigint::text`,
    bound: (key, id) =>
      sql`(w.created_at, w.id) < (timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond', ${id}::uuid)`,
  },
  liked: {
    expr: sql`w.likes`,
    text: sql`w.likes::text`,
    bound: (key, id) => sql`(w.likes, w.id) < (${key}::integer, ${id}::uuid)`,
  },
  trending: {
    expr: sql`w.week_visitors`,
    text: sql`w.week_visitors::text`,
    bound: (key, id) => sql`(w.week_visitors, w.id) < (${key}::integer, ${id}::uuid)`,
  },
};

const COLUMNS = sql`w.id, w.name, w.description, w.owner_id as "ownerId", u.username,
  w.published_version as "publishedVersion", w.visits, w.likes, w.created_at as "createdAt"`;

/** One page of listed worlds in this order, `limit` of them, after the cursor's (key, id) when one is given. */
export async function listExplore(
  db: Db,
  sort: KeyedSort,
  filter: ExploreFilter,
  after: { key: string; id: string } | null,
  limit: number,
): Promise<ExploreRow[]> {
  const { expr, text, bound } = KEYS[sort];
  const page = after ? sql`and ${bound(after.key, after.id)}` : sql``;
  const result = await db.execute(sql`
    select ${COLUMNS}, ${text} as key
    from worlds w join users u on u.id = w.owner_id
    where ${listedWhere(filter)} ${page}
    order by ${expr} desc nulls last, w.id desc nulls last
    limit ${limit}`);
  return rowsOf<ExploreRow>(result).map(normalise);
}

/** Up to `limit` listed worlds a moderator featured, the latest featured first. */
export async function listFeatured(db: Db, limit: number): Promise<ExploreRow[]> {
  const result = await db.execute(sql`
    select ${COLUMNS}, '' as key
    from worlds w join users u on u.id = w.owner_id
    where ${listedWhere({})} and w.featured_at is not null
    order by w.featured_at desc nulls last, w.id desc nulls last
    limit ${limit}`);
  return rowsOf<ExploreRow>(result).map(normalise);
}

/** Which of these worlds the player likes (one lookup by the likes' primary key per world). */
export async function likedAmong(db: Db, userId: string, worldIds: readonly string[]): Promise<Set<string>> {
  if (worldIds.length === 0) return new Set();
  const result = await db.execute(sql`
    select world_id as id from world_likes where user_id = ${userId}::uuid and world_id in (${idList(worldIds)})`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/**
 * Counts every world's distinct visitors since `since` again (decision 0273): the trigger of
 * migration 0018 only ever raises `week_visitors`, so the days that left the 7 are dropped here.
 * Touches only the worlds whose count changes; returns how many.
 */
export async function recountWeekVisitors(db: Db, since: string): Promise<number> {
  const result = await db.execute(sql`
    with counted as (
      select world_id, count(distinct visitor)::int as n from world_visits
      where day >= ${since}::date group by world_id
    )
    update worlds w set week_visitors = coalesce(c.n, 0)
    from worlds o left join counted c on c.world_id = o.id
    where w.id = o.id and (o.week_visitors > 0 or c.n is not null) and o.week_visitors <> coalesce(c.n, 0)
    returning w.id`);
  return rowsOf(result).length;
}

/** The drivers differ: PGlite and pg may answer counts and dates in their own types. */
function normalise(row: ExploreRow): ExploreRow {
  return {
    ...row,
    publishedVersion: row.publishedVersion === null ? null : Number(row.publishedVersion),
    visits: Number(row.visits),
    likes: Number(row.likes),
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  };
}
