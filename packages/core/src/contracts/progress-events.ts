import { z } from 'zod';
import { GAME_LEVEL_IDS, type GameLevelId } from '../progression/level-completion.js';
import { achievementSchema } from './characters.js';

/**
 * POST /api/users/me/events (decision 0224): something the player did, for the server to check
 * and record once. The body names the event, never its reward: the server knows what each pays.
 */
export const progressClaimSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('discovery'), artifactId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('levelComplete'), level: z.enum(GAME_LEVEL_IDS as [GameLevelId, ...GameLevelId[]]) }),
  z.object({ kind: z.literal('quest'), questId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('writerChallenge') }),
  /**
   * Decision 0232: the player picked up an artifact. A built-in one is claimed here; a server
   * artifact's pickup is recorded by its pickup route, and claiming it again only reads the answer.
   */
  z.object({ kind: z.literal('collect'), artifactId: z.string().min(1).max(100) }),
]);
export type ProgressClaim = z.infer<typeof progressClaimSchema>;

export const progressClaimResponseSchema = z.object({
  success: z.literal(true),
  /** False when the event was recorded before: nothing more was paid. */
  recorded: z.boolean(),
  gained: z.number().int().nonnegative(),
  experience: z.number().int().nonnegative(),
  level: z.number().int().positive(),
  /**
   * Decision 0232: every achievement the player holds after this claim. The server grants what its
   * recorded events earn, so a signed-in client shows these instead of asking for them.
   */
  achievements: z.array(achievementSchema),
});
export type ProgressClaimResponse = z.infer<typeof progressClaimResponseSchema>;
