import { describe, expect, it } from 'vitest';
import type { PresenceFigure } from '../../../lib/presence-figure';
import { PLAYER_LOOK } from '../../../lib/render/art/looks';
import { shirtFor } from './shirts';

const figure = (handle: string, name: string): PresenceFigure => ({
  handle,
  name,
  avatarUrl: null,
  x: 1,
  y: 1,
  facing: 'down',
  moving: false,
  steps: 0,
  emote: null,
  say: null,
});

describe('shirtFor', () => {
  it('dresses a player the same after a reconnect, when only their handle is new', () => {
    // zed reconnects: a new socket, a new handle, the same account (issue 34).
    const before = figure('h1', 'zed');
    const after = figure('k9', 'zed');
    expect(shirtFor(after.name)).toEqual(shirtFor(before.name));
  });

  it('dresses a guest by the name everyone sees, others differently, never in the player’s own blue', () => {
    expect(shirtFor('Traveller 4821')).toEqual(shirtFor('Traveller 4821'));
    const shirts = new Set(['ada', 'zed', 'bo', 'Traveller 4821', 'Traveller 1234'].map((n) => shirtFor(n).shirt));
    expect(shirts.size).toBeGreaterThan(1);
    expect(shirts.has(PLAYER_LOOK.shirt)).toBe(false);
  });
});
