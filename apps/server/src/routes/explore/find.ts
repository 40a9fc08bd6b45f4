import type { FastifyInstance } from 'fastify';
import { FEATURED_WORLDS_MAX, type ExploreSort } from '@authentic/core';
import { listFeatured, matchCreators, type ExploreFilter, type ExploreRow } from '../../db/explore-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { readCursor, readPage } from './pages.js';

/** First pages kept at once (one per order, size and search); the oldest goes first. */
const FIRST_PAGES_MAX = 256;

export interface Found {
  rows: ExploreRow[];
  featured: ExploreRow[];
  nextCursor: string | null;
  live: ReadonlyMap<string, number>;
}

export interface ExploreQuery {
  sort: ExploreSort;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * Explore's reads: one page of cards with the live counts and (on a first page without a search)
 * the featured worlds. A first page (no cursor) is reused for `cacheMs` by every asker.
 */
export function exploreFinder(app: FastifyInstance, cacheMs: number): (query: ExploreQuery) => Promise<Found> {
  const db = app.database.db;

  const liveNow = async (): Promise<ReadonlyMap<string, number>> => {
    const presence = app.presence as PresenceRegistry | undefined;
    if (presence?.liveCounts) return presence.liveCounts();
    return presence?.liveWorlds?.() ?? new Map<string, number>();
  };

  const find = async (query: ExploreQuery): Promise<Found> => {
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

  return (query) => (!query.cursor && cacheMs > 0 ? firstPage(query) : find(query));
}
