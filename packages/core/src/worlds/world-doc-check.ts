import { WORLD_CHECK_MESSAGES as SAY } from '../messages/world-builder.js';
import { NPC_CATALOGUE } from '../npcs/catalogue.js';
import { DIRECTION_DELTAS, type Position } from '../shared/geometry.js';
import { isWalkableTile, PORTAL_TILES } from '../tiles/tile-codes.js';
import { WORLD_DOC_LIMITS, worldDocMapSize, worldDocTile, type WorldDoc, type WorldDocMap } from './world-doc.js';

/** One thing wrong with a world, pinned to the map and cell where the builder shows it. */
export interface WorldProblem {
  code:
    | 'ragged'
    | 'size'
    | 'duplicateMap'
    | 'spawn'
    | 'outside'
    | 'portal'
    | 'edge'
    | 'noExit'
    | 'exitUnreachable'
    | 'mapUnreachable'
    | 'npc'
    | 'npcWallsOff'
    | 'artifactSpot';
  message: string;
  mapId?: string;
  x?: number;
  y?: number;
  /** For an NPC's problem: its index among its map's NPCs. */
  npc?: number;
}

/** A cell of the world as one number: the map's index and the cell (sides are at most 256). */
const SIDE = WORLD_DOC_LIMITS.sideMax;
const keyOf = (mapIndex: number, x: number, y: number) => (mapIndex * SIDE + y) * SIDE + x;

interface Walker {
  doc: WorldDoc;
  indexOf: Map<string, number>;
  /** Where each portal cell leads, by key; 'exit' leaves for the main world. */
  portalTo: Map<number, number | 'exit'>;
}

function walkable(doc: WorldDoc, mapIndex: number, x: number, y: number): boolean {
  const map = doc.maps[mapIndex];
  const tile = map ? worldDocTile(map, { x, y }) : null;
  return tile !== null && isWalkableTile(tile);
}

/**
 * Everything reachable from the spawn, walking as the game walks: steps onto walkable tiles, portals
 * to their cell, the left and right edges to the neighbouring map's far edge on the same row. Cells
 * in `blocked` cannot be entered. Returns whether an exit was reached and the reached keys.
 */
function explore(walker: Walker, blocked: ReadonlySet<number> = new Set()) {
  const { doc, indexOf, portalTo } = walker;
  const start = indexOf.get(doc.spawn.mapId);
  /** Each reached cell and the cell it was reached from (the start from itself). */
  const reached = new Map<number, number>();
  let exit: number | null = null;
  if (start === undefined || !walkable(doc, start, doc.spawn.x, doc.spawn.y)) return { exit, reached };
  const queue: number[] = [keyOf(start, doc.spawn.x, doc.spawn.y)];
  reached.set(queue[0]!, queue[0]!);
  let from = queue[0]!;
  const visit = (mapIndex: number, x: number, y: number) => {
    const key = keyOf(mapIndex, x, y);
    if (reached.has(key) || blocked.has(key) || !walkable(doc, mapIndex, x, y)) return;
    reached.set(key, from);
    queue.push(key);
  };
  for (let head = 0; head < queue.length; head += 1) {
    const key = queue[head]!;
    from = key;
    const x = key % SIDE;
    const y = Math.floor(key / SIDE) % SIDE;
    const mapIndex = Math.floor(key / (SIDE * SIDE));
    const to = portalTo.get(key);
    if (to === 'exit') exit ??= key;
    else if (to !== undefined) visit(Math.floor(to / (SIDE * SIDE)), to % SIDE, Math.floor(to / SIDE) % SIDE);
    const map = doc.maps[mapIndex]!;
    const { width } = worldDocMapSize(map);
    for (const delta of Object.values(DIRECTION_DELTAS)) {
      const nx = x + delta.x;
      const ny = y + delta.y;
      const side = nx < 0 ? 'left' : nx >= width ? 'right' : null;
      if (side === null) {
        visit(mapIndex, nx, ny);
        continue;
      }
      const next = indexOf.get(map.edges[side] ?? '');
      if (next === undefined) continue;
      const far = side === 'left' ? worldDocMapSize(doc.maps[next]!).width - 1 : 0;
      visit(next, far, ny);
    }
  }
  return { exit, reached };
}

function checkShape(doc: WorldDoc, problems: WorldProblem[]) {
  const { sideMin, sideMax } = WORLD_DOC_LIMITS;
  const seen = new Set<string>();
  for (const map of doc.maps) {
    if (seen.has(map.id)) problems.push({ code: 'duplicateMap', message: SAY.duplicateMap(map.id), mapId: map.id });
    seen.add(map.id);
    const { width, height } = worldDocMapSize(map);
    if (map.rows.some((row) => row.length !== width))
      problems.push({ code: 'ragged', message: SAY.ragged(map.name), mapId: map.id });
    if (width < sideMin || width > sideMax || height < sideMin || height > sideMax)
      problems.push({ code: 'size', message: SAY.tooSmall(map.name, sideMin, sideMax), mapId: map.id });
  }
}

