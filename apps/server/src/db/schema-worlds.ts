// What hangs off a world: its saved versions, where each player stood in it, and Explore's visits
// and likes (issues 25 and 34). Re-exported by schema.ts, which is the one schema drizzle-kit and the
// app read; it only refers to worlds and users inside references(() => …).
import type { WorldDoc } from '@authentic/core';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, worlds } from './schema.js';

/**
 * Saved versions of a world's document (issue 25, decision 0248): each save is a new number; the
 * last 20 are kept, and the published one however old.
 */
export const worldVersions = pgTable(
  'world_versions',
  {
    worldId: uuid('world_id')
      .notNull()
      .references(() => worlds.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    doc: jsonb('doc').$type<WorldDoc>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.number] })],
);

/** Where each player last stood in each world they played, so a reload returns them there. */
export const worldPositions = pgTable(
  'world_positions',
  {
    worldId: uuid('world_id')
      .notNull()
      .references(() => worlds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The map of the world's document (null: its spawn map). */
    mapId: text('map_id'),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.userId] })],
);

/**
 * Visits counted by the server when a socket joins a world's room (issue 34, decision 0266): one row
 * per visitor (an account's id, or a guest connection's own id) per world per UTC day.
 */
export const worldVisits = pgTable(
  'world_visits',
  {
    worldId: uuid('world_id')
      .notNull()
      .references(() => worlds.id, { onDelete: 'cascade' }),
    visitor: uuid('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.worldId, table.visitor, table.day] }),
    // Trending: distinct visitors of the last 7 days, read from the index alone.
    index('world_visits_day').on(table.day, table.worldId, table.visitor),
  ],
);

/** One like per signed-in player per world (issue 34); worlds.likes counts them. */
export const worldLikes = pgTable(
  'world_likes',
  {
    worldId: uuid('world_id')
      .notNull()
      .references(() => worlds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.worldId, table.userId] }), index('world_likes_user').on(table.userId)],
);
