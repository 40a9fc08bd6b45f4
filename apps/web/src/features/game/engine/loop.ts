import type { Clock } from './clock';

/** 60 updates a second whatever the display rate, so patrols and animations run the same everywhere. */
export const STEP_MS = 1000 / 60;

/** A frame longer than this (a background tab, a debugger pause) counts as this long, so the game does not race. */
export const MAX_FRAME_MS = 250;

export interface FixedStepLoopOptions {
  clock: Clock;
  update: (stepMs: number) => void;
  /** Called once per frame after the updates; alpha is how far into the next step the frame is (0–1). */
  draw: (alpha: number) => void;
  stepMs?: number;
  maxFrameMs?: number;
}

export interface FixedStepLoop {
  /** One frame: catch up on updates, then draw once. Returns how many updates ran. */
  frame(): number;
  /** Forget time spent away (call when the loop resumes after a pause). */
  reset(): void;
}

/** STYLE.md habit 3: add elapsed time to a lag counter, update in fixed steps while there is lag, draw once. */
export function createFixedStepLoop({
  clock,
  update,
  draw,
  stepMs = STEP_MS,
  maxFrameMs = MAX_FRAME_MS,
}: FixedStepLoopOptions): FixedStepLoop {
  let last = clock.now();
  let lag = 0;
  return {
    frame() {
      const now = clock.now();
      lag += Math.min(Math.max(now - last, 0), maxFrameMs);
      last = now;
      let steps = 0;
      while (lag >= stepMs) {
        update(stepMs);
        lag -= stepMs;
        steps += 1;
      }
      draw(lag / stepMs);
      return steps;
    },
    reset() {
      last = clock.now();
      lag = 0;
    },
  };
}

declare global {
  interface Window {
    /**
     * Set only by the browser tests' init script (decision 0301): the game's frames at most this often,
     * so a machine running two test browsers does not spend a core repainting the map 60 times a second.
     * The game's updates still run in fixed steps; only how often it is drawn changes.
     */
    __authenticFrameMs?: number;
  }
}

/** The least time between two drawn frames: none for players, what a browser test asked for. */
export function leastFrameMs(): number {
  const asked = typeof window === 'undefined' ? undefined : window.__authenticFrameMs;
  return typeof asked === 'number' && asked > 0 && asked <= MAX_FRAME_MS ? asked : 0;
}

/** Runs a loop on animation frames until the returned stop is called. */
export function runOnAnimationFrames(loop: FixedStepLoop): () => void {
  let handle = 0;
  const least = leastFrameMs();
  let drawnAt = -Infinity;
  const tick = (time: number) => {
    // A frame a millisecond early still counts: animation frames come at the display's own pace.
    if (time - drawnAt >= least - 1) {
      drawnAt = time;
      loop.frame();
    }
    handle = requestAnimationFrame(tick);
  };
  loop.reset();
  handle = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(handle);
}
