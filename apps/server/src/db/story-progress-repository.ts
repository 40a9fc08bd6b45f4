import { and, asc, count, countDistinct, eq, sql, sum } from 'drizzle-orm';
import type { PlannedStoryEffect, StoryChoiceDto, StoryEffect } from '@authentic/core';
import type { Db } from './client.js';
import { storyDoors, storyItems, storyQuests, storyStates, storyTalks } from './schema.js';

// What a world's story kept for each player (decision 0283): its ink state, and what its tags gave.
// Nothing here touches experience, achievements or the main world's artifacts.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoryStateRow {
  sourceHash: string;
  state: string;
  knot: string | null;
  mapId: string | null;
  choices: StoryChoiceDto[];
}

/** The player's saved place in the world's story, or null before their first talk. */
export async function readStoryState(db: Db, worldId: string, userId: string): Promise<StoryStateRow | null> {
  const [row] = await db
    .select({
      sourceHash: storyStates.sourceHash,
      state: storyStates.state,
      knot: storyStates.knot,
      mapId: storyStates.mapId,
      choices: storyStates.choices,
    })
    .from(storyStates)
    .where(and(eq(storyStates.worldId, worldId), eq(storyStates.userId, userId)))
    .limit(1);
  return row ?? null;
}

export interface StoryTurnRecord extends StoryStateRow {
  worldId: string;
  userId: string;
  /** A talk (not a choice) counts once for its knot. */
  talkedTo: string | null;
  effects: PlannedStoryEffect[];
}

async function applyEffect(tx: Tx, ids: { worldId: string; userId: string }, effect: PlannedStoryEffect) {
  if (effect.kind === 'give') {
    const [row] = await tx
      .insert(storyItems)
      .values({ ...ids, item: effect.item })
      .onConflictDoUpdate({
        target: [storyItems.worldId, storyItems.userId, storyItems.item],
        set: { count: sql`least(${storyItems.count} + 1, 999999)` },
      })
      .returning({ count: storyItems.count });
    return { ...effect, count: row?.count ?? 1 };
  }
  if (effect.kind === 'quest') {
    const added = await tx
      .insert(storyQuests)
      .values({ ...ids, quest: effect.quest })
      .onConflictDoNothing()
      .returning({ quest: storyQuests.quest });
    return { ...effect, first: added.length > 0 };
  }
  if (effect.kind === 'open' || effect.kind === 'close') {
    const open = effect.kind === 'open';
    await tx
      .insert(storyDoors)
      .values({ ...ids, mapId: effect.mapId, x: effect.x, y: effect.y, open })
      .onConflictDoUpdate({
        target: [storyDoors.worldId, storyDoors.userId, storyDoors.mapId, storyDoors.x, storyDoors.y],
        set: { open },
      });
  }
  return effect;
}

/** Saves a turn in one transaction: the new state, the talk's count and what the tags did, as kept. */
export async function saveStoryTurn(db: Db, turn: StoryTurnRecord): Promise<StoryEffect[]> {
  const ids = { worldId: turn.worldId, userId: turn.userId };
  return db.transaction(async (tx) => {
    const state = { sourceHash: turn.sourceHash, state: turn.state, knot: turn.knot, mapId: turn.mapId };
    await tx
      .insert(storyStates)
      .values({ ...ids, ...state, choices: turn.choices })
      .onConflictDoUpdate({
        target: [storyStates.worldId, storyStates.userId],
        set: { ...state, choices: turn.choices, updatedAt: sql`now()` },
      });
    if (turn.talkedTo !== null) {
      await tx
        .insert(storyTalks)
        .values({ ...ids, knot: turn.talkedTo })
        .onConflictDoUpdate({
          target: [storyTalks.worldId, storyTalks.userId, storyTalks.knot],
          set: { count: sql`least(${storyTalks.count} + 1, 2000000000)` },
        });
    }
    const kept: StoryEffect[] = [];
    for (const effect of turn.effects) kept.push(await applyEffect(tx, ids, effect));
    return kept;
  });
}

/** What the world's story gave the player: items, quests done and the doors it opened or closed. */
export async function readStoryProgress(db: Db, worldId: string, userId: string) {
  const mine = <T extends typeof storyItems | typeof storyQuests | typeof storyDoors>(table: T) =>
    and(eq(table.worldId, worldId), eq(table.userId, userId));
  const [inventory, quests, doors] = await Promise.all([
    db
      .select({ item: storyItems.item, count: storyItems.count })
      .from(storyItems)
      .where(mine(storyItems))
      .orderBy(asc(storyItems.item)),
    db.select({ quest: storyQuests.quest }).from(storyQuests).where(mine(storyQuests)).orderBy(asc(storyQuests.quest)),
    db
      .select({ mapId: storyDoors.mapId, x: storyDoors.x, y: storyDoors.y, open: storyDoors.open })
      .from(storyDoors)
      .where(mine(storyDoors))
      .orderBy(asc(storyDoors.mapId), asc(storyDoors.y), asc(storyDoors.x)),
  ]);
  return { inventory, quests: quests.map((row) => row.quest), doors };
}

/** The owner's numbers: talks and distinct players per knot, completions per quest. Counts only. */
export async function readStoryStats(db: Db, worldId: string) {
  const [talks, quests] = await Promise.all([
    db
      .select({ knot: storyTalks.knot, talks: sum(storyTalks.count).mapWith(Number), players: count() })
      .from(storyTalks)
      .where(eq(storyTalks.worldId, worldId))
      .groupBy(storyTalks.knot)
      .orderBy(asc(storyTalks.knot)),
    db
      .select({ quest: storyQuests.quest, completions: countDistinct(storyQuests.userId) })
      .from(storyQuests)
      .where(eq(storyQuests.worldId, worldId))
      .groupBy(storyQuests.quest)
      .orderBy(asc(storyQuests.quest)),
  ]);
  return { talks, quests };
}

/** How many story quests players completed in a world, for the world's page. */
export async function countStoryQuests(db: Db, worldId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storyQuests).where(eq(storyQuests.worldId, worldId));
  return row?.n ?? 0;
}

/** The account export (decision 0283): what every world's story kept for the player. */
export async function exportStoryProgress(db: Db, userId: string) {
  const [states, items, quests, doors] = await Promise.all([
    db
      .select({ worldId: storyStates.worldId, knot: storyStates.knot, updatedAt: storyStates.updatedAt })
      .from(storyStates)
      .where(eq(storyStates.userId, userId)),
    db
      .select({ worldId: storyItems.worldId, item: storyItems.item, count: storyItems.count })
      .from(storyItems)
      .where(eq(storyItems.userId, userId)),
    db
      .select({ worldId: storyQuests.worldId, quest: storyQuests.quest, completedAt: storyQuests.completedAt })
      .from(storyQuests)
      .where(eq(storyQuests.userId, userId)),
    db
      .select({
        worldId: storyDoors.worldId,
        mapId: storyDoors.mapId,
        x: storyDoors.x,
        y: storyDoors.y,
        open: storyDoors.open,
      })
      .from(storyDoors)
      .where(eq(storyDoors.userId, userId)),
  ]);
  return { states, items, quests, doors };
}
