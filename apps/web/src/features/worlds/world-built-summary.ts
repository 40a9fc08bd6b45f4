import { findNpcDefinition, MAIN_WORLD_NAME, worldDocMapSize, type WorldDoc } from '@authentic/core';

/** What a published world holds, as its page lists it (issue 36): its maps, the ways between them, its NPCs. */
export interface WorldBuiltSummary {
  maps: { id: string; name: string; width: number; height: number }[];
  /** One line per way from one place to another ('Cave', 'Meadow'); several portals the same way count once. */
  portals: { from: string; to: string }[];
  npcs: { key: string; name: string; mapName: string }[];
}

/** The published document summed up for its page: names, not ids; NPCs by the catalogue's names. */
export function worldBuiltSummary(doc: WorldDoc): WorldBuiltSummary {
  const names = new Map(doc.maps.map((map) => [map.id, map.name]));
  const seen = new Set<string>();
  const portals: WorldBuiltSummary['portals'] = [];
  for (const map of doc.maps) {
    for (const portal of map.portals) {
      const to = portal.to === 'exit' ? MAIN_WORLD_NAME : (names.get(portal.to.mapId) ?? portal.to.mapId);
      const key = `${map.id}\n${portal.to === 'exit' ? '' : portal.to.mapId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      portals.push({ from: map.name, to });
    }
  }
  return {
    maps: doc.maps.map((map) => ({ id: map.id, name: map.name, ...worldDocMapSize(map) })),
    portals,
    npcs: doc.maps.flatMap((map) =>
      map.npcs.map((npc, index) => ({
        key: `${map.id} ${index}`,
        name: findNpcDefinition(npc.npcId)?.name ?? npc.npcId,
        mapName: map.name,
      })),
    ),
  };
}
