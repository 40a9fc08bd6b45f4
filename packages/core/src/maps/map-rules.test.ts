import { describe, expect, it } from 'vitest';
import type { Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { BUILT_IN_ARTIFACTS } from './built-in-artifacts.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { EDGE_NEIGHBOURS, edgeTransition } from './edges.js';
import { BUILT_IN_MAP_IDS, GUEST_START_CELL, MAP_ARRIVAL_CELL, type BuiltInMapId } from './map-ids.js';
import { MAP_NPC_PLACEMENTS } from './npc-placements.js';
import { MAP_PORTALS, portalDestination } from './portals.js';
import { reachableCells } from './reachability.js';

const at = (p: Position): string => `(${p.x},${p.y})`;

/** Every rule a player relies on when walking the built-in maps, checked by flood fill from the spawn. */
function mapRuleViolations(): string[] {
  const violations: string[] = [];
  const reach = Object.fromEntries(
    BUILT_IN_MAP_IDS.map((id) => [id, reachableCells(BUILT_IN_MAPS[id].data, MAP_ARRIVAL_CELL)]),
  ) as Record<BuiltInMapId, boolean[][]>;
  const reachable = (id: BuiltInMapId, p: Position): boolean => reach[id][p.y]?.[p.x] === true;
  const standable = (id: BuiltInMapId, p: Position): boolean => {
    const tile = tileAt(BUILT_IN_MAPS[id].data, p.x, p.y);
    return isWalkableTile(tile) && !isPortalTile(tile);
  };
  const expectReachable = (id: BuiltInMapId, p: Position, what: string, stand = true): void => {
    if (stand && !standable(id, p)) violations.push(`${id}: ${what} ${at(p)} is not a cell to stand on`);
    if (!reachable(id, p)) violations.push(`${id}: ${what} ${at(p)} cannot be reached from the spawn`);
  };

  for (const id of BUILT_IN_MAP_IDS) {
    const map = BUILT_IN_MAPS[id];
    expectReachable(id, MAP_ARRIVAL_CELL, 'arrival cell');
    map.data.forEach((row, y) =>
      row.forEach((tile, x) => {
        if (isPortalTile(tile)) expectReachable(id, { x, y }, `portal tile ${tile}`, false);
      }),
    );
    for (const portal of MAP_PORTALS[id]) {
      expectReachable(portal.destination, portal.arrival, `arrival from ${id} ${at(portal.position)}`);
    }
    for (const placement of MAP_NPC_PLACEMENTS[id]) {
      expectReachable(id, placement.position, `NPC ${placement.npcId}`);
      const area = placement.patrolArea;
      const width = map.data[0]?.length ?? 0;
      const inside =
        !area ||
        (area.startX >= 0 &&
          area.startY >= 0 &&
          area.width > 0 &&
          area.height > 0 &&
          area.startX + area.width <= width &&
          area.startY + area.height <= map.data.length);
      if (!inside) violations.push(`${id}: patrol area of ${placement.npcId} leaves the grid`);
    }
    for (const artifact of BUILT_IN_ARTIFACTS.filter((a) => a.mapId === id)) {
      expectReachable(id, artifact.location, `artifact ${artifact.id}`);
    }
    for (const direction of ['left', 'right'] as const) {
      if (!EDGE_NEIGHBOURS[id]?.[direction]) continue;
      const column = direction === 'left' ? 0 : (map.data[0]?.length ?? 0) - 1;
      map.data.forEach((_, y) => {
        if (!reachable(id, { x: column, y })) return;
        const crossing = edgeTransition(id, { x: column, y }, direction);
        if (!crossing) violations.push(`${id}: the ${direction} edge at row ${y} leads nowhere`);
        else expectReachable(crossing.mapId, crossing.arrival, `arrival through the ${direction} edge of ${id}`);
      });
    }
  }

  expectReachable('overworld', GUEST_START_CELL, 'guest start');
  expectReachable('overworld2', { x: 19, y: 0 }, 'level 2 goal');

  const overworld3 = MAP_PORTALS.overworld3;
  if (portalDestination('overworld3', { x: 8, y: 1 })?.mapId !== 'yosemite') {
    violations.push('overworld3: the portal at (8,1) does not lead to Yosemite');
  }
  if (
    !overworld3.some(
      (p) => p.destination === 'desert1' && tileAt(BUILT_IN_MAPS.overworld3.data, p.position.x, p.position.y) === 5,
    )
  ) {
    violations.push('overworld3: no tile-5 portal leads to Desert 1');
  }
  const back = portalDestination('yosemite', { x: 8, y: 8 });
  if (back?.mapId !== 'overworld3' || back.arrival.x !== 8 || back.arrival.y !== 2) {
    violations.push('yosemite: the portal at (8,8) does not return to Overworld 3 at (8,2)');
  }
  const specials = BUILT_IN_MAPS.yosemite.specialPortals.map((p) => [p.tileType, p.type, p.destination]);
  if (
    JSON.stringify(specials) !==
    JSON.stringify([
      [6, 'terminal', 'terminal3'],
      [7, 'shooter', 'level4_shooter'],
      [8, 'text_adventure', 'text_adventure'],
    ])
  ) {
    violations.push(`yosemite: special portals are ${JSON.stringify(specials)}`);
  }
  return violations;
}

describe('built-in maps', () => {
  it('can be walked: spawns, start, goal, portals, arrivals, artifacts, NPCs and edges are all reachable', () => {
    expect(mapRuleViolations()).toEqual([]);
  });
});
