import type { WorldDoc } from './world-doc.js';

/**
 * The names the game, live rooms and artifacts give a world's maps (decision 0248). A document's
 * map ids are its own ('main', 'cave'); outside it a map must be told from every other world's, so
 * its map 'main' — a new world's generated map — is known by the world's id, as before maps could
 * be painted (the artifacts already placed there keep their place), and any other map as
 * `<worldId>:<mapId>`.
 */
export const MAIN_DOC_MAP_ID = 'main';

export function worldMapKey(worldId: string, mapId: string): string {
  return mapId === MAIN_DOC_MAP_ID ? worldId : `${worldId}:${mapId}`;
}

/** The document's own id of a map named by its key, or null when the key names no map of this world. */
export function docMapIdOfKey(worldId: string, key: string): string | null {
  if (key === worldId) return MAIN_DOC_MAP_ID;
  return key.startsWith(`${worldId}:`) ? key.slice(worldId.length + 1) || null : null;
}

/** The document with every map id (and every reference to one) replaced by its key. */
export function keyedWorldDoc(doc: WorldDoc, worldId: string): WorldDoc {
  const key = (mapId: string) => worldMapKey(worldId, mapId);
  return {
    ...doc,
    spawn: { ...doc.spawn, mapId: key(doc.spawn.mapId) },
    maps: doc.maps.map((map) => ({
      ...map,
      id: key(map.id),
      portals: map.portals.map((portal) =>
        portal.to === 'exit' ? portal : { ...portal, to: { ...portal.to, mapId: key(portal.to.mapId) } },
      ),
      edges: {
        ...(map.edges.left !== undefined && { left: key(map.edges.left) }),
        ...(map.edges.right !== undefined && { right: key(map.edges.right) }),
      },
    })),
  };
}
