import { ADVENTURE_SCREEN_TEXTS as TEXTS } from '@authentic/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';

function EndOverlay({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  const titleId = useId();
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    node.current?.querySelector<HTMLButtonElement>('button[data-primary]')?.focus();
  }, []);
  return (
    <div className="adventure-overlay">
      <div ref={node} className="adventure-overlay-card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h3 id={titleId}>{title}</h3>
        <p>{body}</p>
        <div className="adventure-overlay-actions">{children}</div>
      </div>
    </div>
  );
}

/** Spec 02 §2: 'Adventure Complete' with 'Continue Your Journey'. */
export function AdventureCompleteOverlay({ onContinue }: { onContinue: () => void }) {
  return (
    <EndOverlay title={TEXTS.completeTitle} body={TEXTS.completeBody}>
      <button type="button" className="button button-primary" data-primary onClick={onContinue}>
        {TEXTS.continueJourney}
      </button>
    </EndOverlay>
  );
}

/** Spec 02 §2: 'Game Over' with Exit and Try Again. */
export function AdventureGameOverOverlay({ onExit, onTryAgain }: { onExit: () => void; onTryAgain: () => void }) {
  return (
    <EndOverlay title={TEXTS.gameOverTitle} body={TEXTS.gameOverBody}>
      <button type="button" className="button" onClick={onExit}>
        {TEXTS.exit}
      </button>
      <button type="button" className="button button-primary" data-primary onClick={onTryAgain}>
        {TEXTS.tryAgain}
      </button>
    </EndOverlay>
  );
}
