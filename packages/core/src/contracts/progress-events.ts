import { z } from 'zod';
import { GAME_LEVEL_IDS, type GameLevelId } from '../progression/level-completion.js';

/**
 * POST /api/users/me/events (decision 0224): something the player did, for the server to check
 * and record once. The body names the event, never its reward: the server knows what each pays.
 */
export const progressClaimSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('discovery'), artifactId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('levelComplete'), level: z.enum(GAME_LEVEL_IDS as [GameLevelId, ...GameLevelId[]]) }),
  z.object({ kind: z.literal('quest'), questId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('writerChallenge') }),
]);
export type ProgressClaim = z.infer<typeof progressClaimSchema>;

export const progressClaimResponseSchema = z.object({
  success: z.literal(true),
  /** False when the event was recorded before: nothing more was paid. */
  recorded: z.boolean(),
  gained: z.number().int().nonnegative(),
  experience: z.number().int().nonnegative(),
  level: z.number().int().positive(),
});
export type ProgressClaimResponse = z.infer<typeof progressClaimResponseSchema>;
