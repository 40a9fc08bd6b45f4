import {
  PLATFORMER_SETTINGS as S,
  PLATFORMER_STAGE_NAMES,
  PLATFORMER_STAGE_ORDER,
  PLATFORMER_TEXTS as T,
  type PlatformerResultRequest,
} from '@authentic/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import { animationFrameSource, type PlatformerFrameSource } from './frame-source';
import { createHeldInput, platformerActionOfKey } from './platformer-keys';
import { PlatformerHud, PlatformerMessages, PlatformerOverlay } from './platformer-panels';
import { createPlatformerRenderer, type PlatformerRenderer } from './platformer-renderer';
import { createPlatformerSession } from './platformer-session';
import { STAGE_LOOKS, STAGE_SCENES } from './stage-looks';
import { TouchControls } from './touch-controls';
import { canLockLandscape, lockLandscape, releaseLandscape, usePortraitPhone } from './use-portrait-phone';
import './platformer.css';

/**
 * How much of the stage a phone held upright shows: 480 of the 800 px, so the picture is two thirds
 * larger than the whole 800 shrunk to the phone's width (decision 0239).
 */
export const PORTRAIT_VIEW_WIDTH = 480;

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

  // Keyboard: the hints' keys move, jump and fire; Escape belongs to the dialog (onEscape). They are
  // caught first and go no further, so the world behind never sees them (F there opens feedback).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = platformerActionOfKey(event.key);
      if (!action || belongsToControl(event)) return;
      event.preventDefault();
      event.stopPropagation();
      input.press(`key-${event.key.toLowerCase()}`, action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!platformerActionOfKey(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      input.release(`key-${event.key.toLowerCase()}`);
    };
    const releaseAll = () => input.releaseAll();
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    window.addEventListener('blur', releaseAll);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('blur', releaseAll);
      input.releaseAll();
    };
  }, [input]);

  // A phone held upright shows less of the stage, larger; it may also offer to turn the game sideways.
  const portrait = usePortraitPhone();
  const viewWidth = portrait ? PORTRAIT_VIEW_WIDTH : S.canvasWidth;
  const [offerLandscape] = useState(canLockLandscape);
  const enteredFullscreen = useRef(false);
  const goLandscape = useCallback(() => {
    void lockLandscape().then((entered) => {
      enteredFullscreen.current ||= entered;
    });
  }, []);
  useEffect(() => () => releaseLandscape(enteredFullscreen.current), []);

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

  // A turned phone changes the canvas's width, which clears it: draw again at once.
  useEffect(() => {
    rendererRef.current?.draw(session.state);
  }, [viewWidth, session]);

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
      {portrait ? (
        <p className="platformer-rotate">
          {T.rotateHint}{' '}
          {offerLandscape ? (
            <button type="button" className="button" onClick={goLandscape}>
              {T.landscape}
            </button>
          ) : null}
        </p>
      ) : null}
      <PlatformerHud hud={hud} />
      <div className="platformer-stage" style={{ '--platformer-aspect': viewWidth / S.canvasHeight } as CSSProperties}>
        <canvas
          ref={canvasRef}
          className="platformer-canvas"
          width={viewWidth}
          height={S.canvasHeight}
          role="img"
          aria-label={`${stageName}: ${STAGE_SCENES[hud.stage]}, with ${STAGE_LOOKS[hud.stage].dangers}.`}
        />
        <PlatformerMessages hud={hud} />
        {hud.status === 'playing' ? null : (
          <PlatformerOverlay
            status={hud.status}
            score={hud.score}
            deathCause={hud.deathCause}
            stageName={stageName}
            onTryAgain={tryAgain}
            onExit={exit}
          />
        )}
      </div>
      <div className="platformer-hint">
        <p>{T.controlsHint}</p>
        <p>{T.fireHint}</p>
      </div>
      <TouchControls input={input} armed={hud.armed} />
    </FullscreenDialog>
  );
}
