import { z } from 'zod';
import { REPORT_REASONS } from '../messages/presence.js';
import { WORLD_HIDE_REASON_MAX } from '../messages/world-moderation.js';
import { displayText } from '../shared/display-text.js';
import { apiErrorSchema } from './common.js';

/**
 * Safety and moderation (issue 23): blocks, personal mutes, privacy, reports, and the moderators'
 * queue and log. Paths are ours; the spec has no other players in sight.
 */
export const SAFETY_API = {
  /** GET: the players the signed-in player blocked and muted. */
  relations: '/api/safety/relations',
  /** POST { username }: block (also ends a friendship and pending requests between the two). */
  blocks: '/api/safety/blocks',
  /** DELETE: unblock. */
  block: (username: string): string => `/api/safety/blocks/${encodeURIComponent(username)}`,
  /** POST { username }: mute (only the muter stops hearing the muted player's chat). */
  mutes: '/api/safety/mutes',
  /** DELETE: unmute. */
  mute: (username: string): string => `/api/safety/mutes/${encodeURIComponent(username)}`,
  /** GET / PUT { shareMapWithFriends }. */
  privacy: '/api/users/me/privacy',
  /** POST a report. */
  reports: '/api/reports',
  /** GET ?status=open|closed (moderators only). */
  moderationReports: '/api/moderation/reports',
  /** POST an action on a report (moderators only). */
  moderationAction: (reportId: string): string => `/api/moderation/reports/${encodeURIComponent(reportId)}/actions`,
  /** GET: the moderation log, newest first (moderators only). */
  moderationLog: '/api/moderation/log',
  /** POST: lift or shorten a player's mute or suspension (moderators only). */
  moderationRestriction: (userId: string): string =>
    `/api/moderation/players/${encodeURIComponent(userId)}/restriction`,
  /** POST `npm run moderator`'s command, with the running server's operator token (embedded database only). */
  moderationOperator: '/api/moderation/operator',
} as const;

export const USER_ROLES = ['player', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

/** Who a player blocked or muted: nothing private. */
export const relatedPlayerSchema = z.object({ id: z.string(), username: z.string(), avatar: z.string().nullable() });
export type RelatedPlayer = z.infer<typeof relatedPlayerSchema>;

export const safetyRelationsResponseSchema = z.object({
  success: z.literal(true),
  blocked: z.array(relatedPlayerSchema),
  muted: z.array(relatedPlayerSchema),
});
export type SafetyRelationsResponse = z.infer<typeof safetyRelationsResponseSchema>;

/** POST /api/safety/blocks and /api/safety/mutes. */
export const safetyTargetRequestSchema = z.object({ username: z.string().trim().min(1).max(100) });
export const safetyUsernameParamsSchema = z.object({ username: z.string().min(1).max(100) });

/** Answers to a block, unblock, mute or unmute: the lists as they are now, and a sentence. */
export const safetyRelationsChangeResponseSchema = safetyRelationsResponseSchema.extend({ message: z.string() });

/**
 * A player's privacy: shareMapWithFriends (off unless chosen) shows friends the map they are on and
 * lets friends Join them there; tellFriendsWhenOnline (on unless turned off, issue 34) sends friends
 * an in-game notice when they come online.
 */
export const privacySettingsSchema = z.object({ shareMapWithFriends: z.boolean(), tellFriendsWhenOnline: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
/** PUT: any of the settings; those left out stay as they are. */
export const privacyUpdateSchema = privacySettingsSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Nothing to change' });
export const privacyResponseSchema = z.object({
  success: z.literal(true),
  shareMapWithFriends: z.boolean(),
  tellFriendsWhenOnline: z.boolean().default(true),
});

export const REPORT_KINDS = ['player', 'chat', 'artifact', 'comment', 'world', 'tileset'] as const;
export type ReportKindName = (typeof REPORT_KINDS)[number];
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** POST /api/reports: target is a username (player), a chat line id, an artifact id, a comment id, a world id or a tileset id. */
export const reportRequestSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  target: z.string().trim().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), id: z.string() });

/** Why a moderator hid a world: one of REPORT_REASONS or their own short words, shown as text. */
export const worldHideReasonSchema = z.string().overwrite(displayText).trim().min(1).max(WORLD_HIDE_REASON_MAX);

