import { z } from 'zod';
import { ARTIFACT_ATTACHMENT_TYPES, ARTIFACT_THEMES, ARTIFACT_VISIBILITIES } from '../artifacts/artifact-types.js';
import { ARTIFACT_TEXT_LIMITS } from '../artifacts/limits.js';
import { ARTIFACT_API_MESSAGES, ARTIFACT_MESSAGES } from '../messages/artifacts.js';
import { displayText } from '../shared/display-text.js';

const L = ARTIFACT_TEXT_LIMITS;
/** Player texts lose bidi and format characters on the way in: shown as the word filter read them (decision 0265). */
const text = (max: number) => z.string().overwrite(displayText).trim().max(max);
/** Multipart forms send numbers and booleans as text; JSON sends them as they are. */
const int = z.coerce.number().int();
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const artifactLocationSchema = z.object({
  x: int.min(0).max(10_000),
  y: int.min(0).max(10_000),
  area: z.string().max(50).optional(),
  mapName: z.string().max(80).optional(),
});

/** Fields a player may send when creating or editing (never creator, votes, voters, counts, comments). */
const artifactFieldsSchema = z.object({
  name: text(L.name),
  description: text(L.description),
  content: text(L.content).optional(),
  messageText: text(L.messageText).optional(),
  riddle: text(L.riddle).optional(),
  unlockAnswer: text(L.unlockAnswer).optional(),
  area: z.string().trim().max(50).optional(),
  location: artifactLocationSchema.optional(),
  visible: bool.optional(),
  status: z.string().trim().max(30).optional(),
  type: z.string().trim().max(30).optional(),
  isExclusive: bool.optional(),
  visibility: z.enum(ARTIFACT_VISIBILITIES).optional(),
  allowedUsers: z.array(z.string().max(100)).max(200).optional(),
  /** The form sends a comma-separated list; JSON may send an array. */
  tags: z
    .union([z.array(z.string().trim().max(30)).max(20), z.string().max(700)])
    .transform((tags) => (Array.isArray(tags) ? tags : tags.split(',')).map((t) => t.trim()).filter(Boolean))
    .optional(),
  quote: text(500).optional(),
  quoteAuthor: text(100).optional(),
  theme: z.enum(ARTIFACT_THEMES).optional(),
  dedication: text(200).optional(),
  significance: text(500).optional(),
  portalType: z.enum(['textAdventure', 'terminal', 'hemingway']).optional(),
});

/**
 * POST /api/artifacts (JSON, or the text fields of a multipart form). The location may name only the
 * map: the server then picks a walkable cell of it (decision 0220); x and y come together or not at all.
 */
export const createArtifactRequestSchema = artifactFieldsSchema.extend({
  name: text(L.name).min(1, ARTIFACT_MESSAGES.pageNameRequired),
  description: text(L.description).min(1, ARTIFACT_MESSAGES.pageDescriptionRequired),
  location: artifactLocationSchema
    .partial({ x: true, y: true })
    .refine((location) => (location.x === undefined) === (location.y === undefined), {
      message: ARTIFACT_API_MESSAGES.cellNeedsBoth,
    })
    .optional(),
});
export type CreateArtifactRequest = z.input<typeof createArtifactRequestSchema>;

/** PUT /api/artifacts/{id}: any subset; a null location clears it (picked up). */
export const updateArtifactRequestSchema = artifactFieldsSchema.partial().extend({
  location: artifactLocationSchema.nullable().optional(),
});
export type UpdateArtifactRequest = z.input<typeof updateArtifactRequestSchema>;

export const ARTIFACT_LIST_FILTERS = ['all', 'mine', 'others'] as const;
export const ARTIFACT_LIST_SORTS = ['newest', 'oldest', 'most-voted', 'most-commented'] as const;

