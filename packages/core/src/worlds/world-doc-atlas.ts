import { tryGridMove } from '../maps/movement.js';
import { MAP_MESSAGES } from '../messages/maps.js';
import { isNpcId, NPC_CATALOGUE } from '../npcs/catalogue.js';
import type { PlacedNpc } from '../npcs/npcs-on-map.js';
import type { Position } from '../shared/geometry.js';
import { isWalkableTile, type TileGrid } from '../tiles/tile-codes.js';
import { MAIN_WORLD_NAME, type MapAtlas } from './atlas.js';
import { worldDocMapSize, type WorldDoc, type WorldDocMap, type WorldDocPortal } from './world-doc.js';
import { worldDocWalkGrid } from './world-doc-walls.js';

/**
 * A painted world as the game walks it (issue 25): its maps by id, the portals between them (taken
 * on stepping, like the main road), edges to neighbouring maps, and portals back to the main world
 * (Space, like every way back). The document is assumed to have passed `checkWorldDoc`.
 */
export function worldDocAtlas(doc: WorldDoc): MapAtlas<string> {
  const maps = new Map(doc.maps.map((map) => [map.id, map]));
  const mapOf = (mapId: string): WorldDocMap => {
    const map = maps.get(mapId);
    if (!map) throw new Error(`No map '${mapId}' in this world`);
    return map;
  };
  // Walls painted in the world's own art count as walls (world-doc-walls.ts).
  const grid = (mapId: string): TileGrid => worldDocWalkGrid(doc, mapOf(mapId));
  const portalHere = (mapId: string, { x, y }: Position): WorldDocPortal | null =>
    mapOf(mapId).portals.find((portal) => portal.x === x && portal.y === y) ?? null;
  const welcome = (mapId: string) => MAP_MESSAGES.welcome(mapOf(mapId).name);

  return {
    mapName: (mapId) => mapOf(mapId).name,
    grid,
    npcs: (mapId) =>
      mapOf(mapId).npcs.flatMap(({ npcId, x, y, patrol, avatar, name }): PlacedNpc[] =>
        isNpcId(npcId)
          ? [
              {
                ...NPC_CATALOGUE[npcId],
                // The builder's name for it is the one players see and hear (decision 0283).
                ...(name ? { name } : {}),
                position: { x, y },
                ...(patrol ? { patrolArea: { ...patrol } } : {}),
                ...(avatar ? { avatar } : {}),
              },
            ]
          : [],
      ),
    move: (mapId, position, direction) => {
      const step = tryGridMove(grid(mapId), position, direction);
      if (step.ok) return { ok: true, mapId, position: step.position, changedMap: false };
      const side = direction === 'left' ? 'left' : direction === 'right' ? 'right' : null;
      const next = side && step.reason === 'edge' ? mapOf(mapId).edges[side] : undefined;
      if (next === undefined || !maps.has(next)) return step;
      const arrival = { x: side === 'left' ? worldDocMapSize(mapOf(next)).width - 1 : 0, y: position.y };
      // The far edge's cell must be ground one can stand on (the checks treat it so too).
      if (!isWalkableTile(grid(next)[arrival.y]?.[arrival.x])) return step;
      return { ok: true, mapId: next, position: arrival, changedMap: true, banner: welcome(next) };
    },
    portalAt: (mapId, position) => {
      const portal = portalHere(mapId, position);
      return portal ? (portal.to === 'exit' ? { returning: true } : {}) : null;
    },
    portalDestination: (mapId, position) => {
      const portal = portalHere(mapId, position);
      if (!portal || portal.to === 'exit') return null;
      return { mapId: portal.to.mapId, arrival: { x: portal.to.x, y: portal.to.y }, banner: welcome(portal.to.mapId) };
    },
    portalPrompt: (mapId, position) =>
      portalHere(mapId, position)?.to === 'exit' ? MAP_MESSAGES.returnTo(MAIN_WORLD_NAME) : null,
    // This map's own portals: one without a way back never says it leads back to the main world.
    portalsHere: (mapId) => {
      const { portals } = mapOf(mapId);
      return {
        road: portals.flatMap(({ to }) => (to === 'exit' ? [] : [maps.get(to.mapId)?.name ?? to.mapId])),
        waiting: portals.flatMap(({ to }) => (to === 'exit' ? [MAIN_WORLD_NAME] : [])),
      };
    },
    specialPortalDestination: () => null,
    isExit: (mapId, position) => portalHere(mapId, position)?.to === 'exit',
  };
}