export const REPORT_STATUSES = ['open', 'closed'] as const;
export const moderationReportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

/** A player as a moderator sees them in the queue: with their current restrictions. */
export const moderatedPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  mutedUntil: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
});

/**
 * One report as the moderators' queue shows it, with what was reported: the artifact's name and
 * texts, the comment's text, the chat line as it was stored when reported, the player, the world. `subject`
 * is null when the reported thing was deleted since; `hidden` says a moderator hid it already.
 */
export const moderationReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The account the report is about (the player, the speaker, the creator, the commenter). */
  targetUser: moderatedPlayerSchema.nullable(),
  subject: z
    .object({
      /** The artifact's or the world's name, or null for other kinds. */
      title: z.string().nullable(),
      /** The chat snapshot, the comment, the artifact's description and content, the world's description; the username for a player. */
      text: z.string(),
      /** For a comment: the artifact it is on. */
      artifactId: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(moderationReportSchema),
});

export const MODERATION_ACTIONS = [
  'hideArtifact',
  'hideComment',
  'hideWorld',
  'hideTileset',
  'showTileset',
  'mutePlayer',
  'suspendPlayer',
  'close',
] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];
/** A mute or suspension lasts at least a minute and at most a year. */
export const MODERATION_MAX_MINUTES = 525_600;

/**
 * POST /api/moderation/reports/:id/actions. `minutes` is required for mutePlayer and suspendPlayer;
 * hide, mute and suspend close the report unless `close` is false; 'close' always closes it.
 */
export const moderationActionRequestSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  minutes: z.number().int().min(1).max(MODERATION_MAX_MINUTES).optional(),
  note: z.string().trim().max(1000).optional(),
  close: z.boolean().optional(),
  /** hideWorld: what the world's page tells its players (a report reason, or a short text); the report's reason otherwise. */
  reason: worldHideReasonSchema.optional(),
});
export type ModerationActionRequest = z.infer<typeof moderationActionRequestSchema>;

/** Someone the log names: a moderator, or the player an action was about. */
export const namedPlayerSchema = z.object({ id: z.string(), username: z.string() });

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  /** null for an action of the command line (a role grant or revoke). */
  moderator: namedPlayerSchema.nullable(),
  /** The player the action was about (a mute's player, a hidden artifact's creator), when there is one. */
  player: namedPlayerSchema.nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reportId: z.string().nullable(),
  until: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  report: moderationReportSchema,
  entry: moderationLogEntrySchema,
});

export const moderationLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(moderationLogEntrySchema),
});

/** `npm run moderator -- grant|revoke <username> | list`, sent to a server that holds the embedded database. */
export const operatorCommandRequestSchema = z.object({
  command: z.enum(['grant', 'revoke', 'list']),
  username: z.string().trim().min(1).max(100).optional(),
});
export const operatorCommandResponseSchema = z.object({
  success: z.literal(true),
  /** The command's exit code and what it prints. */
  code: z.number().int(),
  lines: z.array(z.string()),
});

export const PLAYER_RESTRICTIONS = ['mute', 'suspension'] as const;
export type PlayerRestriction = (typeof PLAYER_RESTRICTIONS)[number];

/**
 * POST /api/moderation/players/:id/restriction: without `minutes` the mute or suspension in force
 * ends now; with it, it ends that many minutes from now, which must come before its current end
 * (a longer one is a new action on a report).
 */
export const moderationRestrictionRequestSchema = z.object({
  restriction: z.enum(PLAYER_RESTRICTIONS),
  minutes: z.number().int().min(1).max(MODERATION_MAX_MINUTES).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type ModerationRestrictionRequest = z.infer<typeof moderationRestrictionRequestSchema>;

export const moderationRestrictionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  player: moderatedPlayerSchema,
  entry: moderationLogEntrySchema,
});

/**
 * A refusal that names when a mute or suspension ends (ISO time), so the screen can show it in
 * local time, and for a mute why (the reason of the report it came from, as words).
 */
export const restrictedErrorSchema = apiErrorSchema.extend({
  until: z.string().optional(),
  reason: z.string().optional(),
  passwordRequirements: z.string().optional(),
});
