import {
  PLATFORMER_SETTINGS as S,
  PLATFORMER_STAGE_NAMES,
  PLATFORMER_STAGE_ORDER,
  PLATFORMER_TEXTS as T,
  type PlatformerResultRequest,
} from '@authentic/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import type { PlatformerFrameSource } from './frame-source';
import { createHeldInput } from './platformer-keys';
import { PlatformerHud, PlatformerMessages, PlatformerOverlay } from './platformer-panels';
import { PLATFORMER_SCREEN_TEXTS as SCREEN } from './platformer-screen-texts';
import { createPlatformerSession } from './platformer-session';
import { STAGE_LOOKS, STAGE_SCENES } from './stage-looks';
import { TouchControls } from './touch-controls';
import { usePlatformerKeys } from './use-platformer-keys';
import { usePlatformerLoop } from './use-platformer-loop';
import { usePlatformerReport } from './use-platformer-report';
import { usePhoneView } from './use-portrait-phone';
import './platformer.css';

export { PORTRAIT_VIEW_WIDTH } from './use-portrait-phone';
export type { PlatformerFrameSource } from './frame-source';
export type { PlatformerTestHook } from './use-platformer-loop';

export interface PlatformerScreenProps {
  /** Called once, 5 s after the final victory (spec 02 §4), with the verified-result body. */
  onComplete: (result: PlatformerResultRequest) => void;
  onExit: () => void;
  /** Where frames come from. Default: requestAnimationFrame + performance.now(). Tests pass a manual one. */
  frames?: PlatformerFrameSource;
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
  const { exit } = usePlatformerReport(session, hud.status, onComplete, onExit);
  usePlatformerKeys(input);
  const { portrait, viewWidth, offerLandscape, goLandscape } = usePhoneView();
  const rendererRef = usePlatformerLoop(canvasRef, session, input, frames);

  // A turned phone changes the canvas's width, which clears it: draw again at once.
  useEffect(() => {
    rendererRef.current?.draw(session.state);
  }, [viewWidth, session, rendererRef]);

  const tryAgain = useCallback(() => {
    session.restart();
    // The picture changes at once, even before the next frame (or test step).
    rendererRef.current?.draw(session.state);
  }, [session, rendererRef]);

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
          <p className="platformer-stage-name">{SCREEN.stage(stageNumber, PLATFORMER_STAGE_ORDER.length, stageName)}</p>
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
          aria-label={SCREEN.canvasLabel(stageName, STAGE_SCENES[hud.stage], STAGE_LOOKS[hud.stage].dangers)}
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
