import { isPortalTile, TILE_CODES } from '../tiles/tile-codes.js';
import type { WorldDoc, WorldDocMap, WorldDocPortal } from './world-doc.js';

/**
 * Removing portals and maps (issue 36): a portal tile marks a way somewhere, so when the last portal
 * on it goes, the tile goes too and grass is left. The builder's edits and any other tool use these,
 * so no world keeps a portal tile that leads nowhere (`checkWorldDoc` flags one).
 */

/** The map without the portals `drop` picks; the portal tiles under them, now empty, become grass. */
export function dropPortals(map: WorldDocMap, drop: (portal: WorldDocPortal) => boolean): WorldDocMap {
  const gone = map.portals.filter(drop);
  if (gone.length === 0) return map;
  const portals = map.portals.filter((portal) => !drop(portal));
  const kept = new Set(portals.map(({ x, y }) => `${x} ${y}`));
  const rows = [...map.rows];
  for (const { x, y } of gone) {
    const row = rows[y];
    if (row === undefined || kept.has(`${x} ${y}`) || !isPortalTile(row.charCodeAt(x) - 48)) continue;
    rows[y] = row.slice(0, x) + String(TILE_CODES.grass) + row.slice(x + 1);
  }
  return { ...map, rows, portals };
}

/**
 * The world without one of its maps: the portals on other maps that led to it go, with their tiles,
 * and so do the edges to it. The spawn is left where it is; the caller moves it off a removed map.
 */
export function worldDocWithoutMap(doc: WorldDoc, mapId: string): WorldDoc {
  const maps = doc.maps
    .filter((map) => map.id !== mapId)
    .map((map) => {
      const next = dropPortals(map, (portal) => portal.to !== 'exit' && portal.to.mapId === mapId);
      if (map.edges.left !== mapId && map.edges.right !== mapId) return next;
      const edges = { ...map.edges };
      if (edges.left === mapId) delete edges.left;
      if (edges.right === mapId) delete edges.right;
      return { ...next, edges };
    });
  return { ...doc, maps };
}
