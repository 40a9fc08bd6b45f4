import type { Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile } from '../tiles/tile-codes.js';
import { checkWorldDoc } from './world-doc-check.js';
import { worldDocFromGenerated, worldDocMapSize, worldDocTile, type WorldDoc, type WorldDocNpc } from './world-doc.js';
import type { GeneratedWorldMap } from './world-maps.js';

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/**
 * The first version of a new world: the generated map as a document that passes every check. An
 * NPC whose wandering could stand on the only way out (a generated world was once unwinnable so)
 * keeps still instead, and one whose very cell is the only way out moves to the nearest cell that
 * is not.
 */
export function startingWorldDoc(generated: GeneratedWorldMap, name: string): WorldDoc {
  const doc = worldDocFromGenerated(generated, name);
  const map = doc.maps[0]!;
  for (let round = 0; round < map.npcs.length * 2; round += 1) {
    const problem = checkWorldDoc(doc).find((item) => item.code === 'npcWallsOff');
    if (problem?.npc === undefined) break;
    const npc = map.npcs[problem.npc]!;
    if (npc.patrol && (npc.patrol.width > 1 || npc.patrol.height > 1)) {
      map.npcs[problem.npc] = { ...npc, patrol: { startX: npc.x, startY: npc.y, width: 1, height: 1 } };
      continue;
    }
    map.npcs[problem.npc] = moveAside(doc, npc, problem.npc);
  }
  return doc;
}

/** The nearest free walkable cell where the NPC, standing still, walls nothing off. */
function moveAside(doc: WorldDoc, npc: WorldDocNpc, index: number): WorldDocNpc {
  const map = doc.maps[0]!;
  const { width, height } = worldDocMapSize(map);
  const cells: Position[] = [];
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) cells.push({ x, y });
  cells.sort((a, b) => Math.abs(a.x - npc.x) + Math.abs(a.y - npc.y) - (Math.abs(b.x - npc.x) + Math.abs(b.y - npc.y)));
  for (const cell of cells) {
    const tile = worldDocTile(map, cell)!;
    if (!isWalkableTile(tile) || isPortalTile(tile) || same(cell, doc.spawn)) continue;
    if (map.npcs.some((other, otherIndex) => otherIndex !== index && same(other, cell))) continue;
    const moved: WorldDocNpc = { ...npc, ...cell, patrol: { startX: cell.x, startY: cell.y, width: 1, height: 1 } };
    map.npcs[index] = moved;
    if (!checkWorldDoc(doc).some((item) => item.code === 'npcWallsOff' && item.npc === index)) return moved;
  }
  return npc;
}
