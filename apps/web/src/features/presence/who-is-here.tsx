import { useState } from 'react';
import { PRESENCE_MESSAGES, SAFETY_MESSAGES } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { blockPlayer, mutePlayer } from '../../lib/safety-api';
import { ReportButton } from '../../ui/report-button';
import type { RemotePlayer } from './remote-players';

export interface SafetyActions {
  block(username: string): Promise<void>;
  mute(username: string): Promise<void>;
}

const LIB_ACTIONS: SafetyActions = { block: blockPlayer, mute: mutePlayer };

export interface WhoIsHereProps {
  id?: string;
  players: readonly RemotePlayer[];
  /** Block, Mute and Report are for signed-in players, about signed-in players (guests have no name). */
  signedIn: boolean;
  onClose: () => void;
  actions?: SafetyActions;
}

/**
 * 'Who is here': everyone else on this map by name (or Traveller), each signed-in one with Block,
 * Mute and Report. A panel beside the map, not a modal: the game goes on behind it.
 */
export function WhoIsHere({ id, players, signedIn, onClose, actions = LIB_ACTIONS }: WhoIsHereProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (kind: 'block' | 'mute', username: string) => {
    setBusy(username);
    try {
      await actions[kind](username);
      setStatus(kind === 'block' ? SAFETY_MESSAGES.blocked(username) : SAFETY_MESSAGES.muted(username));
    } catch (error) {
      setStatus(serverMessageOr(error, SAFETY_MESSAGES.playerNotFound));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      id={id}
      className="panel presence-panel who-is-here"
      aria-label={PRESENCE_MESSAGES.whoIsHere}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="presence-panel-header">
        <h2>{PRESENCE_MESSAGES.whoIsHere}</h2>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {players.length === 0 ? (
        <p>{PRESENCE_MESSAGES.nobodyElse}</p>
      ) : (
        <ul className="who-is-here-list">
          {players.map((player) => (
            <li key={player.handle}>
              <span className="who-is-here-name">{player.name}</span>
              <span className="who-is-here-cell">{`row ${player.y}, column ${player.x}`}</span>
              {signedIn && player.username && (
                <span className="who-is-here-actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${SAFETY_MESSAGES.block} ${player.username}`}
                    disabled={busy === player.username}
                    onClick={() => void act('block', player.username!)}
                  >
                    {SAFETY_MESSAGES.block}
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${SAFETY_MESSAGES.mute} ${player.username}`}
                    disabled={busy === player.username}
                    onClick={() => void act('mute', player.username!)}
                  >
                    {SAFETY_MESSAGES.mute}
                  </button>
                  <ReportButton
                    kind="player"
                    target={player.username}
                    targetLabel={player.username}
                    className="button button-small"
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="presence-status" role="status">
        {status}
      </p>
    </section>
  );
}
