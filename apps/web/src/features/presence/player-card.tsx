import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { PlayerActions, type SafetyActions } from './player-actions';
import type { RemotePlayer } from './remote-players';
import { PRESENCE_TEXTS } from './presence-texts';

export interface PlayerCardProps {
  player: RemotePlayer;
  /** The one looking: a guest sees the name and a way to sign in. */
  signedIn: boolean;
  /** Escape or ×: the card closes and focus goes back to the map. */
  onClose: () => void;
  actions?: SafetyActions;
}

/**
 * Another player's card (issue 34 item 6): their name and, between signed-in players, Add friend,
 * Profile, Mute, Block and Report. Not modal: the game goes on; focus moves in when it opens.
 */
export function PlayerCard({ player, signedIn, onClose, actions }: PlayerCardProps) {
  const ref = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const reporting = useRef(false);

  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [player.handle]);

  // Escape closes the card while focus is in it, or lost to the page (a pressed button that gave
  // way to 'Request sent'); the report dialog's own Escape closes only that dialog.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || reporting.current) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body && !ref.current?.contains(focused)) return;
      event.stopPropagation();
      closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-label={player.name}
      tabIndex={-1}
      className="panel presence-panel player-card"
    >
      <div className="presence-panel-header">
        <h2>{player.name}</h2>
        <button type="button" className="modal-close" aria-label={PRESENCE_TEXTS.close} onClick={onClose}>
          ×
        </button>
      </div>
      {!player.username ? (
        <p>{T.guestCard}</p>
      ) : signedIn ? (
        <PlayerActions
          username={player.username}
          actions={actions}
          onStatus={setStatus}
          onReportOpen={(open) => (reporting.current = open)}
        />
      ) : (
        <p>
          <Link to={paths.login}>{T.signInToAdd}</Link>
        </p>
      )}
      <p className="presence-status" role="status">
        {status}
      </p>
    </section>
  );
}
