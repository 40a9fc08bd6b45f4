import {
  PLATFORMER_SETTINGS as S,
  PLATFORMER_STAGE_NAMES,
  PLATFORMER_STAGE_ORDER,
  PLATFORMER_TEXTS as T,
  type PlatformerResultRequest,
} from '@authentic/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import { animationFrameSource, type PlatformerFrameSource } from './frame-source';
import { createHeldInput, platformerActionOfKey } from './platformer-keys';
import { PlatformerHud, PlatformerMessages, PlatformerOverlay } from './platformer-panels';
import { createPlatformerRenderer, type PlatformerRenderer } from './platformer-renderer';
import { createPlatformerSession } from './platformer-session';
import { STAGE_SCENES } from './stage-looks';
import { TouchControls } from './touch-controls';
import './platformer.css';

export type { PlatformerFrameSource } from './frame-source';

export interface PlatformerScreenProps {
  /** Called once, 5 s after the final victory (spec 02 §4), with the verified-result body. */
  onComplete: (result: PlatformerResultRequest) => void;
  onExit: () => void;
  /** Where frames come from. Default: requestAnimationFrame + performance.now(). Tests pass a manual one. */
  frames?: PlatformerFrameSource;
}

/** What `window.__platformerTest` offers a browser test (decision 0212). */
export interface PlatformerTestHook {
  /** Runs `n` fixed steps with the keys held right now, then draws and publishes once. */
  step(n: number): void;
  state(): { stage: string; status: string; score: number; health: number; x: number; y: number };
}

type TestWindow = Window & { __AUTHENTIC_TEST_CLOCK__?: unknown; __platformerTest?: PlatformerTestHook };

/** Space and Enter on a focused button press the button, not the game. */
function belongsToControl(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  return (event.key === ' ' || event.key === 'Enter') && !!target?.closest?.('button, input, textarea, select, a');
}

/**
 * The platformer (level 4): three stages on an 800×400 canvas, with the HUD, messages and overlays
 * as DOM. The loop lives outside React: it adds real elapsed time to a lag counter and runs one
 * recorded fixed step per whole step of it, exactly what the server replays.
 */
export function PlatformerScreen({ onComplete, onExit, frames }: PlatformerScreenProps) {
  const [session] = useState(createPlatformerSession);
  const [input] = useState(createHeldInput);
  const hud = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PlatformerRenderer | null>(null);
  const callbacks = useRef({ onComplete, onExit });
  useEffect(() => {
    callbacks.current = { onComplete, onExit };
  }, [onComplete, onExit]);

  const reported = useRef(false);
  /** Hands the verified result over once; from the 5 s timer, or earlier if the player leaves. */
  const report = useCallback(() => {
    const result = session.result();
    if (reported.current || !result) return;
    reported.current = true;
    callbacks.current.onComplete(result);
  }, [session]);
  const exit = useCallback(() => {
    report();
    callbacks.current.onExit();
  }, [report]);

  useEffect(() => {
    if (hud.status !== 'victory') return;
    const timer = window.setTimeout(report, S.victoryReportDelayMs);
    return () => window.clearTimeout(timer);
  }, [hud.status, report]);
  // Leaving by any other way (a route change) still keeps the reward.
  useEffect(() => () => report(), [report]);

  // Keyboard: the hint's keys move and jump; Escape belongs to the dialog (onEscape).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = platformerActionOfKey(event.key);
      if (!action || belongsToControl(event)) return;
      event.preventDefault();
      input.press(`key-${event.key.toLowerCase()}`, action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!platformerActionOfKey(event.key)) return;
      event.preventDefault();
      input.release(`key-${event.key.toLowerCase()}`);
    };
    const releaseAll = () => input.releaseAll();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', releaseAll);
      input.releaseAll();
    };
  }, [input]);

  // The loop: frames from the source, or, in a browser test, steps on demand (decision 0212).
  useEffect(() => {
    const renderer = createPlatformerRenderer(canvasRef.current);
    rendererRef.current = renderer;
    const draw = () => renderer.draw(session.state);
    const testWindow = window as TestWindow;
    if (testWindow.__AUTHENTIC_TEST_CLOCK__ === true) {
      // Browser tests drive the injected clock step by step with real key presses; nothing is skipped.
      const hook: PlatformerTestHook = {
        step(n) {
          for (let i = 0; i < n; i += 1) session.step(input.current());
          draw();
          session.publish();
        },
        state() {
          const { stage, status, player } = session.state;
          return {
            stage,
            status,
            score: player.score,
            health: player.health,
            x: player.position.x,
            y: player.position.y,
          };
        },
      };
      testWindow.__platformerTest = hook;
      draw();
      return () => {
        if (testWindow.__platformerTest === hook) delete testWindow.__platformerTest;
      };
    }

    const source = frames ?? animationFrameSource;
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
    // A hidden tab pauses the game; on return the clock restarts from now, so nothing jumps.
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
  }, [session, input, frames]);

  const tryAgain = useCallback(() => {
    session.restart();
    // The picture changes at once, even before the next frame (or test step).
    rendererRef.current?.draw(session.state);
  }, [session]);

  const stageName = PLATFORMER_STAGE_NAMES[hud.stage];
  const stageNumber = PLATFORMER_STAGE_ORDER.indexOf(hud.stage) + 1;
  return (
    <FullscreenDialog
      title={T.title}
      onEscape={exit}
      className="platformer-screen"
      header={(titleId) => (
        <header className="platformer-header">
          <h2 id={titleId}>{T.title}</h2>
          <p className="platformer-stage-name">
            Stage {stageNumber}/{PLATFORMER_STAGE_ORDER.length}: {stageName}
          </p>
          <button type="button" className="button platformer-exit" onClick={exit}>
            {T.exitGame}
          </button>
        </header>
      )}
    >
      <PlatformerHud hud={hud} />
      <div className="platformer-stage">
        <canvas
          ref={canvasRef}
          className="platformer-canvas"
          width={S.canvasWidth}
          height={S.canvasHeight}
          role="img"
          aria-label={`${stageName}: ${STAGE_SCENES[hud.stage]}.`}
        />
        <PlatformerMessages hud={hud} />
        {hud.status === 'playing' ? null : (
          <PlatformerOverlay status={hud.status} score={hud.score} onTryAgain={tryAgain} onExit={exit} />
        )}
      </div>
      <p className="platformer-hint">{T.controlsHint}</p>
      <TouchControls input={input} onExit={exit} />
    </FullscreenDialog>
  );
}
