import type { ReactNode } from 'react';
import { GAME_SCREEN_MESSAGES } from '@authentic/core';
import { LevelMeter } from './level-meter';

/** Who plays: a signed-in player's name and avatar, or nobody (a guest). */
export interface HudPlayer {
  name: string | null;
  avatarUrl?: string | null;
  /** Experience for the level bar; null where the game keeps none (a player-made world for a guest). */
  experience: number | null;
}

export interface GameHudProps {
  mapName: string;
  player?: HudPlayer;
}

/**
 * The top-left card over the map: who plays, where, and how far to the next level. DOM, so screen
 * readers read it; small and in the corner, so it never covers the character (decision 0219).
 */
export function GameHud({ mapName, player }: GameHudProps) {
  const name = player?.name ?? GAME_SCREEN_MESSAGES.guest;
  return (
    <section className="game-hud" aria-label={GAME_SCREEN_MESSAGES.hud}>
      <div className="hud-player">
        {player?.avatarUrl ? (
          <img className="hud-avatar" src={player.avatarUrl} alt="" width={32} height={32} />
        ) : (
          <span className="hud-avatar hud-avatar-default" aria-hidden="true" />
        )}
        <div className="hud-who">
          <p className="hud-name">{name}</p>
          <p className="hud-map">
            <span className="visually-hidden">{GAME_SCREEN_MESSAGES.map}: </span>
            {mapName}
          </p>
        </div>
      </div>
      {player?.experience != null && <LevelMeter experience={player.experience} />}
    </section>
  );
}

/** The top-right column: the toolbar first, then what other features pin there (the quest tracker). */
export function HudCorner({ children }: { children: ReactNode }) {
  return <div className="game-hud-corner">{children}</div>;
}
