// A world's own tileset images (issue 36). Re-exported by schema.ts, which is the one schema
// drizzle-kit and the app read; it only refers to worlds and users inside references(() => …).
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, worlds } from './schema.js';

/**
 * One PNG a world's owner uploaded, kept as a file under DATA_DIR/uploads (`upload`, its generated
 * name, also the key of its `uploads` record, so it counts in the owner's storage). A moderator's
 * hiding stops the file being served.
 */
export const worldTilesets = pgTable(
  'world_tilesets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worldId: uuid('world_id')
      .notNull()
      .references(() => worlds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    upload: text('upload').notNull().unique(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('world_tilesets_world').on(table.worldId, table.createdAt)],
);
