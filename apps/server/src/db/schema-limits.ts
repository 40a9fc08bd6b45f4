// The tables that bound what one player or address may do: counted interactions, uploads and the
// quota, the per-address upload volume, held usernames (decisions 0226 and 0234). Re-exported by
// schema.ts, which is the one schema drizzle-kit and the app read; these only refer to its tables
// inside references(() => …), so the import cycle never reads a table before it exists.
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artifacts, users } from './schema.js';

/**
 * One row per (artifact, player, kind, UTC day): a view, save or share counts
 * once a day per player (decision 0226), so a script cannot inflate the counts.
 */
export const artifactInteractions = pgTable(
  'artifact_interactions',
  {
    artifactId: uuid('artifact_id')
      .notNull()
      .references(() => artifacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.artifactId, table.userId, table.kind, table.day] })],
);

/**
 * Every file under DATA_DIR/uploads, with who uploaded it and its size: the
 * per-player upload quota sums these (decision 0226). A row goes with its file.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    /** Null for a file of a deleted account that a kept artifact still shows (decision 0257). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user').on(table.userId)],
);

/**
 * A username given up by a rename stays its last owner's for a while (decision 0234): friend
 * requests and profiles go by username, so nobody else can take it up and be asked in their place.
 */
export const retiredUsernames = pgTable('retired_usernames', {
  usernameKey: text('username_key').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * Bytes uploaded from one address on one UTC day, whoever was signed in (decision 0234): many
 * free accounts from one address share this cap. Kept whether or not the files still exist.
 */
export const uploadVolume = pgTable(
  'upload_volume',
  {
    address: text('address').notNull(),
    day: date('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.address, table.day] })],
);

/**
 * Usernames and e-mails of deleted accounts, held for a while (decision 0257) so nobody can take
 * them up and be taken for the player who left. Only a SHA-256 of the lower-cased value is kept.
 */
export const heldIdentifiers = pgTable('held_identifiers', {
  keyHash: text('key_hash').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
