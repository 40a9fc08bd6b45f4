import { describe, expect, it } from 'vitest';
import { artifactDiscoveryHint, artifactDiscoveryHints, trackArtifactView } from './discovery-hints.js';

describe('artifactDiscoveryHint', () => {
  it.each([
    [0, 'You are standing on an artifact!'],
    [1, 'An artifact is very close by!'],
    [Math.SQRT2, 'You sense an artifact nearby...'],
    [2, 'You sense an artifact nearby...'],
    [3, 'There might be something interesting in this area...'],
  ])('%d tiles away', (tiles, hint) => {
    expect(artifactDiscoveryHint(tiles)).toBe(hint);
  });
});

describe('artifactDiscoveryHints', () => {
  const artifacts = [
    { id: 'far', name: 'Far', area: 'Overworld', location: { x: 10, y: 10 } },
    { id: 'edge', name: 'Edge', area: 'Overworld', location: { x: 8, y: 5 } },
    { id: 'here', name: 'Here', area: 'Overworld', location: { x: 5, y: 5 } },
    { id: 'other-map', name: 'Elsewhere', area: 'Desert 1', location: { x: 5, y: 5 } },
    { id: 'near', name: 'Near', location: { x: 5, y: 6, mapName: 'overworld' } },
    { id: 'nowhere', name: 'Nowhere', area: 'Overworld', location: null },
    { id: 'built-in', name: 'Scroll', mapId: 'overworld', location: { x: 6, y: 6 } },
  ];

  it('lists artifacts within 3 tiles on this map, nearest first', () => {
    const hints = artifactDiscoveryHints({ x: 5, y: 5 }, 'Overworld', artifacts);
    expect(hints.map((h) => [h.id, h.hint, h.canInteract])).toEqual([
      ['here', 'You are standing on an artifact!', true],
      ['near', 'An artifact is very close by!', false],
      ['built-in', 'You sense an artifact nearby...', false],
      ['edge', 'There might be something interesting in this area...', false],
    ]);
  });

  it('is empty when nothing is in range, so the panel hides', () => {
    expect(artifactDiscoveryHints({ x: 50, y: 50 }, 'Overworld', artifacts)).toEqual([]);
  });

  it('accepts the map id and name together', () => {
    const hints = artifactDiscoveryHints({ x: 5, y: 5 }, ['desert1', 'Desert 1'], artifacts);
    expect(hints.map((h) => h.id)).toEqual(['other-map']);
  });
});

describe('trackArtifactView', () => {
  it('tracks a view once, within 2 tiles', () => {
    const far = trackArtifactView([], 'a1', { x: 0, y: 0 }, { x: 3, y: 0 });
    expect(far).toEqual({ track: false, viewed: [] });
    const near = trackArtifactView([], 'a1', { x: 0, y: 0 }, { x: 2, y: 0 });
    expect(near).toEqual({ track: true, viewed: ['a1'] });
    expect(trackArtifactView(near.viewed, 'a1', { x: 0, y: 0 }, { x: 1, y: 0 })).toEqual({
      track: false,
      viewed: ['a1'],
    });
  });
});
