import { findNpcDefinition, generateWorldMap, isPortalTile, type Position, type World } from '@authentic/core';

/** An NPC of a world as the page shows it: the catalogue's name and kind, and where it stands. */
export interface WorldNpc {
  id: string;
  name: string;
  /** The catalogue's kind (poet, guide…), or null for an id the catalogue does not know. */
  type: string | null;
  greeting: string | null;
  /** Null when the page cannot tell where it stands. */
  position: Position | null;
}

/**
 * The answer names a world's NPCs but not where they stand. The server made the map with core's
 * generateWorldMap(mapType, id), so the page makes it again for the positions — but only trusts
 * them when that map is the one it was sent, so a changed generator never puts a marker in a wall.
 */
export function worldNpcs(world: World): WorldNpc[] {
  const generated = generateWorldMap(world.mapType, world.id);
  const same = sameGrid(generated.data, world.mapData);
  return world.npcs.map((id) => {
    const definition = findNpcDefinition(id);
    const placed = same ? generated.npcs.find((npc) => npc.id === id) : undefined;
    return {
      id,
      name: definition?.name ?? placed?.name ?? id,
      type: definition?.type ?? null,
      greeting: definition?.greeting ?? null,
      position: placed?.position ?? null,
    };
  });
}

/** Every portal tile of the map, in reading order. */
export function portalCells(mapData: readonly (readonly number[])[]): Position[] {
  return mapData.flatMap((row, y) => row.flatMap((code, x) => (isPortalTile(code) ? [{ x, y }] : [])));
}

function sameGrid(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return (
    a.length === b.length && a.every((row, y) => row.length === b[y]?.length && row.every((v, x) => v === b[y]?.[x]))
  );
}
