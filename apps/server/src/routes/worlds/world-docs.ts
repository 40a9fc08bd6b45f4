import { generateWorldMap, isWalkableTile, startingWorldDoc, worldDocTile, type WorldDoc } from '@authentic/core';
import type { WorldRow } from '../../db/worlds-repository.js';
import { readPublished, type Standable } from '../../db/world-docs-repository.js';

/** A cell of a document someone can stand on. */
export const standable: Standable = (doc, mapId, cell) => {
  const map = doc.maps.find((candidate) => candidate.id === mapId);
  return map !== undefined && isWalkableTile(worldDocTile(map, cell) ?? undefined);
};

/** A world's first document, before anything is saved: its generated map (decision 0246). */
export function generatedDoc(world: Pick<WorldRow, 'id' | 'name' | 'mapType'>): WorldDoc {
  return startingWorldDoc(generateWorldMap(world.mapType, world.id), world.name);
}

/** What players walk in a world: the published version, else the generated map (version 0). */
export async function playedDoc(
  db: Parameters<typeof readPublished>[0],
  world: Pick<WorldRow, 'id' | 'name' | 'mapType'>,
): Promise<{ doc: WorldDoc; version: number }> {
  return (await readPublished(db, world.id)) ?? { doc: generatedDoc(world), version: 0 };
}
