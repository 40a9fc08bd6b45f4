import { z } from 'zod';
import { textAdventureProgressSchema } from '../adventure/adventure-progress-schema.js';
import { QUOTE_PANEL_MESSAGES } from '../messages.js';
import { QUOTE_CATEGORIES } from '../quotes/categories.js';

export const achievementSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(100),
  description: z.string().max(300),
  type: z.enum(['level', 'discovery', 'creation', 'collection', 'game', 'exploration']),
  unlockedAt: z.string().max(50),
});
export type AchievementDto = z.infer<typeof achievementSchema>;

/** A saved quote as stored and answered: always with an author line to show. */
export const savedQuoteSchema = z.object({
  text: z.string().trim().min(1).max(1000),
  author: z.string().trim().max(200),
  source: z.string().max(200).optional(),
  type: z.enum(QUOTE_CATEGORIES).optional(),
  npcType: z.string().max(30).optional(),
  timestamp: z.string().max(50),
});
/**
 * A saved quote as a client sends it. Spec: a quote that names only its source is saved
 * with the source as its author. (Requests only: answers are encoded, and a transform
 * cannot run backwards.)
 */
export const savedQuoteInputSchema = savedQuoteSchema
  .extend({ author: z.string().trim().max(200).optional() })
  .refine((quote) => quote.author !== undefined || quote.source !== undefined, {
    message: 'Invalid input: expected string, received undefined',
    path: ['author'],
  })
  .transform(({ author, ...quote }) => ({ ...quote, author: author || quote.source?.trim().slice(0, 200) || '' }));
export type SavedQuoteDto = z.infer<typeof savedQuoteSchema>;

/**
 * POST /api/users/achievements: the client names the achievement; the server
 * takes its name, description and type from the catalogue and the time from its clock.
 */
export const achievementUnlockRequestSchema = z.object({
  achievement: z.object({ id: z.string().trim().min(1).max(100) }).loose(),
});

/** The backend character (spec 01 §3). */
export const characterSchema = z.object({
  id: z.string(),
  _id: z.string(),
  username: z.string(),
  exp: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  avatar: z.string().nullable(),
  inventory: z.array(z.string()),
  savedQuotes: z.array(savedQuoteSchema),
  friends: z.array(z.string()),
  completedMaps: z.array(z.string()),
  achievements: z.array(achievementSchema),
  qualifyingArtifacts: z.record(z.string(), z.string()),
});
export type CharacterDto = z.infer<typeof characterSchema>;

export const characterResponseSchema = z.object({ success: z.literal(true), character: characterSchema });

/** PUT /api/users/{id}: the parts of a character a player updates. */
export const characterUpdateSchema = z.object({
  savedQuotes: z.array(savedQuoteInputSchema).max(500).optional(),
  completedMaps: z.array(z.string().max(50)).max(100).optional(),
});

/** GET /api/users/game-state: what the game screen needs to resume a signed-in player. */
export const gameStateResponseSchema = z.object({
  success: z.literal(true),
  experience: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  achievements: z.array(achievementSchema),
  inventory: z.array(z.string()),
  viewedArtifacts: z.array(z.string()),
  lastPosition: z.object({ x: z.number().int(), y: z.number().int(), worldId: z.string() }).nullable(),
  gameProgress: z.object({
    currentQuest: z.string().nullable(),
    completedQuests: z.array(z.string()),
    discoveredLocations: z.array(z.string()),
    textAdventureProgress: textAdventureProgressSchema.nullable().optional(),
  }),
});
export type GameStateDto = z.infer<typeof gameStateResponseSchema>;

/** PUT /api/users/experience and POST /api/users/achievements answer the character's totals. */
export const experienceResponseSchema = z.object({
  success: z.literal(true),
  experience: z.number().int().nonnegative(),
  level: z.number().int().min(1),
});

/** POST /api/users/me/avatar. */
export const avatarResponseSchema = z.object({ success: z.literal(true), avatar: z.string() });

/** POST /api/users/me/share-quotes (ours): mails the chosen quotes to an address. */
export const shareQuotesRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email(QUOTE_PANEL_MESSAGES.invalidEmail)),
  quotes: z.array(savedQuoteInputSchema).min(1).max(200),
});
export type ShareQuotesRequest = z.infer<typeof shareQuotesRequestSchema>;
