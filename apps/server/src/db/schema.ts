import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AchievementDto, SavedQuoteDto } from '@authentic/core';

/**
 * Facts about this installation (first start, schema notes). Small, but it
 * proves on every start that data written before a restart is still there.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts. Uniqueness ignores case: the *_key columns hold the lower-cased values. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    experience: integer('experience').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.usernameKey),
    uniqueIndex('users_email_key').on(table.emailKey),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each login starts a family;
 * every refresh revokes the used token and adds its successor to the family.
 * A revoked token presented again means it was stolen or replayed: the whole
 * family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash').on(table.tokenHash),
    index('refresh_tokens_family').on(table.familyId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_resets_hash').on(table.tokenHash)],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  gameplay: text('gameplay').notNull(),
  bugs: text('bugs').notNull().default(''),
  visual: text('visual').notNull().default(''),
  performance: text('performance').notNull().default(''),
  suggestions: text('suggestions').notNull().default(''),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  deviceInfo: jsonb('device_info').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  level: text('level').notNull(),
  category: text('category').notNull(),
  clientTimestamp: text('client_timestamp').notNull(),
  context: jsonb('context').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's game: what they carry, saved, unlocked and where they were.
 * Experience lives on users (one number, only ever raised).
 */
export const characters = pgTable('characters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inventory: jsonb('inventory').$type<string[]>().notNull().default([]),
  savedQuotes: jsonb('saved_quotes').$type<SavedQuoteDto[]>().notNull().default([]),
  friends: jsonb('friends').$type<string[]>().notNull().default([]),
  completedMaps: jsonb('completed_maps').$type<string[]>().notNull().default([]),
  achievements: jsonb('achievements').$type<AchievementDto[]>().notNull().default([]),
  qualifyingArtifacts: jsonb('qualifying_artifacts').$type<Record<string, string>>().notNull().default({}),
  viewedArtifacts: jsonb('viewed_artifacts').$type<string[]>().notNull().default([]),
  lastPosition: jsonb('last_position').$type<{ x: number; y: number; worldId: string } | null>(),
  gameProgress: jsonb('game_progress')
    .$type<{ currentQuest: string | null; completedQuests: string[]; discoveredLocations: string[] }>()
    .notNull()
    .default({ currentQuest: null, completedQuests: [], discoveredLocations: [] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
