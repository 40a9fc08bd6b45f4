import { z } from 'zod';
import { textAdventureProgressSchema } from '../adventure/adventure-progress-schema.js';
import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '../accounts/rules.js';
import { API_MESSAGES, AUTH_MESSAGES } from '../messages.js';
import { ACCOUNT_SETTINGS_MESSAGES } from '../messages/account-settings.js';
import type { Position } from '../shared/geometry.js';
import { characterUpdateSchema } from './characters.js';

const position = z.object({ x: z.number().int(), y: z.number().int() }) satisfies z.ZodType<Position>;

/** PUT /api/users/experience: the new total (experience only grows; the server keeps the larger). */
export const experienceUpdateSchema = z.object({ experience: z.number().int().nonnegative().max(10_000_000) });

/** Spec 01 §7 profile update (path ours: PUT /api/users/me). */
export const profileUpdateSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(ACCOUNT_LIMITS.usernameMin, AUTH_MESSAGES.usernameTooShort)
      .max(ACCOUNT_LIMITS.usernameMax, AUTH_MESSAGES.usernameTooLong)
      .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters)
      .optional(),
    email: z.string().trim().max(ACCOUNT_LIMITS.emailMax).pipe(z.email(AUTH_MESSAGES.emailInvalid)).optional(),
    currentPassword: z.string().max(ACCOUNT_LIMITS.passwordMax).optional(),
    newPassword: z.string().max(ACCOUNT_LIMITS.passwordMax).optional(),
  })
  .refine((body) => !body.newPassword || Boolean(body.currentPassword), {
    message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Spec 01 §7 game progress update (path ours: PUT /api/users/game-progress). */
export const gameProgressUpdateSchema = z.object({
  inventory: z.array(z.string().max(100)).max(500).optional(),
  viewedArtifacts: z.array(z.string().max(100)).max(5000).optional(),
  lastPosition: position.extend({ worldId: z.string().max(100) }).optional(),
  gameProgress: z
    .object({
      currentQuest: z.string().max(100).nullable().optional(),
      completedQuests: z.array(z.string().max(100)).max(500).optional(),
      discoveredLocations: z.array(z.string().max(100)).max(500).optional(),
      /** Spec 02 §3: the text adventure's saved run; null forgets it. */
      textAdventureProgress: textAdventureProgressSchema.nullable().optional(),
    })
    .optional(),
});
export type GameProgressUpdate = z.infer<typeof gameProgressUpdateSchema>;

/** The file field of PUT /api/users/{id} as a multipart form (spec 01 §7). */
export const CHARACTER_AVATAR_FIELD = 'avatar';

/**
 * PUT /api/users/{id} as a multipart form, when an avatar file is included (spec 01 §7): every
 * other field is an object sent as JSON text. Each is parsed, then the whole is the same
 * character update as the JSON body, so both forms accept and refuse alike.
 */
export const characterUpdateFormSchema = z
  .record(z.string(), z.string())
  .transform((fields, ctx) => {
    const parsed: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(fields)) {
      try {
        parsed[name] = JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: API_MESSAGES.malformedJson, path: [name] });
      }
    }
    return parsed;
  })
  .pipe(characterUpdateSchema);
export type CharacterUpdate = z.output<typeof characterUpdateSchema>;
