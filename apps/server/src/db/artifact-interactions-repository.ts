import { sql } from 'drizzle-orm';
import { visibleTo } from './artifacts-repository.js';
import type { Db } from './client.js';
import { artifactInteractions, artifacts } from './schema.js';

const COUNT_COLUMN = { view: 'views', save: 'saves', shares: 'shares' } as const;

/**
 * Counts a view, save or share of an artifact the viewer may see, once per
 * player, kind and UTC day (decision 0226): the day's record is inserted and
 * the count moves by exactly what was inserted, in one statement, so repeats
 * and concurrent calls never inflate it. Undefined when there is none to see.
 */
export async function countInteraction(
  db: Db,
  id: string,
  viewerId: string,
  kind: 'view' | 'save' | 'shares',
  day: string,
): Promise<{ views: number; saves: number; shares: number } | undefined> {
  const column = sql.identifier(COUNT_COLUMN[kind]);
  const result = await db.execute(sql`
    with target as (
      select ${artifacts.id} as id from ${artifacts} where ${artifacts.id} = ${id} and ${visibleTo(viewerId)}
    ), added as (
      insert into ${artifactInteractions} (artifact_id, user_id, kind, day)
      select id, ${viewerId}::uuid, ${kind}, ${day}::date from target
      on conflict do nothing
      returning 1
    )
    update ${artifacts}
    set ${column} = ${column} + (select count(*) from added)::int
    where ${artifacts.id} in (select id from target)
    returning ${artifacts.views} as views, ${artifacts.saves} as saves, ${artifacts.shares} as shares`);
  const [row] = (result as unknown as { rows: { views: number; saves: number; shares: number }[] }).rows;
  return row ? { views: Number(row.views), saves: Number(row.saves), shares: Number(row.shares) } : undefined;
}
