// Safety and moderation (issue 23): blocks, personal mutes, reports and the moderation log.
// Re-exported by schema.ts (the one schema drizzle-kit and the app read), like schema-limits.ts;
// tables of schema.ts are only referred to inside references(() => …), so the cycle is harmless.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

/**
 * A block: neither player sees or hears the other in live presence, and any friendship or
 * pending friend request between them ends when it is made. One row per (blocker, blocked).
 */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('player_blocks_blocked').on(table.blockedId),
  ],
);

/** A personal mute: the muter no longer hears the muted player's chat; nothing else changes. */
export const playerMutes = pgTable(
  'player_mutes',
  {
    muterId: uuid('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.mutedId] })],
);

export type ReportKind = 'player' | 'chat' | 'artifact' | 'comment' | 'world' | 'tileset';
export type ReportStatus = 'open' | 'closed';

/**
 * A player's report. target_id is a user id (player), a chat line id (chat), an artifact id, a
 * comment id, a world id or a tileset id. snapshot holds the reported chat line's text: the only place a chat
 * line is ever stored. A player has at most one open report per target (the partial unique index).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    targetId: text('target_id').notNull(),
    /** The account the report is about, when known (the player, the chat speaker, the creator, the commenter). */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: text('snapshot'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('reports_open_once')
      .on(table.reporterId, table.kind, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_status').on(table.status, table.createdAt),
  ],
);

/**
 * Every moderator action, kept: hides, mutes, suspensions, closes, and role grants and revokes
 * made by the command line (moderator_id null then). Never changed or deleted by the API.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    until: timestamp('until', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_actions_newest').on(table.createdAt)],
);
