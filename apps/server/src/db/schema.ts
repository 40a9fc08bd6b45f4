import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AchievementDto,
  ArtifactAttachmentType,
  ArtifactTheme,
  ArtifactUserModifiable,
  ArtifactVisibility,
  MapType,
  MiniGameId,
  SavedQuoteDto,
  TextAdventureProgress,
} from '@authentic/core';

/** Facts about this installation (first start, notes): proves on every start that data outlived a restart. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts. Uniqueness ignores case: the *_key columns hold the lower-cased values.
 * session_version is written into every access token; raising it (a password change or
 * reset) makes every token issued before unusable at once (decision 0221).
 */
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
    sessionVersion: integer('session_version').notNull().default(0),
    /** 'moderator' only through `npm run moderator -- grant` (scripts/moderator.mjs), never the API. */
    role: text('role').$type<'player' | 'moderator'>().notNull().default('player'),
    /** A moderator's mute: no comments and no chat until then (safety, issue 23). */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** A moderator's suspension: no login, refresh or request with an older token until then. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Privacy: friends see (and may Join) this player's map, off unless chosen; are told when they come online. */
    shareMapWithFriends: boolean('share_map_with_friends').notNull().default(false),
    tellFriendsWhenOnline: boolean('tell_friends_when_online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.usernameKey),
    uniqueIndex('users_email_key').on(table.emailKey),
    // Player search is a prefix LIKE; text_pattern_ops lets it use an index whatever the collation.
    index('users_username_prefix').on(table.usernameKey.op('text_pattern_ops')),
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
    .$type<{
      currentQuest: string | null;
      completedQuests: string[];
      discoveredLocations: string[];
      /** Spec 02 §3; absent (older rows) and null both mean no saved run. */
      textAdventureProgress?: TextAdventureProgress | null;
    }>()
    .notNull()
    .default({ currentQuest: null, completedQuests: [], discoveredLocations: [] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Players' artifacts (spec 01 §3). The location is four nullable columns so
 * "what lies on this map" is an index lookup; a picked-up artifact has none
 * and a holder instead (decision 0171). Counts are kept on the row so lists
 * sort by them in SQL; votes is changed only together with artifact_votes.
 */
export const artifacts = pgTable(
  'artifacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once its creator deleted their account and another player had collected it (decision 0257). */
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    holderId: uuid('holder_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    messageText: text('message_text'),
    riddle: text('riddle'),
    unlockAnswer: text('unlock_answer'),
    area: text('area').notNull(),
    locationX: integer('location_x'),
    locationY: integer('location_y'),
    locationMapName: text('location_map_name'),
    locationArea: text('location_area'),
    exp: integer('exp').notNull().default(10),
    visible: boolean('visible').notNull().default(true),
    status: text('status').notNull().default('dropped'),
    type: text('type').notNull().default('artifact'),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    visibility: text('visibility').$type<ArtifactVisibility>().notNull().default('public'),
    allowedUsers: jsonb('allowed_users').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    image: text('image'),
    attachment: text('attachment'),
    attachmentType: text('attachment_type').$type<ArtifactAttachmentType>(),
    attachmentOriginalName: text('attachment_original_name'),
    quote: text('quote'),
    quoteAuthor: text('quote_author'),
    theme: text('theme').$type<ArtifactTheme>(),
    dedication: text('dedication'),
    significance: text('significance'),
    portalType: text('portal_type'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>(),
    userModifiable: jsonb('user_modifiable').$type<ArtifactUserModifiable>(),
    votes: integer('votes').notNull().default(0),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Set by a moderator: from then only the creator sees the artifact (safety, issue 23). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('artifacts_newest').on(table.createdAt.desc(), table.id.desc()),
    index('artifacts_most_voted').on(table.votes.desc(), table.createdAt.desc(), table.id.desc()),
    index('artifacts_most_commented').on(table.commentCount.desc(), table.createdAt.desc(), table.id.desc()),
    index('artifacts_creator').on(table.creatorId, table.createdAt.desc()),
    index('artifacts_holder').on(table.holderId),
    index('artifacts_map').on(table.locationMapName, table.createdAt.desc()),
  ],
);

/** One row per (artifact, player) vote; the artifact's votes column mirrors the count. */
export const artifactVotes = pgTable(
  'artifact_votes',
  {
    artifactId: uuid('artifact_id')
      .notNull()
      .references(() => artifacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.artifactId, table.userId] })],
);

export const artifactComments = pgTable(
  'artifact_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artifactId: uuid('artifact_id')
      .notNull()
      .references(() => artifacts.id, { onDelete: 'cascade' }),
    /** Null once its writer deleted their account: the thread keeps the words (decision 0257). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** Set by a moderator: the comment leaves every thread (the row stays for the moderation log). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('artifact_comments_artifact').on(table.artifactId, table.createdAt)],
);

/**
 * What a player has done in the mini-games (core's MiniGameRecord), kept by the server so a
 * reward is paid once (decision 0211). Made on a player's first verified result.
 */
export const minigameRecords = pgTable('minigame_records', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  textAdventureFinished: boolean('text_adventure_finished').notNull().default(false),
  terminalFinished: boolean('terminal_finished').notNull().default(false),
  shooterBestScore: integer('shooter_best_score').notNull().default(0),
  level4Completed: boolean('level4_completed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every accepted result, by the SHA-256 of its canonical body: the same body twice is a 409. */
export const minigameResults = pgTable(
  'minigame_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').$type<MiniGameId>().notNull(),
    bodyHash: text('body_hash').notNull(),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('minigame_results_once').on(table.userId, table.game, table.bodyHash)],
);

/**
 * Player-made development worlds (spec 01 §7). The map is not stored: core's
 * `generateWorldMap(mapType, id)` makes the same map from the same world on every read.
 */
export const worlds = pgTable(
  'worlds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    mapType: text('map_type').$type<MapType>().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /** The newest saved version of the world's document (0: never saved, the generated map). */
    latestVersion: integer('latest_version').notNull().default(0),
    /** The version players walk (null: the generated map). */
    publishedVersion: integer('published_version'),
    /**
     * Issue 34 (decision 0266): a public world is listed in Explore unless this is false (unlisted:
     * anyone with the link). Private is `is_public = false`, whatever this says.
     */
    listed: boolean('listed').notNull().default(true),
    /** Visits the server counted (world_visits), raised in the statement that adds one. */
    visits: integer('visits').notNull().default(0),
    /** Likes (world_likes), kept in the transaction that adds or takes one. */
    likes: integer('likes').notNull().default(0),
    /** Trending (decision 0273): distinct visitors of the last 7 UTC days, raised by a trigger, recounted daily. */
    weekVisitors: integer('week_visitors').notNull().default(0),
    /** A moderator hid it from Explore (it still opens for those who may open it), and why (shown on its page). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** A moderator featured it at the top of Explore (the newest six). */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const listed = sql`${table.isPublic} and ${table.listed} and ${table.hiddenAt} is null`;
    return [
      index('worlds_owner').on(table.ownerId, table.createdAt),
      // Explore's keyset orders, over the listed worlds only (decision 0266).
      index('worlds_explore_newest').on(table.createdAt.desc(), table.id.desc()).where(listed),
      index('worlds_explore_liked').on(table.likes.desc(), table.id.desc()).where(listed),
      index('worlds_explore_trending').on(table.weekVisitors.desc(), table.id.desc()).where(listed),
      index('worlds_featured')
        .on(table.featuredAt.desc())
        .where(sql`${table.featuredAt} is not null`),
      index('worlds_explore_search').using(
        'gin',
        sql`to_tsvector('simple'::regconfig, ${table.name} || ' ' || ${table.description})`,
      ),
    ];
  },
);

/**
 * Friend requests waiting for an answer (decision 0221). Once accepted the row is gone and the
 * friendship lives in both players' characters.friends, which the artifact rules read.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('friend_requests_pair').on(table.fromUserId, table.toUserId),
    index('friend_requests_to').on(table.toUserId, table.createdAt),
  ],
);

/**
 * What a player did that the server saw or checked (decision 0224): a discovery, a level, a quest,
 * a mini-game result, a pickup. Each (kind, key) counts once per player; experience is the sum of
 * the rows' experience (users.experience caches it, raised in the same transaction). A 'legacy' row
 * holds what a player had before events were recorded.
 */
export const progressEvents = pgTable(
  'progress_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    experience: integer('experience').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('progress_events_once').on(table.userId, table.kind, table.key)],
);

// The other tables, by what they hold: what one player or address may do (decisions 0226, 0234);
// blocks, mutes, reports and the moderation log (issue 23); a world's thumbnail (issue 34); a world's
// versions, players' places, visits and likes; its own tilesets (issue 36); its ink story (decision 0283).
export * from './schema-limits.js';
export * from '../moderation/db/schema.js';
export * from './schema-thumbnails.js';
export * from './schema-worlds.js';
export * from './schema-tilesets.js';
export * from './schema-stories.js';
