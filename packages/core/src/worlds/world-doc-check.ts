import { WORLD_CHECK_MESSAGES as SAY } from '../messages/world-builder.js';
import { NPC_CATALOGUE } from '../npcs/catalogue.js';
import type { Position } from '../shared/geometry.js';
import { PORTAL_TILES } from '../tiles/tile-codes.js';
import { WORLD_DOC_LIMITS, worldDocMapSize, worldDocTile, type WorldDoc, type WorldDocMap } from './world-doc.js';
import { WorldWalk } from './world-doc-walk.js';
import { worldDocArtProblems, worldDocWalkable } from './world-doc-walls.js';

/** One thing wrong with a world, pinned to the map and cell where the builder shows it. */
export interface WorldProblem {
  code:
    | 'ragged'
    | 'size'
    | 'duplicateMap'
    | 'spawn'
    | 'outside'
    | 'portal'
    | 'portalTile'
    | 'edge'
    | 'noExit'
    | 'exitUnreachable'
    | 'mapUnreachable'
    | 'npc'
    | 'npcWallsOff'
    | 'artifactSpot'
    | 'art';
  message: string;
  mapId?: string;
  x?: number;
  y?: number;
  /** For an NPC's problem: its index among its map's NPCs. */
  npc?: number;
}

function walkable(doc: WorldDoc, mapIndex: number, x: number, y: number): boolean {
  const map = doc.maps[mapIndex];
  return map !== undefined && worldDocWalkable(doc, map, x, y);
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
    else if (!worldDocWalkable(doc, map, npc.x, npc.y)) here('npc', SAY.npcBlocked, npc);
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
    else if (!worldDocWalkable(doc, map, spot.x, spot.y)) here('artifactSpot', SAY.artifactBlocked, spot);
  }
  for (const book of map.books ?? []) if (!inside(book)) here('outside', SAY.outside('story book'), book);
}

/** At most this many lone portal tiles are listed per map: a map painted full of them needs no 65,536 lines. */
const LONE_PORTAL_TILES_SHOWN = 32;

/** Every portal tile (codes 5–8) must carry a portal (issue 36): one without leads nowhere. */
function checkPortalTiles(map: WorldDocMap, problems: WorldProblem[]) {
  const portals = new Set(map.portals.map(({ x, y }) => `${x} ${y}`));
  let shown = 0;
  map.rows.forEach((row, y) => {
    for (let x = 0; x < row.length && shown < LONE_PORTAL_TILES_SHOWN; x += 1) {
      if (!PORTAL_TILES.includes((row.charCodeAt(x) - 48) as never) || portals.has(`${x} ${y}`)) continue;
      problems.push({ code: 'portalTile', message: SAY.portalTileAlone, mapId: map.id, x, y });
      shown += 1;
    }
  });
}

/** The cells an NPC may stand on, in reading order: its patrol area's walkable cells, or where it stands. */
function npcCells(walk: WorldWalk, mapIndex: number, npc: WorldDocMap['npcs'][number]): number[] {
  const area = npc.patrol ?? { startX: npc.x, startY: npc.y, width: 1, height: 1 };
  const cells: number[] = [];
  for (let y = area.startY; y < area.startY + area.height; y += 1)
    for (let x = area.startX; x < area.startX + area.width; x += 1) {
      const cell = walk.standable(mapIndex, x, y);
      if (cell >= 0) cells.push(cell);
    }
  return cells;
}

/**
 * The cells of a world: what checkWorldDoc's work grows with (linearly), at most
 * WORLD_DOC_LIMITS.maps × sideMax² for a document its schema accepts.
 */
export function worldDocCells(doc: Pick<WorldDoc, 'maps'>): number {
  return doc.maps.reduce((cells, map) => {
    const { width, height } = worldDocMapSize(map);
    return cells + width * height;
  }, 0);
}

/** Whether a portal leads to the main world (of two portals on one cell, the later one counts). */
function leadsOut(doc: WorldDoc, indexOf: ReadonlyMap<string, number>): boolean {
  const portals = new Map<string, boolean>();
  doc.maps.forEach((map, mapIndex) => {
    for (const portal of map.portals)
      if (portal.to === 'exit' || indexOf.has(portal.to.mapId))
        portals.set(`${mapIndex} ${portal.x} ${portal.y}`, portal.to === 'exit');
  });
  return [...portals.values()].includes(true);
}

/**
 * Every problem of a world, or none: the shape of its maps, where things stand, that a spawn stands
 * on a walkable cell, that every portal leads somewhere and every portal tile carries one, that
 * every map and a way back to the main world can be reached from the spawn, and that no NPC,
 * wherever its patrol takes it, can stand on the only way out (NPCs block the player). The builder and the server run the same checks.
 * Linear in the world's cells (worldDocCells) and its NPCs' patrol areas (decision 0259).
 */
export function checkWorldDoc(doc: WorldDoc): WorldProblem[] {
  const problems: WorldProblem[] = [];
  checkShape(doc, problems);
  if (problems.length > 0) return problems;
  for (const map of doc.maps)
    for (const message of worldDocArtProblems(doc, map)) problems.push({ code: 'art', message, mapId: map.id });
  if (problems.length > 0) return problems;
  const indexOf = new Map(doc.maps.map((map, index) => [map.id, index]));
  const spawnMap = indexOf.get(doc.spawn.mapId);
  if (spawnMap === undefined) problems.push({ code: 'spawn', message: SAY.noSpawnMap(doc.spawn.mapId) });
  else if (!walkable(doc, spawnMap, doc.spawn.x, doc.spawn.y))
    problems.push({ code: 'spawn', message: SAY.spawnBlocked, mapId: doc.spawn.mapId, x: doc.spawn.x, y: doc.spawn.y });
  doc.maps.forEach((map) => {
    checkPlacements(doc, map, indexOf, problems);
    checkPortalTiles(map, problems);
  });

  if (!leadsOut(doc, indexOf)) problems.push({ code: 'noExit', message: SAY.noExit });
  if (spawnMap === undefined || problems.length > 0) return problems;

  // One search from the spawn, then one walk along a way out: linear in the world's cells (decision 0259).
  const walk = new WorldWalk(doc, indexOf);
  const start = walk.cell(spawnMap, doc.spawn.x, doc.spawn.y);
  const { from, reachedMaps } = walk.explore(start);
  const exitReached = from[walk.out] !== -1;
  if (!exitReached) problems.push({ code: 'exitUnreachable', message: SAY.exitUnreachable, mapId: doc.spawn.mapId });
  doc.maps.forEach((map, index) => {
    if (!reachedMaps.has(index)) problems.push({ code: 'mapUnreachable', message: SAY.mapUnreachable, mapId: map.id });
  });
  if (!exitReached) return problems;

  // An NPC walls the exit off if its patrol holds a cell every way out passes through: the builder
  // shows the first such cell of its area.
  const chokepoints = walk.chokepoints(start, from);
  doc.maps.forEach((map, mapIndex) => {
    map.npcs.forEach((npc, npcIndex) => {
      const wallsOff = npcCells(walk, mapIndex, npc).find((cell) => chokepoints.has(cell));
      if (wallsOff === undefined) return;
      const name = NPC_CATALOGUE[npc.npcId]?.name ?? npc.npcId;
      const { x, y } = walk.where(wallsOff);
      problems.push({ npc: npcIndex, code: 'npcWallsOff', message: SAY.npcWallsOff(name), mapId: map.id, x, y });
    });
  });
  return problems;
}
