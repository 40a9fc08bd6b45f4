import type { Db } from '../../db/client.js';
import { listExplore, weekRanking, type ExploreFilter, type ExploreRow } from '../../db/explore-repository.js';

/** How long one instance reuses the week's ranking (decision 0266): counting every visit is the cost. */
export const RANKING_KEPT_MS = 5_000;

/**
 * Trending's visited worlds without a search (issue 34, decision 0266): the week's ranking is read
 * once per RANKING_KEPT_MS per instance (one query at a time), and each page takes the next worlds
 * of it, fetched by id with Explore's filter — so a page costs an index lookup, not an aggregate.
 * A world first visited after the ranking was read waits up to RANKING_KEPT_MS to appear.
 */
export function trendingReader(db: Db, now: () => number = Date.now) {
  let kept: { since: string; at: number; ranking: Promise<{ id: string; n: number }[]> } | null = null;
  const ranking = (since: string) => {
    if (!kept || kept.since !== since || now() - kept.at > RANKING_KEPT_MS) {
      const read = weekRanking(db, since);
      kept = { since, at: now(), ranking: read };
      // A failed read is not kept: the next page asks again.
      read.catch(() => {
        if (kept?.ranking === read) kept = null;
      });
    }
    return kept.ranking;
  };

  return async function visited(
    filter: ExploreFilter,
    after: { key: string; id: string } | null,
    wanted: number,
  ): Promise<ExploreRow[]> {
    const all = await ranking(filter.since);
    const except = new Set(filter.exceptIds ?? []);
    const key = after ? Number(after.key) : Infinity;
    let start = 0;
    if (after)
      while (start < all.length && (all[start]!.n > key || (all[start]!.n === key && all[start]!.id >= after.id)))
        start += 1;
    const rows: ExploreRow[] = [];
    for (let at = start; at < all.length && rows.length < wanted;) {
      const chunk: { id: string; n: number }[] = [];
      while (at < all.length && chunk.length < wanted * 2) {
        const entry = all[at]!;
        at += 1;
        if (!except.has(entry.id)) chunk.push(entry);
      }
      if (chunk.length === 0) break;
      const found = new Map(
        (await listExplore(db, 'newest', { ...filter, onlyIds: chunk.map((e) => e.id) }, null, chunk.length)).map(
          (row) => [row.id, row],
        ),
      );
      for (const entry of chunk) {
        const row = found.get(entry.id);
        if (row && rows.length < wanted) rows.push({ ...row, key: String(entry.n) });
      }
    }
    return rows;
  };
}
