// A world's thumbnail (issue 34, decision 0267). Re-exported by schema.ts, which is the one schema
// drizzle-kit and the app read; it only refers to worlds inside references(() => …).
import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { worlds } from './schema.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The PNG of a world's spawn map, rendered once per version; one row per world, the latest. */
export const worldThumbnails = pgTable('world_thumbnails', {
  worldId: uuid('world_id')
    .primaryKey()
    .references(() => worlds.id, { onDelete: 'cascade' }),
  /** The published version it shows; 0 for a world never published (its generated map). */
  version: integer('version').notNull(),
  png: bytea('png').notNull(),
  etag: text('etag').notNull(),
});
