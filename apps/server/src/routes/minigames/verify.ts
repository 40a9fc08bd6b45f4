import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  MINI_GAME_RESULT_MESSAGES,
  MINI_GAME_RESULT_SCHEMAS,
  PLATFORMER_RULES_VERSION,
  platformerRunLengthProblem,
  type MiniGameId,
  type MiniGameOutcome,
  type ReplayFailure,
} from '@authentic/core';
import type { ReplayTask } from '../../replay/replay-worker.js';
import { canonicalJson } from '../../db/canonical-json.js';

/** A result ready to replay: what to replay, and what to record once the replay agrees. */
export type ParsedResult =
  | { ok: true; task: Exclude<ReplayTask, { game: 'ping' }>; outcome: MiniGameOutcome; score: number | null }
  | { ok: false; status: 400 | 422; message: string };

export const FAILURE_MESSAGES: Record<ReplayFailure, string> = {
  'not-finished': MINI_GAME_RESULT_MESSAGES.notFinished,
  'continues-after-end': MINI_GAME_RESULT_MESSAGES.continuesAfterEnd,
  'bad-move': MINI_GAME_RESULT_MESSAGES.invalidRun,
  'bad-log': MINI_GAME_RESULT_MESSAGES.invalidRun,
  'stage-mismatch': MINI_GAME_RESULT_MESSAGES.invalidRun,
  'outcome-mismatch': MINI_GAME_RESULT_MESSAGES.invalidRun,
  'score-mismatch': MINI_GAME_RESULT_MESSAGES.scoreMismatch,
  'too-long': MINI_GAME_RESULT_MESSAGES.tooLong,
  outdated: MINI_GAME_RESULT_MESSAGES.outdated,
};

export { canonicalJson };

type Parsed<T> = { ok: true; data: T } | { ok: false; status: 400; message: string };

/**
 * What a result is recorded under (a replayed copy is a 409). It is of the parsed body, so extra
 * keys or spaces cannot make a copy look new; made only once the replay agrees, so a refused
 * result costs no hashing.
 */
export function resultHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** "body.moves.3: Invalid input" — the field first, as the error handler words a schema failure. */
function parse<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => `${['body', ...issue.path.map(String)].join('.')}: ${issue.message}`)
      .join('; ');
    return { ok: false, status: 400, message };
  }
  return { ok: true, data: parsed.data };
}

const refuse = (reason: ReplayFailure) => ({ ok: false, status: 422, message: FAILURE_MESSAGES[reason] }) as const;

/**
 * Checks a posted result against its game's schema (400 naming the field) and, for the
 * platformer, the rules it was played under and its length by counting alone (422 before anything
 * is replayed, decisions 0231 and 0239): a run from before enemies and the weapon would replay
 * into them, so it is refused as outdated rather than as impossible.
 * The replay itself runs on a worker thread (replay/replay-worker.ts).
 */
export function parseMiniGameResult(game: MiniGameId, body: unknown): ParsedResult {
  if (game === 'textAdventure') {
    const parsed = parse(MINI_GAME_RESULT_SCHEMAS.textAdventure, body);
    if (!parsed.ok) return parsed;
    const task = { game, body: parsed.data } as const;
    return { ok: true, task, outcome: { game }, score: null };
  }
  if (game === 'terminal') {
    const parsed = parse(MINI_GAME_RESULT_SCHEMAS.terminal, body);
    if (!parsed.ok) return parsed;
    const task = { game, body: parsed.data } as const;
    return { ok: true, task, outcome: { game }, score: null };
  }
  const parsed = parse(MINI_GAME_RESULT_SCHEMAS.platformer, body);
  if (!parsed.ok) return parsed;
  if ((parsed.data.version ?? 1) !== PLATFORMER_RULES_VERSION) return refuse('outdated');
  const problem = platformerRunLengthProblem(parsed.data.segments);
  if (problem) return refuse(problem);
  const { score } = parsed.data;
  return { ok: true, task: { game, body: parsed.data }, outcome: { game, score }, score };
}
