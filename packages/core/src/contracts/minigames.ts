import { z } from 'zod';
import { PLATFORMER_RULES_VERSION, PLATFORMER_STAGE_ORDER } from '../platformer/constants.js';
import { PLATFORMER_INPUT_LOG_PATTERN, PLATFORMER_SEGMENT_OUTCOMES } from '../minigames/platformer-log.js';
import { ADVENTURE_REPLAY_MAX_COMMANDS, TERMINAL_REPLAY_MAX_MOVES } from '../minigames/replay-limits.js';
import { achievementSchema } from './characters.js';

/**
 * POST /api/minigames/{game}/results (decision 0211): what the player did, which the server
 * replays through core's engines before it rewards anything. A result is never a claim of score
 * or experience alone.
 */
export const adventureResultSchema = z.object({
  commands: z.array(z.string().max(200)).min(1).max(ADVENTURE_REPLAY_MAX_COMMANDS),
});

export const terminalMoveSchema = z.union([
  z.object({ choice: z.number().int().min(1).max(9) }).strict(),
  z.object({ reply: z.string().trim().min(1).max(200) }).strict(),
]);

export const terminalResultSchema = z.object({
  moves: z.array(terminalMoveSchema).min(1).max(TERMINAL_REPLAY_MAX_MOVES),
});

export const platformerSegmentSchema = z.object({
  stage: z.enum(PLATFORMER_STAGE_ORDER),
  /** Run-length encoded inputs of every fixed step ('c120ga40'); see core's platformer-log. */
  inputs: z.string().min(1).max(200_000).regex(PLATFORMER_INPUT_LOG_PATTERN, 'not an input log'),
  outcome: z.enum(PLATFORMER_SEGMENT_OUTCOMES),
});

export const platformerResultSchema = z.object({
  /**
   * The rules the run was played under (decision 0239): enemies, hazards and the weapon came with
   * version 2. A run without it was played under version 1, which the server can no longer replay
   * (a 422 that says so).
   */
  version: z.number().int().min(1).max(PLATFORMER_RULES_VERSION).optional(),
  /** The score the screen showed; the replay must reach exactly this. */
  score: z.number().int().nonnegative().max(1_000_000),
  segments: z.array(platformerSegmentSchema).min(1).max(500),
});

export const miniGameParamsSchema = z.object({ game: z.enum(['textAdventure', 'terminal', 'platformer']) });

/** The three bodies, by game; the route picks one by its path. */
export const MINI_GAME_RESULT_SCHEMAS = {
  textAdventure: adventureResultSchema,
  terminal: terminalResultSchema,
  platformer: platformerResultSchema,
} as const;

export type AdventureResultRequest = z.infer<typeof adventureResultSchema>;
export type TerminalResultRequest = z.infer<typeof terminalResultSchema>;
export type PlatformerResultRequest = z.infer<typeof platformerResultSchema>;

/** A result with the game it is for: what the client sends and the server's replay pool replays. */
export type MiniGameResultSubmission =
  | { game: 'textAdventure'; body: AdventureResultRequest }
  | { game: 'terminal'; body: TerminalResultRequest }
  | { game: 'platformer'; body: PlatformerResultRequest };

export const miniGameResultResponseSchema = z.object({
  success: z.literal(true),
  /** The player's experience and level after the reward. */
  experience: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  /** Experience this result gave for the game itself and for completing level 4 (0 when nothing). */
  gained: z.object({ game: z.number().int().nonnegative(), level: z.number().int().nonnegative() }),
  /** 'level4' when this result completed it for the first time. */
  levelCompleted: z.enum(['level4']).nullable(),
  /** Achievements this result unlocked (already saved). */
  achievements: z.array(achievementSchema),
  /** The verified score (platformer) or null. */
  score: z.number().int().nonnegative().nullable(),
});
export type MiniGameResultResponse = z.infer<typeof miniGameResultResponseSchema>;
