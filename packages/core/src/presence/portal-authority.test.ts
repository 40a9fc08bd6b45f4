import { describe, expect, it } from 'vitest';
import { BUILT_IN_ATLAS } from '../worlds/atlas.js';
import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { BUILT_IN_MAP_IDS, type BuiltInMapId } from '../maps/map-ids.js';
import { MAP_MESSAGES } from '../messages/maps.js';
import { DIRECTION_DELTAS, type Direction, type Position } from '../shared/geometry.js';
import { newWalker, returnFromMiniGame, usePortal, walkStep, type Walker } from './authority.js';

const atlas = BUILT_IN_ATLAS;
const DIRECTIONS = Object.keys(DIRECTION_DELTAS) as Direction[];

/** Every cell of every built-in map that matches, with a walkable neighbour to step in from. */
function* portalCells(kind: 'road' | 'wayBack' | 'special') {
  for (const mapId of BUILT_IN_MAP_IDS) {
    const grid = BUILT_IN_MAPS[mapId].data;
    for (let y = 0; y < grid.length; y += 1) {
      for (let x = 0; x < (grid[0]?.length ?? 0); x += 1) {
        const cell = { x, y };
        const special = atlas.specialPortalDestination(mapId, cell);
        const destination = atlas.portalDestination(mapId, cell);
        const returning = atlas.portalAt(mapId, cell)?.returning === true;
        const matches =
          kind === 'special'
            ? special !== null
            : !special && destination !== null && returning === (kind === 'wayBack');
        if (matches) yield { mapId, cell };
      }
    }
  }
}

/** A cell beside `cell` from which one step in the returned direction lands on it. */
function approach(mapId: BuiltInMapId, cell: Position): { from: Position; direction: Direction } | null {
  for (const direction of DIRECTIONS) {
    const delta = DIRECTION_DELTAS[direction];
    const from = { x: cell.x - delta.x, y: cell.y - delta.y };
    const step = atlas.move(mapId, from, direction);
    const lands = step.ok && !step.changedMap && step.position.x === cell.x && step.position.y === cell.y;
    if (lands && !atlas.portalDestination(mapId, from)) return { from, direction };
  }
  return null;
}

function firstApproachable(kind: 'road' | 'wayBack') {
  for (const { mapId, cell } of portalCells(kind)) {
    const way = approach(mapId, cell);
    if (way) return { mapId, cell, ...way };
  }
  throw new Error(`no ${kind} portal to step onto`);
}

const at = (mapId: BuiltInMapId, position: Position): Walker<BuiltInMapId> => newWalker(mapId, position, 0);

describe('portals by the one movement rule', () => {
  it('takes the player on when they step onto a main-road portal, with its arrival banner', () => {
    const { mapId, cell, from, direction } = firstApproachable('road');
    const destination = atlas.portalDestination(mapId, cell);
    const result = walkStep(atlas, at(mapId, from), direction, 1000);
    expect(result.ok && result.changedMap).toBe(true);
    expect(result.walker.mapId).toBe(destination?.mapId);
    expect(result.walker.position).toEqual(destination?.arrival);
    expect(result.ok ? result.banner : null).toBe(destination?.banner);
  });

  it('keeps the player on a way back until they use it', () => {
    const { mapId, cell, from, direction } = firstApproachable('wayBack');
    const stepped = walkStep(atlas, at(mapId, from), direction, 1000);
    expect(stepped.ok && !stepped.changedMap).toBe(true);
    expect(stepped.walker.position).toEqual(cell);
    const used = usePortal(atlas, stepped.walker);
    const destination = atlas.portalDestination(mapId, cell);
    expect(used.ok).toBe(true);
    expect(used.walker.mapId).toBe(destination?.mapId);
    expect(used.walker.position).toEqual(destination?.arrival);
    expect(used.ok ? used.banner : null).toBe(MAP_MESSAGES.welcomeBack);
  });

  it('refuses a portal where there is none', () => {
    const result = usePortal(atlas, at('overworld', { x: 1, y: 1 }));
    expect(result.ok ? null : result.reason).toBe('noPortal');
  });

  it('refuses a step onto a cell someone the caller knows of stands on', () => {
    const { mapId, from, direction } = firstApproachable('wayBack');
    const result = walkStep(atlas, at(mapId, from), direction, 1000, () => true);
    expect(result.ok ? null : result.reason).toBe('occupied');
    expect(result.walker.position).toEqual(from);
    expect(result.walker.facing).toBe(direction);
  });
});

describe('a mini-game and the return from it', () => {
  const portals = [...portalCells('special')];

  it('opens the special portal’s mini-game and remembers where it was opened', () => {
    expect(portals.length).toBeGreaterThan(0);
    for (const { mapId, cell } of portals) {
      const special = atlas.specialPortalDestination(mapId, cell);
      const result = usePortal(atlas, { ...at(mapId, cell), previous: { x: cell.x, y: cell.y + 1 } });
      expect(result.ok ? result.special : null).toBe(special?.specialWorld);
      expect(result.walker.origin).toEqual({ mapId, position: cell, previous: { x: cell.x, y: cell.y + 1 } });
      expect(result.walker.mapId).toBe(special?.moves ? special.mapId : mapId);
    }
  });

  it('comes back beside the portal, on the map it was opened from, and forgets the origin', () => {
    for (const { mapId, cell } of portals) {
      const opened = usePortal(atlas, at(mapId, cell));
      const back = returnFromMiniGame(atlas, opened.walker);
      expect(back.walker.mapId).toBe(mapId);
      expect(back.walker.origin).toBeNull();
      expect(atlas.specialPortalDestination(mapId, back.walker.position)).toBeNull();
      expect(Math.abs(back.walker.position.x - cell.x) + Math.abs(back.walker.position.y - cell.y)).toBeLessThanOrEqual(
        1,
      );
      expect(back.changedMap).toBe(opened.walker.mapId !== mapId);
      expect(back.banner).toBe(back.changedMap ? MAP_MESSAGES.welcomeBack : undefined);
    }
  });

  it('without an origin, comes back beside the cell the player stands on', () => {
    const { mapId, cell } = portals[0]!;
    const back = returnFromMiniGame(atlas, at(mapId, cell));
    expect(back.changedMap).toBe(false);
    expect(back.walker.mapId).toBe(mapId);
  });
});
