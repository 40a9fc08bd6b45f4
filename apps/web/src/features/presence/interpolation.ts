import type { Direction, Position } from '@authentic/core';

/** One step of another player takes as long as one's own: the game's walking pace. */
export const REMOTE_STEP_MS = 150;
/** A jump farther than this many cells (Manhattan) is not walked but shown at once. */
export const TELEPORT_CELLS = 2;
/** However late a batch, steps play at most this many times faster than walking. */
const MAX_SPEED_UP = 4;
/** Past this many steps behind (a tab that was hidden), the oldest are skipped: the player appears further on. */
export const MAX_BACKLOG = 8;

/** Where another player is drawn, moving from one cell to the next. */
export interface RemoteMotion {
  from: Position;
  to: Position;
  startedAt: number;
  durationMs: number;
  facing: Direction;
  /** Cells still to walk to, in order (a late batch of several moves). */
  queue: readonly { x: number; y: number; facing: Direction }[];
  /** Steps taken so far: which foot is forward. */
  steps: number;
}

export interface RemotePose {
  x: number;
  y: number;
  facing: Direction;
  moving: boolean;
  steps: number;
}

export function standingAt(cell: Position, facing: Direction): RemoteMotion {
  return {
    from: { x: cell.x, y: cell.y },
    to: { x: cell.x, y: cell.y },
    startedAt: -Infinity,
    durationMs: REMOTE_STEP_MS,
    facing,
    queue: [],
    steps: 0,
  };
}

/** The cell the player will stand on once every queued step is walked. */
export function destinationOf(motion: RemoteMotion): Position {
  const last = motion.queue.at(-1);
  return last ? { x: last.x, y: last.y } : motion.to;
}

const distance = (a: Position, b: Position) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * A move heard from the server. A turn on the spot changes the facing; a step joins the queue; a
 * jump of more than TELEPORT_CELLS (a portal, a fix) is shown at once.
 */
export function addMove(motion: RemoteMotion, cell: Position, facing: Direction, nowMs: number): RemoteMotion {
  const target = destinationOf(motion);
  if (distance(target, cell) > TELEPORT_CELLS) return { ...standingAt(cell, facing), steps: motion.steps };
  if (distance(target, cell) === 0) {
    return motion.queue.length ? motion : { ...advance(motion, nowMs), facing };
  }
  // Started by the next frame's advance, so moves heard together share the speed-up.
  const queue = [...motion.queue, { x: cell.x, y: cell.y, facing }];
  if (queue.length <= MAX_BACKLOG) return { ...motion, queue };
  const from = queue[queue.length - MAX_BACKLOG - 1]!;
  return { ...standingAt(from, from.facing), steps: motion.steps, queue: queue.slice(-MAX_BACKLOG) };
}

/** Starts the next queued steps whose turn has come; behind by several, each plays faster. */
export function advance(motion: RemoteMotion, nowMs: number): RemoteMotion {
  let current = motion;
  for (;;) {
    const end = current.startedAt + current.durationMs;
    const next = current.queue[0];
    if (!next || nowMs < end) return current;
    const rest = current.queue.slice(1);
    const durationMs = REMOTE_STEP_MS / Math.min(MAX_SPEED_UP, 1 + rest.length);
    // Chained steps start where the last ended; after a pause, now (never replayed in the past).
    const startedAt = nowMs - end < durationMs ? end : nowMs;
    current = {
      from: current.to,
      to: { x: next.x, y: next.y },
      startedAt,
      durationMs,
      facing: next.facing,
      queue: rest,
      steps: current.steps + 1,
    };
  }
}

/** Where to draw the player at nowMs (cells, fractional while walking). */
export function poseAt(motion: RemoteMotion, nowMs: number): RemotePose {
  const t = Math.min(1, Math.max(0, (nowMs - motion.startedAt) / motion.durationMs));
  return {
    x: motion.from.x + (motion.to.x - motion.from.x) * t,
    y: motion.from.y + (motion.to.y - motion.from.y) * t,
    facing: motion.facing,
    moving: t < 1,
    steps: motion.steps,
  };
}
