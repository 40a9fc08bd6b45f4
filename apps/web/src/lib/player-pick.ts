import type { Position } from '@authentic/core';
import type { PresenceFigure } from './presence-figure';

/**
 * A click or tap on another player's figure on the map (issue 34): the canvas sends this event
 * (bubbling to the window) with the figure's handle, and live presence opens their player card.
 * The game and presence features meet through it without importing each other.
 */
export const PICK_PLAYER_EVENT = 'game:pick-player';

export interface PickPlayerDetail {
  handle: string;
}

/** The other player drawn on a cell (the nearest to it while walking), or null. */
export function figureAt(figures: readonly PresenceFigure[], cell: Position): PresenceFigure | null {
  let best: PresenceFigure | null = null;
  let bestDistance = Infinity;
  for (const figure of figures) {
    if (figure.self) continue;
    const distance = Math.max(Math.abs(figure.x - cell.x), Math.abs(figure.y - cell.y));
    if (distance < 0.75 && distance < bestDistance) {
      best = figure;
      bestDistance = distance;
    }
  }
  return best;
}
