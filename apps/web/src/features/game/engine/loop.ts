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

/** Runs a loop on animation frames until the returned stop is called. */
export function runOnAnimationFrames(loop: FixedStepLoop): () => void {
  let handle = 0;
  const tick = () => {
    loop.frame();
    handle = requestAnimationFrame(tick);
  };
  loop.reset();
  handle = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(handle);
}
