import { HOME_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { MagicBird } from './magic-bird';

/** Spec 01 §2: the magical button appears 2 s after the secret, and the bird shows for 2 s. */
export const MAGIC_BUTTON_DELAY_MS = 2000;
export const BIRD_FLIGHT_MS = 2000;

export interface WorldMakerProps {
  /** The player's worlds (the worlds feature's list, passed in by app/). */
  yourWorlds: ReactNode;
  /** Plays the magical button's sound (the audio feature's, passed in by app/). */
  onMagic?: () => void;
}

type Phase = 'closed' | 'secret' | 'button';

/**
 * The signed-in home section: Your Worlds, 'Create New World' with its secret, the 'Press the
 * Button' magical button and its bird, and the ways on to the dashboard and a real new world.
 */
export function WorldMaker({ yourWorlds, onMagic }: WorldMakerProps) {
  const [phase, setPhase] = useState<Phase>('closed');
  // Each press is a new flight: the key restarts the animation and the timer.
  const [flight, setFlight] = useState<number | null>(null);

  useEffect(() => {
    if (phase !== 'secret') return;
    const reveal = setTimeout(() => setPhase('button'), MAGIC_BUTTON_DELAY_MS);
    return () => clearTimeout(reveal);
  }, [phase]);

  useEffect(() => {
    if (flight === null) return;
    const land = setTimeout(() => setFlight(null), BIRD_FLIGHT_MS);
    return () => clearTimeout(land);
  }, [flight]);

  const pressMagic = () => {
    onMagic?.();
    setFlight((previous) => (previous ?? 0) + 1);
  };

  return (
    <section className="panel home-worlds" aria-labelledby="your-worlds-title">
      <h2 id="your-worlds-title">{SCREEN_MESSAGES.yourWorlds}</h2>
      {yourWorlds}
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          aria-expanded={phase !== 'closed'}
          aria-controls="home-secret"
          onClick={() => setPhase((current) => (current === 'closed' ? 'secret' : current))}
        >
          {SCREEN_MESSAGES.createNewWorld}
        </button>
        <Link to={paths.dashboard} className="button">
          {HOME_MESSAGES.goToDashboard}
        </Link>
      </div>
      {/* Always in the page, so screen readers announce the secret when it appears. */}
      <div id="home-secret" className="home-secret" aria-live="polite">
        {phase !== 'closed' && <p className="home-secret-message">{HOME_MESSAGES.secretMessage}</p>}
        {phase === 'button' && (
          <div className="button-row home-secret-actions">
            <button type="button" className="button magic-button" onClick={pressMagic}>
              {SCREEN_MESSAGES.pressTheButton}
            </button>
            <Link to={paths.createWorld} className="button button-secondary">
              {HOME_MESSAGES.buildRealWorld}
            </Link>
          </div>
        )}
      </div>
      <div className="magic-sky" aria-live="polite">
        {flight !== null && <MagicBird key={flight} />}
      </div>
    </section>
  );
}
