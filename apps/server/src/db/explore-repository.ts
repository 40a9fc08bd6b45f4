import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Explore's reads (issue 34, decision 0266). Orders say `desc nulls last` as the partial indexes do
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
  liked: boolean;
  createdAt: Date;
  key: string;
}

export interface ExploreFilter {
  q?: string | undefined;
  viewerId: string | null;
  /** The first UTC day of trending's 7 days. */
  since: string;
  /** Only these worlds (live), or none of these (the rest after the live ones). */
  onlyIds?: readonly string[];
  exceptIds?: readonly string[];
}

/**
 * The keyed orders a page is read in. Trending is two: the worlds visited in the last 7 days by how
 * many visitors (an aggregate over those visits only), then the unvisited ones by id (an index).
 */
export type KeyedSort = 'newest' | 'liked' | 'visited' | 'unvisited';

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

/** What every listing asks of a world and its creator (w: worlds, u: users). */
function listedWhere(filter: ExploreFilter): SQL {
  const parts: SQL[] = [
    sql`w.is_public and w.listed and w.hidden_at is null`,
    sql`(u.suspended_until is null or u.suspended_until <= now())`,
  ];
  const q = filter.q?.trim();
  if (q) {
    // Whole words of a name or description through full-text search (its GIN index), or of the
    // creator's name (or a part of it): the worlds of those creators (worlds_owner).
    parts.push(sql`w.id in (
      select id from worlds
      where to_tsvector('simple'::regconfig, name || ' ' || description) @@ websearch_to_tsquery('simple'::regconfig, ${q})
      union all
      select c.id from worlds c join users cu on cu.id = c.owner_id
      where to_tsvector('simple'::regconfig, cu.username) @@ websearch_to_tsquery('simple'::regconfig, ${q})
        or cu.username ilike ${likePattern(q)}
    )`);
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
  visited: {
    expr: sql`t.n`,
    text: sql`t.n::text`,
    bound: (key, id) => sql`(t.n, w.id) < (${key}::integer, ${id}::uuid)`,
  },
  unvisited: { expr: sql`w.id`, text: sql`'0'`, bound: (_key, id) => sql`w.id < ${id}::uuid` },
};

/**
 * One page of listed worlds in this order, `limit` of them, after the cursor's (key, id) when one is
 * given. 'visited' counts each world's distinct visitors since `filter.since`.
 */
export async function listExplore(
  db: Db,
  sort: KeyedSort,
  filter: ExploreFilter,
  after: { key: string; id: string } | null,
  limit: number,
): Promise<ExploreRow[]> {
  const { expr, text, bound } = KEYS[sort];
  const visits = sql`select world_id, count(distinct visitor)::int as n from world_visits
    where day >= ${filter.since}::date group by world_id`;
  const from =
    sort === 'visited'
      ? sql`(${visits}) t join worlds w on w.id = t.world_id join users u on u.id = w.owner_id`
      : sql`worlds w join users u on u.id = w.owner_id`;
  const unvisited =
    sort === 'unvisited'
      ? sql`and not exists (select 1 from world_visits v where v.world_id = w.id and v.day >= ${filter.since}::date)`
      : sql``;
  const page = after ? sql`and ${bound(after.key, after.id)}` : sql``;
  const result = await db.execute(sql`
    select w.id, w.name, w.description, w.owner_id as "ownerId", u.username,
      w.published_version as "publishedVersion", w.visits, w.likes, w.created_at as "createdAt",
      ${text} as key,
      ${filter.viewerId ? sql`exists (select 1 from world_likes l where l.world_id = w.id and l.user_id = ${filter.viewerId}::uuid)` : sql`false`} as liked
    from ${from}
    where ${listedWhere(filter)} ${unvisited} ${page}
    order by ${expr} desc nulls last, w.id desc nulls last
    limit ${limit}`);
  return rowsOf<ExploreRow>(result).map(normalise);
}

/** Every world visited since `since` with its distinct visitors, most first (then by id, descending). */
export async function weekRanking(db: Db, since: string): Promise<{ id: string; n: number }[]> {
  const result = await db.execute(sql`
    select world_id as id, count(distinct visitor)::int as n from world_visits
    where day >= ${since}::date group by world_id
    order by n desc, world_id desc`);
  return rowsOf<{ id: string; n: number }>(result).map((row) => ({ id: row.id, n: Number(row.n) }));
}

/** Up to `limit` listed worlds a moderator featured, the latest featured first. */
export async function listFeatured(db: Db, filter: ExploreFilter, limit: number): Promise<ExploreRow[]> {
  const result = await db.execute(sql`
    select w.id, w.name, w.description, w.owner_id as "ownerId", u.username,
      w.published_version as "publishedVersion", w.visits, w.likes, w.created_at as "createdAt",
      '' as key,
      ${filter.viewerId ? sql`exists (select 1 from world_likes l where l.world_id = w.id and l.user_id = ${filter.viewerId}::uuid)` : sql`false`} as liked
    from worlds w join users u on u.id = w.owner_id
    where ${listedWhere(filter)} and w.featured_at is not null
    order by w.featured_at desc nulls last, w.id desc nulls last
    limit ${limit}`);
  return rowsOf<ExploreRow>(result).map(normalise);
}

/** The drivers differ: PGlite and pg may answer counts and dates in their own types. */
function normalise(row: ExploreRow): ExploreRow {
  return {
    ...row,
    publishedVersion: row.publishedVersion === null ? null : Number(row.publishedVersion),
    visits: Number(row.visits),
    likes: Number(row.likes),
    liked: row.liked === true,
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  };
}
