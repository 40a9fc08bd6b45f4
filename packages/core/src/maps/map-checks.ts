import { MAP_DATA_PROBLEMS as P } from '../messages/maps.js';
import { TILE_CODES, isPortalTile, isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { validateGrid } from '../tiles/grid-validation.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_NAMES, MAP_ARRIVAL_CELL } from './map-ids.js';
import { MAP_PORTALS } from './portals.js';

/**
 * Every problem of the built-in map data: grids (validateGrid), special portals on their own tiles,
 * every portal tile (5–8) with a destination and every destination on a tile 5, every arrival cell one a
 * character can stand on. The game calls it at start-up and logs what it returns (spec 01 §3); the
 * tests expect an empty list.
 */
export function validateBuiltInMaps(): string[] {
  const problems: string[] = [];
  for (const id of BUILT_IN_MAP_IDS) {
    const map = BUILT_IN_MAPS[id];
    const name = map.name;
    problems.push(...validateGrid(map.data).map((problem) => P.grid(name, problem)));

    for (const special of map.specialPortals) {
      const { x, y } = special.position;
      if (tileAt(map.data, x, y) !== special.tileType) problems.push(P.specialPortalTile(name, x, y, special.tileType));
    }

    map.data.forEach((row, y) =>
      row.forEach((tile, x) => {
        const at = (portal: { position: { x: number; y: number } }): boolean =>
          portal.position.x === x && portal.position.y === y;
        const leadsSomewhere =
          tile === TILE_CODES.portal ? MAP_PORTALS[id].some(at) : map.specialPortals.some(at) || !isPortalTile(tile);
        if (!leadsSomewhere) problems.push(P.portalWithoutDestination(name, x, y));
      }),
    );

    for (const portal of MAP_PORTALS[id]) {
      const { x, y } = portal.position;
      if (tileAt(map.data, x, y) !== TILE_CODES.portal) problems.push(P.portalNotOnPortalTile(name, x, y));
      const landing = BUILT_IN_MAPS[portal.destination].data;
      const tile = tileAt(landing, portal.arrival.x, portal.arrival.y);
      if (!isWalkableTile(tile) || isPortalTile(tile)) {
        problems.push(P.arrivalNotWalkable(BUILT_IN_MAP_NAMES[portal.destination], portal.arrival.x, portal.arrival.y));
      }
    }

    const spawn = tileAt(map.data, MAP_ARRIVAL_CELL.x, MAP_ARRIVAL_CELL.y);
    if (!isWalkableTile(spawn) || isPortalTile(spawn)) {
      problems.push(P.arrivalNotWalkable(name, MAP_ARRIVAL_CELL.x, MAP_ARRIVAL_CELL.y));
    }
  }
  return problems;
}
