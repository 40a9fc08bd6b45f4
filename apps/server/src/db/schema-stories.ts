// A world's ink story (decision 0283): compiled stories by the hash of their source, and what each
// player's playing kept in each world. Re-exported by schema.ts, which is the one schema drizzle-kit
// and the app read; it only refers to worlds and users inside references(() => …).
import type { StoryChoiceDto } from '@authentic/core';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, worlds } from './schema.js';

/**
 * ink's compiled JSON of a story source, by the SHA-256 of that source: compiled once at the save
 * that checked it, read by every play. Two worlds with the same story share a row.
 */
export const storyBuilds = pgTable('story_builds', {
  sourceHash: text('source_hash').primaryKey(),
  compiled: text('compiled').notNull(),
  knots: jsonb('knots').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every player's row is of one world and one player, and goes with either. */
const worldAndUser = () => ({
  worldId: uuid('world_id')
    .notNull()
    .references(() => worlds.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Where a player is in a world's story: ink's state JSON (its variables, visits and the
 * conversation waiting for a choice), the story it belongs to, and the choices on offer.
 */
export const storyStates = pgTable(
  'story_states',
  {
    ...worldAndUser(),
    sourceHash: text('source_hash').notNull(),
    state: text('state').notNull(),
    /** The knot and map of the conversation waiting for a choice; null when none is. */
    knot: text('knot'),
    mapId: text('map_id'),
    choices: jsonb('choices').$type<StoryChoiceDto[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.userId] })],
);

/** What a world's story gave a player (`give:` tags): items of that world only, with a count. */
export const storyItems = pgTable(
  'story_items',
  {
    ...worldAndUser(),
    item: text('item').notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.userId, table.item] })],
);

/** Quests of a world's story a player completed (`quest:` tags): once each. */
export const storyQuests = pgTable(
  'story_quests',
  {
    ...worldAndUser(),
    quest: text('quest').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.worldId, table.userId, table.quest] }),
    index('story_quests_world').on(table.worldId, table.quest),
  ],
);

/** Cells a story opened or closed for one player (`open:` / `close:` tags), per map. */
export const storyDoors = pgTable(
  'story_doors',
  {
    ...worldAndUser(),
    mapId: text('map_id').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    open: boolean('open').notNull(),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.userId, table.mapId, table.x, table.y] })],
);

/** How often a player talked to a knot's characters (or read its books): the owner's counts. */
export const storyTalks = pgTable(
  'story_talks',
  {
    ...worldAndUser(),
    knot: text('knot').notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.worldId, table.userId, table.knot] }),
    index('story_talks_world').on(table.worldId, table.knot),
  ],
);
