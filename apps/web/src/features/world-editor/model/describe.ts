import { worldDocTile, type Position, type WorldDoc } from '@authentic/core';
import { MODEL_TEXTS as T } from './editor-texts';
import { findMap, npcName } from './edits';

/** What stands on a cell, for the live region: 'Wall at 3, 4. Spawn. Portal to Cave.' */
export function describeCell(doc: WorldDoc, mapId: string, cell: Position): string {
  const map = findMap(doc, mapId);
  const parts = [T.cellAt(map ? worldDocTile(map, cell) : null, cell)];
  if (!map) return parts[0]!;
  const here = (other: Position) => other.x === cell.x && other.y === cell.y;
  if (doc.spawn.mapId === mapId && here(doc.spawn)) parts.push(T.spawnHere);
  const portal = map.portals.find(here);
  if (portal) parts.push(portal.to === 'exit' ? T.exitHere : T.portalHere(mapName(doc, portal.to.mapId)));
  for (const npc of map.npcs.filter(here)) parts.push(T.npcHere(npc.name ?? npcName(npc.npcId)));
  for (const book of (map.books ?? []).filter(here)) parts.push(T.bookHere(book.title, book.knot));
  if (map.artifactSpots.some(here)) parts.push(T.spotHere);
  return parts.join(' ');
}

export function mapName(doc: WorldDoc, mapId: string): string {
  return findMap(doc, mapId)?.name ?? mapId;
}
