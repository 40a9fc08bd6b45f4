import { PLATFORMER_SETTINGS as S, PLATFORMER_TEXTS as T } from '@authentic/core';
import { useEffect, useRef } from 'react';
import { PLATFORMER_SCREEN_TEXTS as SCREEN } from './platformer-screen-texts';
import type { PlatformerSnapshot } from './platformer-session';

/** Score, health, the weapon and this stage's manuscripts: DOM text, above the canvas, never under a thumb. */
export function PlatformerHud({ hud }: { hud: PlatformerSnapshot }) {
  const healthPercent = Math.round((hud.health / S.maxHealth) * 100);
  return (
    <div className="platformer-hud">
      <p className="platformer-hud-item">
        {T.score}: <strong data-testid="platformer-score">{hud.score}</strong>
      </p>
      <div className="platformer-hud-item platformer-health">
        <span aria-hidden="true">{T.health}</span>
        <div
          className="platformer-health-bar"
          role="progressbar"
          aria-label={T.health}
          aria-valuemin={0}
          aria-valuemax={S.maxHealth}
          aria-valuenow={hud.health}
        >
          <span style={{ width: `${healthPercent}%` }} />
        </div>
        <span aria-hidden="true">{hud.health}</span>
      </div>
      <p className={`platformer-hud-item platformer-weapon${hud.armed ? ' is-armed' : ''}`}>
        {T.weapon}: {hud.armed ? T.weaponReady : T.weaponNone}
      </p>
      <p className="platformer-hud-item">{SCREEN.manuscripts(hud.stageManuscripts, hud.stageManuscriptsTotal)}</p>
    </div>
  );
}

/** The manuscript page and the companion's lines, read out politely as they come. */
export function PlatformerMessages({ hud }: { hud: PlatformerSnapshot }) {
  return (
    <div className="platformer-messages" role="status" aria-live="polite">
      {hud.banner ? <p className="platformer-banner">{hud.banner}</p> : null}
      {hud.messages.map((message) => (
        <p key={message.id} className="platformer-message">
          {message.text}
        </p>
      ))}
    </div>
  );
}

export interface PlatformerOverlayProps {
  status: 'dead' | 'victory';
  score: number;
  /** Why the attempt ended, when dead. */
  deathCause: PlatformerSnapshot['deathCause'];
  /** The stage Try Again starts again. */
  stageName: string;
  onTryAgain: () => void;
  onExit: () => void;
}

/** Game Over (Try Again, Exit Game) or Victory! (Exit Game only); its first button takes focus. */
export function PlatformerOverlay({
  status,
  score,
  deathCause,
  stageName,
  onTryAgain,
  onExit,
}: PlatformerOverlayProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [status]);
  const won = status === 'victory';
  return (
    <div className="platformer-overlay" role="group" aria-labelledby="platformer-overlay-title">
      <div className="platformer-overlay-card">
        <h3 id="platformer-overlay-title">{won ? T.victory : T.gameOver}</h3>
        {won ? (
          <>
            <p>{T.victoryDetail}</p>
            <p>
              {T.score}: {score}
            </p>
          </>
        ) : (
          <>
            {deathCause ? <p>{deathCause === 'fall' ? T.fell : T.outOfHealth}</p> : null}
            <p>{T.retryDetail.replace('{stage}', stageName)}</p>
          </>
        )}
        <div className="button-row">
          {won ? null : (
            <button ref={first} type="button" className="button button-primary" onClick={onTryAgain}>
              {T.tryAgain}
            </button>
          )}
          <button ref={won ? first : undefined} type="button" className="button" onClick={onExit}>
            {T.exitGame}
          </button>
        </div>
      </div>
    </div>
  );
}
