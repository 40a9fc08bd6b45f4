import { useEffect, useRef, type RefObject } from 'react';
import { animationFrameSource, type PlatformerFrameSource } from './frame-source';
import type { HeldInput } from './platformer-keys';
import { createPlatformerRenderer, type PlatformerRenderer } from './platformer-renderer';
import type { PlatformerSession } from './platformer-session';

/** What `window.__platformerTest` offers a browser test (decision 0212). */
export interface PlatformerTestHook {
  /** Runs `n` fixed steps with the keys held right now, then draws and publishes once. */
  step(n: number): void;
  state(): {
    stage: string;
    status: string;
    score: number;
    health: number;
    x: number;
    y: number;
    armed: boolean;
    defeatedEnemies: string[];
    projectiles: number;
  };
}

type TestWindow = Window & { __AUTHENTIC_TEST_CLOCK__?: unknown; __platformerTest?: PlatformerTestHook };

/** Browser tests drive the injected clock step by step with real key presses; nothing is skipped. */
function installTestHook(session: PlatformerSession, input: HeldInput, draw: () => void): () => void {
  const testWindow = window as TestWindow;
  const hook: PlatformerTestHook = {
    step(n) {
      for (let i = 0; i < n; i += 1) session.step(input.current());
      draw();
      session.publish();
    },
    state() {
      const { stage, status, player, defeatedEnemies, projectiles } = session.state;
      return {
        stage,
        status,
        score: player.score,
        health: player.health,
        x: player.position.x,
        y: player.position.y,
        armed: player.armed,
        defeatedEnemies: [...defeatedEnemies],
        projectiles: projectiles.length,
      };
    },
  };
  testWindow.__platformerTest = hook;
  draw();
  return () => {
    if (testWindow.__platformerTest === hook) delete testWindow.__platformerTest;
  };
}

/**
 * Frames from the source: each adds real elapsed time to the session's lag and draws once. A hidden
 * tab pauses the game; on return the clock restarts from now, so nothing jumps.
 */
function runFrames(
  session: PlatformerSession,
  input: HeldInput,
  source: PlatformerFrameSource,
  draw: () => void,
): () => void {
  let last = source.now();
  let cancel: (() => void) | null = null;
  const frame = () => {
    cancel = null;
    const now = source.now();
    session.advance(now - last, input.current());
    last = now;
    draw();
    session.publish();
    schedule();
  };
  const schedule = () => {
    if (!document.hidden && !cancel) cancel = source.request(frame);
  };
  const onVisibility = () => {
    if (document.hidden) {
      cancel?.();
      cancel = null;
      input.releaseAll();
    } else {
      last = source.now();
      schedule();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  draw();
  schedule();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    cancel?.();
  };
}

/**
 * The loop lives outside React: frames from the source, or, in a browser test, steps on demand
 * (decision 0212). Returns the renderer, so a change of picture can be drawn at once.
 */
export function usePlatformerLoop(
  canvas: RefObject<HTMLCanvasElement | null>,
  session: PlatformerSession,
  input: HeldInput,
  frames: PlatformerFrameSource | undefined,
): RefObject<PlatformerRenderer | null> {
  const rendererRef = useRef<PlatformerRenderer | null>(null);
  useEffect(() => {
    const renderer = createPlatformerRenderer(canvas.current);
    rendererRef.current = renderer;
    const draw = () => renderer.draw(session.state);
    if ((window as TestWindow).__AUTHENTIC_TEST_CLOCK__ === true) return installTestHook(session, input, draw);
    return runFrames(session, input, frames ?? animationFrameSource, draw);
  }, [canvas, session, input, frames]);
  return rendererRef;
}
