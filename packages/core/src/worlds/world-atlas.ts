import { tryGridMove } from '../maps/movement.js';
import { MAP_MESSAGES } from '../messages/maps.js';
import { isNpcId, NPC_CATALOGUE } from '../npcs/catalogue.js';
import type { PlacedNpc } from '../npcs/npcs-on-map.js';
import type { Position } from '../shared/geometry.js';
import { MAIN_WORLD_NAME, type MapAtlas } from './atlas.js';
import { startingWorldDoc } from './world-doc-start.js';
import type { GeneratedWorldMap } from './world-maps.js';

// Its own module, apart from the main world's atlas, so the game's first load does not carry the
// world document's checks that a generated world's NPCs are placed by.

/**
 * A world's NPCs as its first document places them: each wanders the cells around it, unless that
 * could wall off the only way out, when it stands still (or aside); see decision 0246.
 */
function worldNpcs(world: { name: string; map: GeneratedWorldMap }): PlacedNpc[] {
  return (startingWorldDoc(world.map, world.name).maps[0]?.npcs ?? []).flatMap(({ npcId, x, y, patrol }) =>
    isNpcId(npcId)
      ? [{ ...NPC_CATALOGUE[npcId], position: { x, y }, ...(patrol ? { patrolArea: { ...patrol } } : {}) }]
      : [],
  );
}

/**
 * One player-made world as a single-map atlas: its map id is the world's id, its edges are walls,
 * and its one portal leads out, back to the main world (Space, like every way back).
 */
export function worldAtlas(world: { id: string; name: string; map: GeneratedWorldMap }): MapAtlas<string> {
  const { map } = world;
  let npcs: PlacedNpc[] | null = null;
  const onExit = (position: Position) => position.x === map.returnPortal.x && position.y === map.returnPortal.y;
  return {
    mapName: () => world.name,
    grid: () => map.data,
    npcs: () => (npcs ??= worldNpcs(world)).map((npc) => ({ ...npc, position: { ...npc.position } })),
    move: (mapId, position, direction) => {
      const step = tryGridMove(map.data, position, direction);
      return step.ok ? { ok: true, mapId, position: step.position, changedMap: false } : step;
    },
    portalAt: (_mapId, position) => (onExit(position) ? { returning: true } : null),
    portalDestination: () => null,
    portalPrompt: (_mapId, position) => (onExit(position) ? MAP_MESSAGES.returnTo(MAIN_WORLD_NAME) : null),
    portalsHere: () => ({ road: [], waiting: [MAIN_WORLD_NAME] }),
    specialPortalDestination: () => null,
    isExit: (_mapId, position) => onExit(position),
  };
}
