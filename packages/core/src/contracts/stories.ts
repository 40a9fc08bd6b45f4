import { z } from 'zod';
import { EMOTES } from '../presence/protocol.js';
import { STORY_LIMITS, storyKnotSchema } from '../stories/story-limits.js';

/**
 * A world's ink story (decision 0283): guests fetch the compiled story and play it in the browser;
 * a signed-in player's turns run on the server, which keeps their state and applies the tags.
 */
export const STORIES_API = {
  /** GET: the published version's compiled story. */
  story: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/story`,
  /** POST { knot }: talk to a character or read a book. */
  talk: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/story/talk`,
  /** POST { index }: take one of the choices on offer. */
  choose: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/story/choose`,
  /** GET: the player's place in the story, inventory, quests and doors. */
  state: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/story/state`,
  /** GET (owner only): talks per knot and completions per quest. */
  stats: (worldId: string): string => `/api/worlds/${encodeURIComponent(worldId)}/story/stats`,
} as const;

export const worldStoryResponseSchema = z.object({
  success: z.literal(true),
  /** The published version the story belongs to. */
  version: z.number().int().min(1),
  /** ink's compiled JSON, as inkjs's `new Story(compiled)` reads it. */
  compiled: z.string(),
  knots: z.array(z.string()),
});
export type WorldStoryResponse = z.infer<typeof worldStoryResponseSchema>;

export const storyTalkRequestSchema = z.object({
  knot: storyKnotSchema,
  /** The map of the character or book, when the knot is told on several; doors open there. */
  mapId: z.string().min(1).max(32).optional(),
});
export type StoryTalkRequest = z.infer<typeof storyTalkRequestSchema>;

export const storyChooseRequestSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(STORY_LIMITS.choicesMax - 1),
});
export type StoryChooseRequest = z.infer<typeof storyChooseRequestSchema>;

export const storyLineSchema = z.object({ text: z.string(), tags: z.array(z.string()) });
export const storyChoiceSchema = z.object({ index: z.number().int().min(0), text: z.string() });
export type StoryChoiceDto = z.infer<typeof storyChoiceSchema>;

const cell = { mapId: z.string(), x: z.number().int().min(0), y: z.number().int().min(0) };

/** What a turn's tags did: kept by the server (give, quest, open, close) or shown by the client (emote, walk). */
export const storyEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('give'), item: z.string(), count: z.number().int().min(1) }),
  /** `first`: this turn completed the quest; a quest done before is not done again. */
  z.object({ kind: z.literal('quest'), quest: z.string(), first: z.boolean() }),
  z.object({ kind: z.literal('open'), ...cell }),
  z.object({ kind: z.literal('close'), ...cell }),
  z.object({ kind: z.literal('emote'), emote: z.enum(EMOTES) }),
  z.object({ kind: z.literal('walk'), ...cell }),
]);
export type StoryEffect = z.infer<typeof storyEffectSchema>;

/** POST …/talk and …/choose: the turn's lines, the choices now on offer and what its tags did. */
export const storyTurnResponseSchema = z.object({
  success: z.literal(true),
  lines: z.array(storyLineSchema),
  choices: z.array(storyChoiceSchema),
  ended: z.boolean(),
  effects: z.array(storyEffectSchema),
});
export type StoryTurnResponse = z.infer<typeof storyTurnResponseSchema>;

export const storyDoorSchema = z.object({ ...cell, open: z.boolean() });
export type StoryDoor = z.infer<typeof storyDoorSchema>;

/** GET …/state: where the player is in the story and what it gave them in this world. */
export const storyStateResponseSchema = z.object({
  success: z.literal(true),
  /** The knot of the conversation waiting for a choice, or null. */
  knot: z.string().nullable(),
  choices: z.array(storyChoiceSchema),
  inventory: z.array(z.object({ item: z.string(), count: z.number().int().min(1) })),
  quests: z.array(z.string()),
  doors: z.array(storyDoorSchema),
});
export type StoryStateResponse = z.infer<typeof storyStateResponseSchema>;

/** GET …/stats (owner only): counts, never who. */
export const storyStatsResponseSchema = z.object({
  success: z.literal(true),
  talks: z.array(z.object({ knot: z.string(), talks: z.number().int().min(0), players: z.number().int().min(0) })),
  quests: z.array(z.object({ quest: z.string(), completions: z.number().int().min(0) })),
});
export type StoryStatsResponse = z.infer<typeof storyStatsResponseSchema>;