function checkPlacements(doc: WorldDoc, map: WorldDocMap, indexOf: Map<string, number>, problems: WorldProblem[]) {
  const here = (code: WorldProblem['code'], message: string, { x, y }: Position) =>
    problems.push({ code, message, mapId: map.id, x, y });
  const inside = (cell: Position) => worldDocTile(map, cell) !== null;
  for (const portal of map.portals) {
    if (!inside(portal)) here('outside', SAY.outside('portal'), portal);
    else if (!PORTAL_TILES.includes(worldDocTile(map, portal) as never)) here('portal', SAY.portalNotOnPortal, portal);
    if (portal.to === 'exit') continue;
    const target = indexOf.get(portal.to.mapId);
    if (target === undefined) here('portal', SAY.portalNowhere(portal.to.mapId), portal);
    else if (!walkable(doc, target, portal.to.x, portal.to.y)) here('portal', SAY.portalBlocked, portal);
  }
  for (const side of ['left', 'right'] as const) {
    const target = map.edges[side];
    if (target !== undefined && !indexOf.has(target))
      problems.push({ code: 'edge', message: SAY.edgeNowhere(side, target), mapId: map.id });
  }
  for (const npc of map.npcs) {
    if (!inside(npc)) here('outside', SAY.outside('NPC'), npc);
    else if (!isWalkableTile(worldDocTile(map, npc)!)) here('npc', SAY.npcBlocked, npc);
    const area = npc.patrol;
    if (
      area &&
      (npc.x < area.startX ||
        npc.x >= area.startX + area.width ||
        npc.y < area.startY ||
        npc.y >= area.startY + area.height)
    )
      here('npc', SAY.npcOutsidePatrol, npc);
  }
  for (const spot of map.artifactSpots) {
    if (!inside(spot)) here('outside', SAY.outside('artifact spot'), spot);
    else if (!isWalkableTile(worldDocTile(map, spot)!)) here('artifactSpot', SAY.artifactBlocked, spot);
  }
}

/** The cells an NPC may stand on: its patrol area's walkable cells, or where it stands. */
function npcCells(doc: WorldDoc, mapIndex: number, npc: WorldDocMap['npcs'][number]): number[] {
  const area = npc.patrol ?? { startX: npc.x, startY: npc.y, width: 1, height: 1 };
  const cells: number[] = [];
  for (let y = area.startY; y < area.startY + area.height; y += 1)
    for (let x = area.startX; x < area.startX + area.width; x += 1)
      if (walkable(doc, mapIndex, x, y)) cells.push(keyOf(mapIndex, x, y));
  return cells;
}

/**
 * Every problem of a world, or none: the shape of its maps, where things stand, that a spawn stands
 * on a walkable cell, that every portal leads somewhere, that every map and a way back to the main
 * world can be reached from the spawn, and that no NPC, wherever its patrol takes it, can stand on
 * the only way out (NPCs block the player). The builder and the server run the same checks.
 */
export function checkWorldDoc(doc: WorldDoc): WorldProblem[] {
  const problems: WorldProblem[] = [];
  checkShape(doc, problems);
  if (problems.length > 0) return problems;
  const indexOf = new Map(doc.maps.map((map, index) => [map.id, index]));
  const spawnMap = indexOf.get(doc.spawn.mapId);
  if (spawnMap === undefined) problems.push({ code: 'spawn', message: SAY.noSpawnMap(doc.spawn.mapId) });
  else if (!walkable(doc, spawnMap, doc.spawn.x, doc.spawn.y))
    problems.push({ code: 'spawn', message: SAY.spawnBlocked, mapId: doc.spawn.mapId, x: doc.spawn.x, y: doc.spawn.y });
  doc.maps.forEach((map) => checkPlacements(doc, map, indexOf, problems));

  const portalTo = new Map<number, number | 'exit'>();
  doc.maps.forEach((map, mapIndex) => {
    for (const portal of map.portals) {
      const target = portal.to === 'exit' ? undefined : indexOf.get(portal.to.mapId);
      const to =
        portal.to === 'exit' ? 'exit' : target === undefined ? undefined : keyOf(target, portal.to.x, portal.to.y);
      if (to !== undefined) portalTo.set(keyOf(mapIndex, portal.x, portal.y), to);
    }
  });
  if (![...portalTo.values()].includes('exit')) problems.push({ code: 'noExit', message: SAY.noExit });
  if (spawnMap === undefined || problems.length > 0) return problems;

  const walker = { doc, indexOf, portalTo };
  const { exit, reached } = explore(walker);
  if (exit === null) problems.push({ code: 'exitUnreachable', message: SAY.exitUnreachable, mapId: doc.spawn.mapId });
  const reachedMaps = new Set([...reached.keys()].map((key) => Math.floor(key / (SIDE * SIDE))));
  doc.maps.forEach((map, index) => {
    if (!reachedMaps.has(index)) problems.push({ code: 'mapUnreachable', message: SAY.mapUnreachable, mapId: map.id });
  });
  if (exit === null) return problems;

  // Only a cell on one way out can be the only way out: those are the cells worth blocking in turn.
  const spawnKey = keyOf(spawnMap, doc.spawn.x, doc.spawn.y);
  const onPath = new Set<number>();
  for (let key = exit; key !== spawnKey; key = reached.get(key)!) onPath.add(key);
  doc.maps.forEach((map, mapIndex) => {
    map.npcs.forEach((npc, npcIndex) => {
      const wallsOff = npcCells(doc, mapIndex, npc).find(
        (key) => onPath.has(key) && explore(walker, new Set([key])).exit === null,
      );
      if (wallsOff === undefined) return;
      const name = NPC_CATALOGUE[npc.npcId]?.name ?? npc.npcId;
      problems.push({
        npc: npcIndex,
        code: 'npcWallsOff',
        message: SAY.npcWallsOff(name),
        mapId: map.id,
        x: wallsOff % SIDE,
        y: Math.floor(wallsOff / SIDE) % SIDE,
      });
    });
  });
  return problems;
}
