import { applyAdventureCommand } from '../adventure/apply-command.js';
import { createAdventure } from '../adventure/adventure-state.js';
import type { AdventureState } from '../adventure/adventure-types.js';
import { PLATFORMER_SETTINGS } from '../platformer/constants.js';
import { createPlatformer, restartPlatformerStage, stepPlatformer } from '../platformer/game.js';
import type { PlatformerEvent, PlatformerState } from '../platformer/types.js';
import { chooseTerminalOption, currentTerminalNode, replyToTerminal, startTerminal } from '../terminal/runner.js';
import type { TerminalState } from '../terminal/types.js';
import {
  ADVENTURE_REPLAY_MAX_COMMANDS,
  PLATFORMER_PLANNED_STEPS,
  PLATFORMER_REPLAY_MAX_STEPS,
  PLATFORMER_STAGE_MAX_STEPS,
  PLATFORMER_STEPS_PER_MINUTE,
  TERMINAL_REPLAY_MAX_MOVES,
} from './replay-limits.js';
import { decodePlatformerInputs, platformerInputFromCode, type PlatformerRunSegment } from './platformer-log.js';
import { platformerRunLengthProblem } from './run-length.js';

/** Why a log was refused; the server answers these as 422 with a sentence (decision 0211). */
export type ReplayFailure =
  | 'not-finished'
  | 'continues-after-end'
  | 'bad-move'
  | 'bad-log'
  | 'stage-mismatch'
  | 'outcome-mismatch'
  | 'score-mismatch'
  | 'too-long'
  /** A platformer run played under older rules than the server replays (decision 0239). */
  | 'outdated';

export type ReplayResult<T> = { ok: true; value: T } | { ok: false; reason: ReplayFailure };

export {
  ADVENTURE_REPLAY_MAX_COMMANDS,
  PLATFORMER_PLANNED_STEPS,
  PLATFORMER_REPLAY_MAX_STEPS,
  PLATFORMER_STAGE_MAX_STEPS,
  PLATFORMER_STEPS_PER_MINUTE,
  TERMINAL_REPLAY_MAX_MOVES,
};

/**
 * The adventure from its start through every command; won only if the last command wins it
 * (nothing typed after the end is allowed, so a log cannot be padded).
 */
export function replayAdventure(commands: readonly string[]): ReplayResult<AdventureState> {
  if (commands.length > ADVENTURE_REPLAY_MAX_COMMANDS) return { ok: false, reason: 'too-long' };
  let state = createAdventure();
  for (let i = 0; i < commands.length; i += 1) {
    if (state.status === 'victory') return { ok: false, reason: 'continues-after-end' };
    state = applyAdventureCommand(state, commands[i] ?? '').state;
  }
  return state.status === 'victory' ? { ok: true, value: state } : { ok: false, reason: 'not-finished' };
}

/** A player's move at a terminal question: a numbered choice (1-based) or a typed reply. */
export type TerminalMove = { choice: number } | { reply: string };

/** Whispers are only words; they never change the path, so the replay rolls none. */
const NEVER_WHISPER = () => 0.999;

/**
 * The conversation from its start: auto-advancing nodes move on by themselves, each move
 * answers the next question, and the exit must come with the last move.
 */
export function replayTerminal(moves: readonly TerminalMove[]): ReplayResult<TerminalState> {
  if (moves.length > TERMINAL_REPLAY_MAX_MOVES) return { ok: false, reason: 'too-long' };
  let state = startTerminal();
  const advance = () => {
    let guard = 0;
    while (!state.finished && currentTerminalNode(state).autoAdvance && guard++ < 1000) {
      const next = chooseTerminalOption(state, 0, NEVER_WHISPER);
      if (!next.ok) return false;
      state = next.state;
    }
    return true;
  };
  if (!advance()) return { ok: false, reason: 'bad-move' };
  for (const move of moves) {
    if (state.finished) return { ok: false, reason: 'continues-after-end' };
    const result =
      'choice' in move
        ? chooseTerminalOption(state, move.choice - 1, NEVER_WHISPER)
        : replyToTerminal(state, move.reply, NEVER_WHISPER);
    if (!result.ok) return { ok: false, reason: 'bad-move' };
    state = result.state;
    if (!advance()) return { ok: false, reason: 'bad-move' };
  }
  return state.finished ? { ok: true, value: state } : { ok: false, reason: 'not-finished' };
}

function segmentOutcome(events: readonly PlatformerEvent[]): PlatformerRunSegment['outcome'] | null {
  if (events.some((e) => e.type === 'victory')) return 'victory';
  if (events.some((e) => e.type === 'death')) return 'death';
  if (events.some((e) => e.type === 'stageComplete')) return 'stageComplete';
  return null;
}

/**
 * The platformer from the start of Paris, one fixed step per recorded input. Each segment must
 * begin on the stage it names (a segment after a death retries that stage from its start) and
 * end exactly on the step where its outcome happens; the last must be the victory.
 */
export function replayPlatformer(segments: readonly PlatformerRunSegment[]): ReplayResult<PlatformerState> {
  // Counted before a single step is run: a log over the caps costs nothing to refuse.
  const lengthProblem = platformerRunLengthProblem(segments);
  if (lengthProblem) return { ok: false, reason: lengthProblem };
  let state = createPlatformer();
  for (const [index, segment] of segments.entries()) {
    if (state.status === 'victory') return { ok: false, reason: 'continues-after-end' };
    if (state.status === 'dead') state = restartPlatformerStage(state);
    if (segment.stage !== state.stage) return { ok: false, reason: 'stage-mismatch' };
    const codes = decodePlatformerInputs(segment.inputs, PLATFORMER_STAGE_MAX_STEPS[segment.stage]);
    if (codes === null) return { ok: false, reason: 'bad-log' };
    let outcome: PlatformerRunSegment['outcome'] | null = null;
    for (const [i, code] of codes.entries()) {
      const result = stepPlatformer(state, platformerInputFromCode(code), PLATFORMER_SETTINGS.stepMs);
      state = result.state;
      outcome = segmentOutcome(result.events);
      if (outcome && i < codes.length - 1) return { ok: false, reason: 'outcome-mismatch' };
    }
    if (outcome !== segment.outcome) return { ok: false, reason: 'outcome-mismatch' };
    if (outcome === 'victory' && index < segments.length - 1) return { ok: false, reason: 'continues-after-end' };
  }
  return state.status === 'victory' ? { ok: true, value: state } : { ok: false, reason: 'not-finished' };
}
