import { useState } from 'react';
import { PRESENCE_MESSAGES } from '@authentic/core';
import { PlayerActions, type SafetyActions } from './player-actions';
import type { RemotePlayer } from './remote-players';
import { SidePanel } from './side-panel';
import { PRESENCE_TEXTS } from './presence-texts';

export type { SafetyActions };

export interface WhoIsHereProps {
  id?: string;
  players: readonly RemotePlayer[];
  /** Add friend, Profile, Mute, Block and Report are for signed-in players, about signed-in players (guests have no name). */
  signedIn: boolean;
  onClose: () => void;
  actions?: SafetyActions;
}

/**
 * 'Who is here': everyone else on this map by name (or Traveller), each signed-in one with Add friend
 * (or 'Friends' / 'Request sent'), Profile, Mute, Block and Report. A panel beside the map, not a
 * modal: the game goes on behind it.
 */
export function WhoIsHere({ id, players, signedIn, onClose, actions }: WhoIsHereProps) {
  const [status, setStatus] = useState<string | null>(null);

  return (
    <SidePanel id={id} title={PRESENCE_MESSAGES.whoIsHere} className="who-is-here" onClose={onClose}>
      {players.length === 0 ? (
        <p>{PRESENCE_MESSAGES.nobodyElse}</p>
      ) : (
        <ul className="who-is-here-list">
          {players.map((player) => (
            <li key={player.handle}>
              <span className="who-is-here-name">{player.name}</span>
              <span className="who-is-here-cell">{PRESENCE_TEXTS.cell(player.x, player.y)}</span>
              {signedIn && player.username && (
                <span className="who-is-here-actions">
                  <PlayerActions username={player.username} actions={actions} onStatus={setStatus} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="presence-status" role="status">
        {status}
      </p>
    </SidePanel>
  );
}