/** GET /api/artifacts query: filter and sort are done in the database. */
export const artifactListQuerySchema = z.object({
  filter: z.enum(ARTIFACT_LIST_FILTERS).default('all'),
  sort: z.enum(ARTIFACT_LIST_SORTS).default('newest'),
  page: int.min(1).default(1),
  limit: int.min(1).max(100).default(50),
  area: z.string().max(50).optional(),
  /** The game asks for what lies on one map: only placed artifacts (location set) of that map id. */
  mapName: z.string().max(80).optional(),
});
export type ArtifactListQuery = z.input<typeof artifactListQuerySchema>;

export const artifactCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: z.object({ id: z.string().optional(), username: z.string() }),
  createdAt: z.string(),
});

/**
 * An artifact as a client receives it: both id and _id; creator by id and username only.
 * Plain types where the request accepts form text (tags, booleans): the server encodes answers
 * with this schema, and a one-way transform cannot be encoded.
 */
export const artifactSchema = artifactFieldsSchema.extend({
  id: z.string(),
  isExclusive: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  /** How many comments it has; a list carries only the latest few in `comments`. */
  commentCount: z.number().int().optional(),
  _id: z.string(),
  content: z.string(),
  exp: z.number().int(),
  visible: z.boolean(),
  status: z.string(),
  type: z.string(),
  location: artifactLocationSchema.nullable(),
  creator: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** Who carries it since picking it up (decision 0171); null while it lies on a map. */
  holder: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  image: z.string().nullable().optional(),
  attachment: z.string().nullable().optional(),
  attachmentType: z.enum(ARTIFACT_ATTACHMENT_TYPES).nullable().optional(),
  attachmentOriginalName: z.string().nullable().optional(),
  interactions: z.object({ views: z.number(), saves: z.number(), shares: z.number() }),
  votes: z.number().int(),
  voters: z.array(z.string()),
  views: z.number().int(),
  shares: z.number().int(),
  comments: z.array(artifactCommentSchema),
  /** True when a moderator hid it (safety, issue 23): then only its creator sees it, and is told so. */
  hiddenByModerator: z.boolean().optional(),
});
export type ArtifactDto = z.infer<typeof artifactSchema>;

export const artifactListResponseSchema = z.object({
  success: z.literal(true),
  artifacts: z.array(artifactSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const artifactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  artifact: artifactSchema,
});

/** GET/PUT/DELETE /api/artifacts/{id}/message. */
export const artifactMessageRequestSchema = z.object({ content: text(L.messageText) });
export const artifactMessageResponseSchema = z.object({ success: z.literal(true), messageText: z.string() });

/** POST /api/artifacts/{id}/interact. */
export const artifactInteractRequestSchema = z.object({ interactionType: z.enum(['view', 'save', 'shares']) });

/** POST /api/artifacts/{id}/vote answers the new count and whether the caller now votes for it. */
export const artifactVoteResponseSchema = z.object({
  success: z.literal(true),
  votes: z.number().int(),
  voted: z.boolean(),
});

/** POST /api/artifacts/{id}/comment: blank (after trimming) is rejected. */
export const artifactCommentRequestSchema = z.object({
  text: z.string().trim().min(1, 'Comment text is required').max(500),
});
export const artifactCommentResponseSchema = z.object({ success: z.literal(true), comment: artifactCommentSchema });

/**
 * POST /api/artifacts/{id}/pickup (decision 0171): a signed-in player standing on a placed artifact takes
 * it into their inventory; its location is cleared and status becomes 'collected'. No body.
 */
export const ARTIFACT_PICKED_STATUS = 'collected';

/** POST /api/artifacts/{id}/drop: the holder (or the creator of an unheld one) puts it on a map cell. */
export const artifactDropRequestSchema = z.object({
  location: artifactLocationSchema.extend({ mapName: z.string().trim().min(1).max(80) }),
});
export type ArtifactDropRequest = z.input<typeof artifactDropRequestSchema>;

/** GET /api/artifacts/inventory: what the caller carries. */
export const artifactInventoryResponseSchema = z.object({
  success: z.literal(true),
  artifacts: z.array(artifactSchema),
});
