import type { WorldDoc } from '@authentic/core';

const SIDE = 256;
const TOP = 120;

/**
 * Issue 33's costly save: `count` maps of 256×256 grass joined edge to edge, the exit near the last
 * one's far corner; on the first, the spawn sits in a 16×16 box whose two-cell lanes wind back and
 * forth, the only way out, which `npcs` NPCs patrol whole. No single cell walls the exit off (the
 * world is valid) unless `narrow` walls a cell of a lane: then its neighbour on the row above is the
 * only way through. Checked the old way (the world searched again per patrolled cell of the way
 * out), 4 maps and one NPC took seconds.
 */
export function windingWorld(count: number, npcs: number, narrow?: { x: number; y: number }): WorldDoc {
  const grass = (cells: Record<number, string> = {}) =>
    Array.from({ length: SIDE }, (_, x) => cells[x] ?? '0').join('');
  const walls = (from: number, to: number) =>
    Object.fromEntries(Array.from({ length: to - from }, (_, index) => [from + index, '1']));
  const box = (y: number): string => {
    const lane = y - TOP;
    if (lane === -1 || lane === 16) return grass(walls(0, 17));
    if (lane < 0 || lane > 16) return grass();
    const cells: Record<number, string> = lane < 14 ? { 16: '1' } : {};
    if (lane % 3 === 2 && lane < 12) Object.assign(cells, Math.floor(lane / 3) % 2 === 0 ? walls(0, 14) : walls(2, 16));
    if (narrow?.y === y) cells[narrow.x] = '1';
    return grass(cells);
  };
  const id = (index: number) => (index === 0 ? 'main' : `m${index}`);
  const maps = Array.from({ length: count }, (_, index): WorldDoc['maps'][number] => {
    const rows = Array.from({ length: SIDE }, (_, y) => (index === 0 ? box(y) : grass()));
    const last = index === count - 1;
    if (last) rows[SIDE - 2] = grass({ [SIDE - 2]: '5' });
    return {
      id: id(index),
      name: `Map ${index + 1}`,
      rows,
      portals: last ? [{ x: SIDE - 2, y: SIDE - 2, to: 'exit' }] : [],
      edges: { ...(index > 0 && { left: id(index - 1) }), ...(!last && { right: id(index + 1) }) },
      npcs: [],
      artifactSpots: [],
    };
  });
  const patrol = { startX: 0, startY: TOP, width: 16, height: 16 };
  maps[0]!.npcs = Array.from({ length: npcs }, () => ({ npcId: 'guide' as const, x: 8, y: TOP + 1, patrol }));
  return { format: 1, spawn: { mapId: 'main', x: 0, y: TOP }, maps };
}
