import type { PlatformerInput } from '@authentic/core';

export type PlatformerAction = 'left' | 'right' | 'jump' | 'fire';

/**
 * Keyboard keys of the controls hints, by `KeyboardEvent.key` (lower-cased). Escape is the
 * dialog's. Fire is F or X (decision 0239): both sit by WASD, and X by the arrows' left hand too.
 */
const KEY_ACTIONS: Readonly<Record<string, PlatformerAction>> = {
  arrowleft: 'left',
  a: 'left',
  arrowright: 'right',
  d: 'right',
  arrowup: 'jump',
  w: 'jump',
  ' ': 'jump',
  spacebar: 'jump',
  f: 'fire',
  x: 'fire',
};

export function platformerActionOfKey(key: string): PlatformerAction | null {
  return KEY_ACTIONS[key.toLowerCase()] ?? null;
}

/**
 * What is held right now, from every source at once (two keys for the same action, a finger on a
 * touch button): an action is held while any of its sources is.
 */
export function createHeldInput() {
  const held = new Map<string, PlatformerAction>();
  return {
    press(source: string, action: PlatformerAction): void {
      held.set(source, action);
    },
    release(source: string): void {
      held.delete(source);
    },
    releaseAll(): void {
      held.clear();
    },
    current(): PlatformerInput {
      const actions = new Set(held.values());
      return {
        left: actions.has('left'),
        right: actions.has('right'),
        jump: actions.has('jump'),
        fire: actions.has('fire'),
      };
    },
  };
}

export type HeldInput = ReturnType<typeof createHeldInput>;
