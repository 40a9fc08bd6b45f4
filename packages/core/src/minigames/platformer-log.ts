import type { PlatformerEvent, PlatformerInput, PlatformerStageId } from '../platformer/types.js';

/**
 * A platformer run as the server replays it (decision 0211): one segment per attempt at a stage,
 * each the inputs of every fixed step, run-length encoded. An input is a letter: a + (left 1 |
 * right 2 | jump 4 | fire 8), followed by how many steps in a row it was held (omitted for one):
 * 'c120ga40' is right for 120 steps, right+jump once, nothing for 40; 'k30' is right and fire
 * for 30. Fire came with rules version 2 (decision 0239); a version-1 log is letters a–h only.
 */
export const PLATFORMER_SEGMENT_OUTCOMES = ['death', 'stageComplete', 'victory'] as const;
export type PlatformerSegmentOutcome = (typeof PLATFORMER_SEGMENT_OUTCOMES)[number];

export interface PlatformerRunSegment {
  stage: PlatformerStageId;
  inputs: string;
  outcome: PlatformerSegmentOutcome;
}

/** Letters a–p, one per combination of the four buttons. */
export const PLATFORMER_INPUT_LOG_PATTERN = /^(?:[a-p][1-9]?\d*)*$/;

export function platformerInputCode(input: PlatformerInput): number {
  return (input.left ? 1 : 0) | (input.right ? 2 : 0) | (input.jump ? 4 : 0) | (input.fire ? 8 : 0);
}

export function platformerInputFromCode(code: number): PlatformerInput {
  return { left: (code & 1) !== 0, right: (code & 2) !== 0, jump: (code & 4) !== 0, fire: (code & 8) !== 0 };
}

const A = 'a'.charCodeAt(0);

/** Runs of input codes → 'c120ga40'. */
export function encodePlatformerInputs(codes: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < codes.length) {
    const code = codes[i] ?? 0;
    let run = 1;
    while (codes[i + run] === code) run += 1;
    out += String.fromCharCode(A + code) + (run > 1 ? String(run) : '');
    i += run;
  }
  return out;
}

/**
 * 'c120ga40' → the codes of each step, or null when the text is not a log or holds more than
 * `maxSteps` steps (so a forged '…a999999999' cannot make the server loop for long).
 */
export function decodePlatformerInputs(text: string, maxSteps: number): number[] | null {
  if (!PLATFORMER_INPUT_LOG_PATTERN.test(text)) return null;
  const codes: number[] = [];
  for (const match of text.matchAll(/([a-p])(\d*)/g)) {
    const run = match[2] ? Number(match[2]) : 1;
    if (!Number.isSafeInteger(run) || run < 1 || codes.length + run > maxSteps) return null;
    const code = (match[1] ?? 'a').charCodeAt(0) - A;
    for (let k = 0; k < run; k += 1) codes.push(code);
  }
  return codes;
}

const P = 'p'.charCodeAt(0);
const ZERO = '0'.charCodeAt(0);

/**
 * How many fixed steps a log holds, read from its run lengths without decoding or stepping
 * anything: null when the text is not a log. Counting stops once past `stopAfter`, so the
 * answer is then some number above it ('a999999999999' costs nothing to refuse).
 */
export function countPlatformerSteps(text: string, stopAfter = Number.MAX_SAFE_INTEGER): number | null {
  let steps = 0;
  let i = 0;
  while (i < text.length) {
    const letter = text.charCodeAt(i);
    if (letter < A || letter > P) return null;
    i += 1;
    let run = 0;
    let digits = 0;
    for (let digit = text.charCodeAt(i) - ZERO; digit >= 0 && digit <= 9; digit = text.charCodeAt(i) - ZERO) {
      run = run * 10 + digit;
      digits += 1;
      i += 1;
      if (run > stopAfter) return stopAfter + 1;
    }
    if (digits > 0 && run === 0) return null;
    steps += digits > 0 ? run : 1;
    if (steps > stopAfter) return stopAfter + 1;
  }
  return steps;
}

/**
 * Writes down a run step by step as the screen plays it: call `step` once per fixed step with
 * the stage the step began on, the input, and the events the step produced.
 */
export function createPlatformerRecorder() {
  const done: PlatformerRunSegment[] = [];
  let stage: PlatformerStageId | null = null;
  let codes: number[] = [];

  return {
    step(stageAtStart: PlatformerStageId, input: PlatformerInput, events: readonly PlatformerEvent[]): void {
      if (stage === null) stage = stageAtStart;
      codes.push(platformerInputCode(input));
      const outcome: PlatformerSegmentOutcome | null = events.some((e) => e.type === 'victory')
        ? 'victory'
        : events.some((e) => e.type === 'death')
          ? 'death'
          : events.some((e) => e.type === 'stageComplete')
            ? 'stageComplete'
            : null;
      if (outcome) {
        done.push({ stage, inputs: encodePlatformerInputs(codes), outcome });
        stage = null;
        codes = [];
      }
    },
    /** The finished segments so far (a run that ended in victory is complete). */
    segments(): PlatformerRunSegment[] {
      return done.map((segment) => ({ ...segment }));
    },
    /** Try Again from the start of the whole run: forget everything. */
    reset(): void {
      done.length = 0;
      stage = null;
      codes = [];
    },
  };
}

export type PlatformerRecorder = ReturnType<typeof createPlatformerRecorder>;
