import { describe, expect, it } from 'vitest';
import { DIRECTION_DELTAS, type Direction } from '../shared/geometry.js';
import { isWalkableTile } from '../tiles/tile-codes.js';
import { BUILT_IN_ATLAS } from '../worlds/atlas.js';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_READABLE_NAMES, type BuiltInMapId } from './map-ids.js';
import { BUILT_IN_MAP_LINKS, isMapLinkWay, type MapLink } from './map-links.js';

const DIRECTIONS = Object.keys(DIRECTION_DELTAS) as Direction[];

/**
 * Every link the game store can walk, found by trying it: on each cell of each map, the atlas the
 * store plays (BUILT_IN_ATLAS) is asked where the tile-5 portal and the special portal there lead,
 * and every step from a cell one can stand on that lands on another map. A way the table does not
 * know is named by what was tried, so it shows up in the comparison.
 */
function walkedLinks(): { from: string; to: string; ways: string[] }[] {
  const found = new Map<string, { from: string; to: string; ways: Set<string> }>();
  const add = (from: BuiltInMapId, to: BuiltInMapId, way: string) => {
    const key = `${from}>${to}`;
    const link = found.get(key) ?? { from, to, ways: new Set<string>() };
    link.ways.add(way);
    found.set(key, link);
  };
  for (const from of BUILT_IN_MAP_IDS) {
    BUILT_IN_ATLAS.grid(from).forEach((row, y) =>
      row.forEach((tile, x) => {
        const at = { x, y };
        const portal = BUILT_IN_ATLAS.portalDestination(from, at);
        if (portal) add(from, portal.mapId, BUILT_IN_ATLAS.portalAt(from, at)?.returning ? 'way-back' : 'portal');
        const special = BUILT_IN_ATLAS.specialPortalDestination(from, at);
        if (special?.moves) add(from, special.mapId, special.specialWorld);
        if (!isWalkableTile(tile)) return;
        for (const direction of DIRECTIONS) {
          const step = BUILT_IN_ATLAS.move(from, at, direction);
          if (step.ok && step.changedMap) add(from, step.mapId, `${direction}-edge`);
        }
      }),
    );
  }
  return [...found.values()].map((link) => ({ ...link, ways: [...link.ways].sort() }));
}

const sorted = (links: readonly { from: string; to: string; ways: readonly string[] }[]) =>
  links
    .map((link) => ({ from: link.from, to: link.to, ways: [...link.ways].sort() }))
    .sort((a, b) => `${a.from}>${a.to}`.localeCompare(`${b.from}>${b.to}`));

describe('BUILT_IN_MAP_LINKS', () => {
  it('is exactly what the game walks: every portal, special portal and edge, and nothing else', () => {
    expect(sorted(BUILT_IN_MAP_LINKS)).toEqual(sorted(walkedLinks()));
  });

  it('has none of the links the old world map drew that nothing walks (issue 24)', () => {
    const has = (from: string, to: string) => BUILT_IN_MAP_LINKS.some((link) => link.from === from && link.to === to);
    expect(has('overworld', 'dungeon1')).toBe(false);
    expect(has('desert1', 'yosemite')).toBe(false);
    expect(has('overworld3', 'yosemite') && has('yosemite', 'overworld3')).toBe(true);
  });

  it('says how each link is walked, once per way', () => {
    const link = (from: BuiltInMapId, to: BuiltInMapId): MapLink | undefined =>
      BUILT_IN_MAP_LINKS.find((candidate) => candidate.from === from && candidate.to === to);
    expect(link('overworld', 'overworld2')?.ways).toEqual(['portal', 'right-edge']);
    expect(link('overworld2', 'overworld')?.ways).toEqual(['left-edge']);
    expect(link('yosemite', 'terminal3')?.ways).toEqual(['terminal']);
    expect(link('terminal3', 'yosemite')?.ways).toEqual(['way-back']);
    for (const { ways } of BUILT_IN_MAP_LINKS) {
      expect(ways.every(isMapLinkWay)).toBe(true);
      expect(new Set(ways).size).toBe(ways.length);
    }
  });

  it('lets a player reach every map from the start and come back from it', () => {
    const reach = (start: BuiltInMapId, forward: boolean) => {
      const seen = new Set<string>([start]);
      for (let grew = true; grew;) {
        grew = false;
        for (const { from, to } of BUILT_IN_MAP_LINKS) {
          const [a, b] = forward ? [from, to] : [to, from];
          if (seen.has(a) && !seen.has(b)) grew = Boolean(seen.add(b));
        }
      }
      return [...seen].sort();
    };
    expect(reach('overworld', true)).toEqual([...BUILT_IN_MAP_IDS].sort());
    expect(reach('overworld', false)).toEqual([...BUILT_IN_MAP_IDS].sort());
  });

  it('has readable names for every map it links (no internal names like Terminal3)', () => {
    const names = BUILT_IN_MAP_LINKS.flatMap((link) => [link.from, link.to]).map(
      (id) => BUILT_IN_MAP_READABLE_NAMES[id],
    );
    for (const name of names) expect(name).not.toMatch(/\d[A-Z]|[a-z]\d|[a-z][A-Z]|_/);
  });
});
