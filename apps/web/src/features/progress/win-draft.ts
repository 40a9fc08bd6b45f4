import type { AchievementDto, GameLevelId, MiniGameOutcome } from '@authentic/core';
import type { ExperienceReason, NewItem, Place, ProgressItem } from './progress-types';

/**
 * One win — a level completed, a mini-game won — gathered while the tracker handles it, so the
 * player sees one card of what it earned (experience, achievements, the experience level and its
 * title) instead of a toast for each (decision 0242).
 */
export interface WinDraft {
  level: GameLevelId | null;
  game: MiniGameOutcome['game'] | null;
  experience: { amount: number; reason: ExperienceReason }[];
  achievements: AchievementDto[];
  before: number;
}

export function openWin(before: number, game: MiniGameOutcome['game'] | null = null): WinDraft {
  return { level: null, game, experience: [], achievements: [], before };
}

export function winItem(draft: WinDraft, total: number, at: Place | null): NewItem {
  return {
    kind: 'win',
    level: draft.level,
    game: draft.game,
    earned: { experience: draft.experience, achievements: draft.achievements, total, before: draft.before },
    at,
  };
}

/** Further than this many cells (in either direction) from where a win's card appeared, the player has walked away. */
export const WALK_AWAY_CELLS = 3;

/** A card of a win stays only while the player is on its map and near where it was earned. */
export function walkedAway(at: Place, here: Place): boolean {
  if (at.mapId !== here.mapId) return true;
  const dx = Math.abs(at.position.x - here.position.x);
  const dy = Math.abs(at.position.y - here.position.y);
  return Math.max(dx, dy) > WALK_AWAY_CELLS;
}

/**
 * The queue after the player stands at `now`: a win's card never follows the player onto another
 * map or far from where it was won. A mini-game's card (no place yet: the game's room is no place
 * on the map) is placed where the player is back.
 */
export function placeWins(queue: readonly ProgressItem[], now: Place): readonly ProgressItem[] {
  if (!queue.some((item) => item.kind === 'win' && (!item.at || walkedAway(item.at, now)))) return queue;
  return queue.flatMap((item): ProgressItem[] => {
    if (item.kind !== 'win') return [item];
    if (!item.at) return [{ ...item, at: now }];
    return walkedAway(item.at, now) ? [] : [item];
  });
}
