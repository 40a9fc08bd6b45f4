import type { Direction } from '@authentic/core';

/** What a key asks the game to do (spec 01 §2 keys). */
export type GameCommand =
  | { kind: 'move'; direction: Direction }
  | { kind: 'toggle'; panel: 'inventory' | 'worldMap' | 'feedback' }
  | { kind: 'talk' }
  /** E interacts; P picks up (spec 01 §4), which also takes the player's own artifact off the map. */
  | { kind: 'interact'; take?: true }
  | { kind: 'portal' }
  | { kind: 'close' };

const KEY_COMMANDS: Readonly<Record<string, GameCommand>> = {
  arrowup: { kind: 'move', direction: 'up' },
  arrowdown: { kind: 'move', direction: 'down' },
  arrowleft: { kind: 'move', direction: 'left' },
  arrowright: { kind: 'move', direction: 'right' },
  w: { kind: 'move', direction: 'up' },
  s: { kind: 'move', direction: 'down' },
  a: { kind: 'move', direction: 'left' },
  d: { kind: 'move', direction: 'right' },
  i: { kind: 'toggle', panel: 'inventory' },
  m: { kind: 'toggle', panel: 'worldMap' },
  f: { kind: 'toggle', panel: 'feedback' },
  t: { kind: 'talk' },
  e: { kind: 'interact' },
  p: { kind: 'interact', take: true },
  ' ': { kind: 'portal' },
  escape: { kind: 'close' },
};

/** True while the player types: keys then belong to the field, not the game. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target.isContentEditable;
}

/** The command for a key press, or null when the game should leave the key alone. */
export function commandForKey(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): GameCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return KEY_COMMANDS[event.key.toLowerCase()] ?? null;
}
