import { Link, useLocation } from 'react-router';
import { AUTH_MESSAGES, GAME_SESSION_EXPIRED_MESSAGES } from '@authentic/core';
import { Notice } from '../../ui/notice';
import { paths } from '../../lib/paths';

/**
 * /game after the stored session could not be renewed (decision 0220): say so, offer to log in again
 * (coming back here), or to play on as a guest from the beginning.
 */
export function SessionExpiredScreen({ onPlayAsGuest }: { onPlayAsGuest: () => void }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <section className="panel session-expired" aria-labelledby="session-expired-heading">
      <h1 id="session-expired-heading">{GAME_SESSION_EXPIRED_MESSAGES.heading}</h1>
      <Notice kind="warning">{AUTH_MESSAGES.sessionExpiredLogin}</Notice>
      <div className="button-row">
        <Link className="button button-primary" to={`${paths.login}?expired=true`} state={{ from }}>
          {GAME_SESSION_EXPIRED_MESSAGES.logIn}
        </Link>
        <button type="button" className="button" onClick={onPlayAsGuest}>
          {GAME_SESSION_EXPIRED_MESSAGES.playAsGuest}
        </button>
      </div>
      <p>{GAME_SESSION_EXPIRED_MESSAGES.guestStartsFresh}</p>
    </section>
  );
}
