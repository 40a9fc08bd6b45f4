// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { figureAt } from '../../lib/player-pick';
import { nextNearby } from './player-choice';
import type { RemotePlayer } from './remote-players';

const at = (handle: string, x: number, y: number): RemotePlayer => ({
  handle,
  username: handle,
  name: handle,
  avatarUrl: null,
  x,
  y,
});

describe('nextNearby', () => {
  const players = [at('far', 9, 9), at('near', 1, 2), at('mid', 4, 4)];
  it('goes from the nearest out and comes round again', () => {
    const here = { x: 1, y: 1 };
    expect(nextNearby(players, here, null)?.handle).toBe('near');
    expect(nextNearby(players, here, 'near')?.handle).toBe('mid');
    expect(nextNearby(players, here, 'mid')?.handle).toBe('far');
    expect(nextNearby(players, here, 'far')?.handle).toBe('near');
  });
  it('is null when nobody else is here', () => {
    expect(nextNearby([], { x: 0, y: 0 }, null)).toBeNull();
  });
});

describe('figureAt', () => {
  const figure = (handle: string, x: number, y: number, self = false) => ({
    handle,
    name: handle,
    avatarUrl: null,
    x,
    y,
    facing: 'down' as const,
    moving: false,
    steps: 0,
    emote: null,
    say: null,
    self,
  });
  it('finds the player drawn on the clicked cell, walking ones by where they are drawn', () => {
    expect(figureAt([figure('a', 3, 4), figure('b', 5.4, 4)], { x: 5, y: 4 })?.handle).toBe('b');
    expect(figureAt([figure('a', 3, 4)], { x: 4, y: 4 })).toBeNull();
    expect(figureAt([figure('me', 0, 0, true)], { x: 0, y: 0 })).toBeNull();
  });
});
