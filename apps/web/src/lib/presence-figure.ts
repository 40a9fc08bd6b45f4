import type { Direction, Emote } from '@authentic/core';

/**
 * Another player on this map as the renderer draws them this frame: live presence makes these,
 * the game's renderer draws them (the two features meet in `app/game/`).
 */
export interface PresenceFigure {
  handle: string;
  name: string;
  avatarUrl: string | null;
  /** Cells, fractional while walking from one to the next. */
  x: number;
  y: number;
  facing: Direction;
  moving: boolean;
  steps: number;
  emote: Emote | null;
  /** A chat line said a moment ago, shown as a bubble. */
  say: { id: string; text: string } | null;
  /** The local player's own emote and bubble: only those are drawn, over the character (x and y say nothing). */
  self?: boolean;
  /** The player chosen with N or a click (issue 34): drawn with a ring. */
  chosen?: boolean;
}
