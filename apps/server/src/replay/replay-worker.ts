import {
  checkWorldDoc,
  platformerFinalScore,
  replayAdventure,
  replayPlatformer,
  replayTerminal,
  type MiniGameResultSubmission,
  type ReplayFailure,
  type WorldDoc,
  type WorldProblem,
} from '@authentic/core';
import {
  compileStory as compileInk,
  playStory as playInk,
  type CompiledStory,
  type StoryTurn,
} from '@authentic/core/ink';
import { decodePngSize } from '../uploads/png-check.js';

/** What the route asks a worker to replay: a result's parsed body, by game. */
export type ReplayTask =
  | MiniGameResultSubmission
  /** Answered at once: the pool sends one when it starts, so a worker's start is not counted as replay time. */
  | { game: 'ping' };

export type ReplayVerdict = { ok: true } | { ok: false; reason: ReplayFailure };

/**
 * Replays a result through core's engine: the whole of a worker thread's work (decision 0231).
 * Only plain data crosses the thread boundary, both ways.
 */
export function replayResult(task: ReplayTask): ReplayVerdict {
  if (task.game === 'ping') return { ok: true };
  if (task.game === 'textAdventure') return verdict(replayAdventure(task.body.commands));
  if (task.game === 'terminal') return verdict(replayTerminal(task.body.moves));
  const replay = replayPlatformer(task.body.segments);
  if (!replay.ok) return verdict(replay);
  return platformerFinalScore(replay.value) === task.body.score
    ? { ok: true }
    : { ok: false, reason: 'score-mismatch' };
}

function verdict(replay: { ok: true } | { ok: false; reason: ReplayFailure }): ReplayVerdict {
  return replay.ok ? { ok: true } : { ok: false, reason: replay.reason };
}

/**
 * Checks a big world document with core's checkWorldDoc, off the event loop (decision 0259): the
 * pool runs it by name on the replays' threads.
 */
export function checkWorld(doc: WorldDoc): WorldProblem[] {
  return checkWorldDoc(doc);
}

/** Decodes an uploaded PNG whose header was checked already (issue 36): its size, or that it is broken. */
export function decodePng(bytes: Uint8Array): ReturnType<typeof decodePngSize> {
  return decodePngSize(bytes);
}

/** A turn of a world's story, as the story routes ask for it (decision 0283). */
export interface StoryTurnTask {
  compiled: string;
  state: string | null;
  action: { knot: string } | { choice: number };
  budget: { ms: number; lines: number };
}

/** Compiles a world's ink story on a thread (decision 0283): the source is copied in, the JSON back. */
export function compileStory(source: string): CompiledStory {
  return compileInk(source);
}

/** Plays one turn of a world's story on a thread, timed by this thread's clock (decision 0283). */
export function playStory(task: StoryTurnTask): StoryTurn {
  return playInk(task.compiled, task.state, task.action, { ...task.budget, now: () => performance.now() });
}

/** Piscina calls the default export with each task, or the export a task names. */
export default replayResult;
