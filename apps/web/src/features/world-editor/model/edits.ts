import {
  dropPortals,
  isPortalTile,
  isWalkableTile,
  NPC_CATALOGUE,
  WORLD_DOC_LIMITS,
  worldDocMapSize,
  worldDocTile,
  type NpcId,
  type Position,
  type WorldDoc,
  type WorldDocMap,
  type WorldDocPortal,
} from '@authentic/core';
import { fillRegion, lineCells as lineBetween } from '../../../lib/grid-edit';

/**
 * Pure edits of a world document (decision 0250). Each returns a new document that shares every
 * untouched map and row with the old one, so a brush dab on a 256×256 map copies one row string.
 */

export type Patrol = { startX: number; startY: number; width: number; height: number };

export function findMap(doc: WorldDoc, mapId: string): WorldDocMap | undefined {
  return doc.maps.find((map) => map.id === mapId);
}

/** The document with one map replaced by `update(map)` (the other maps shared). */
export function updateMap(doc: WorldDoc, mapId: string, update: (map: WorldDocMap) => WorldDocMap): WorldDoc {
  return { ...doc, maps: doc.maps.map((map) => (map.id === mapId ? update(map) : map)) };
}

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/** The cells (inside the map, of another code) painted `code`; null when none changes. */
export function paintCells(
  doc: WorldDoc,
  mapId: string,
  cells: readonly Position[],
  code: number,
): { doc: WorldDoc; cells: Position[] } | null {
  const map = findMap(doc, mapId);
  if (!map) return null;
  const { width } = worldDocMapSize(map);
  const digit = 48 + code;
  /** Per touched row, its characters (copied once), so a 256×256 fill copies each row once. */
  const touched = new Map<number, Uint8Array>();
  const changed: Position[] = [];
  for (const cell of cells) {
    const row = map.rows[cell.y];
    if (row === undefined || cell.x < 0 || cell.x >= width) continue;
    let chars = touched.get(cell.y);
    if (!chars) {
      if (row.charCodeAt(cell.x) === digit) continue;
      chars = new Uint8Array(width);
      for (let x = 0; x < width; x++) chars[x] = row.charCodeAt(x);
      touched.set(cell.y, chars);
    }
    if (chars[cell.x] === digit) continue;
    chars[cell.x] = digit;
    changed.push({ x: cell.x, y: cell.y });
  }
  if (changed.length === 0) return null;
  const rows = [...map.rows];
  const decoder = new TextDecoder();
  for (const [y, chars] of touched) rows[y] = decoder.decode(chars);
  return { doc: updateMap(doc, mapId, (m) => ({ ...m, rows })), cells: changed };
}

/** Whether an object (spawn, portal, NPC, artifact spot) stands on a cell. */
export function hasObject(doc: WorldDoc, mapId: string, cell: Position): boolean {
  const map = findMap(doc, mapId);
  if (!map) return false;
  return (
    (doc.spawn.mapId === mapId && same(doc.spawn, cell)) ||
    map.portals.some((p) => same(p, cell)) ||
    map.npcs.some((n) => same(n, cell)) ||
    map.artifactSpots.some((s) => same(s, cell)) ||
    (map.books ?? []).some((b) => same(b, cell))
  );
}

/** Whether painting `code` leaves an object on an unwalkable cell among `cells` (the check reports it). */
export function coversObject(doc: WorldDoc, mapId: string, cells: readonly Position[], code: number): boolean {
  return !isWalkableTile(code) && cells.some((cell) => hasObject(doc, mapId, cell));
}

/** The cells of the rectangle between two corners, clamped to the map. */
export function rectCells(map: WorldDocMap, a: Position, b: Position): Position[] {
  const { width, height } = worldDocMapSize(map);
  const x0 = Math.max(0, Math.min(a.x, b.x));
  const x1 = Math.min(width - 1, Math.max(a.x, b.x));
  const y0 = Math.max(0, Math.min(a.y, b.y));
  const y1 = Math.min(height - 1, Math.max(a.y, b.y));
  const cells: Position[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.push({ x, y });
  return cells;
}

/** The cells on the line between two cells (lib/grid-edit's Bresenham), so a fast drag leaves no gaps. */
export const lineCells: (from: Position, to: Position) => Position[] = lineBetween;

/** The 4-connected area of the start cell's code (lib/grid-edit's bounded, iterative fill). */
export function fillCells(map: WorldDocMap, start: Position): Position[] {
  const { width, height } = worldDocMapSize(map);
  const target = worldDocTile(map, start);
  if (target === null) return [];
  // The codes once, as bytes: the fill then compares numbers, not characters of strings.
  const codes = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = map.rows[y]!;
    for (let x = 0; x < width; x++) codes[y * width + x] = row.charCodeAt(x) - 48;
  }
  return fillRegion(width, height, start, (index) => codes[index] === target);
}

export function moveSpawn(doc: WorldDoc, mapId: string, cell: Position): WorldDoc {
  return { ...doc, spawn: { mapId, x: cell.x, y: cell.y } };
}

/** A portal at the cell: tile 5 unless it is a portal tile already, and the portal object there replaced. */
export function placePortal(
  doc: WorldDoc,
  mapId: string,
  cell: Position,
  to: WorldDocPortal['to'],
): { doc: WorldDoc; cells: Position[] } | null {
  const map = findMap(doc, mapId);
  const tile = map ? worldDocTile(map, cell) : null;
  if (!map || tile === null) return null;
  const others = map.portals.filter((p) => !same(p, cell));
  if (others.length >= WORLD_DOC_LIMITS.portalsPerMap) return null;
  const painted = isPortalTile(tile) ? null : paintCells(doc, mapId, [cell], 5);
  const base = painted?.doc ?? doc;
  const next = updateMap(base, mapId, (m) => ({ ...m, portals: [...others, { x: cell.x, y: cell.y, to }] }));
  return { doc: next, cells: [{ x: cell.x, y: cell.y }] };
}

/** The default patrol: the 3×3 cells around the NPC, clamped to the map. */
export function defaultPatrol(map: WorldDocMap, cell: Position): Patrol {
  const { width, height } = worldDocMapSize(map);
  const startX = Math.max(0, cell.x - 1);
  const startY = Math.max(0, cell.y - 1);
  return {
    startX,
    startY,
    width: Math.min(width - 1, cell.x + 1) - startX + 1,
    height: Math.min(height - 1, cell.y + 1) - startY + 1,
  };
}

/** An NPC from the catalogue at the cell (replacing one already there), patrolling around it. */
export function placeNpc(doc: WorldDoc, mapId: string, cell: Position, npcId: NpcId): WorldDoc | null {
  const map = findMap(doc, mapId);
  if (!map || worldDocTile(map, cell) === null) return null;
  const others = map.npcs.filter((n) => !same(n, cell));
  if (others.length >= WORLD_DOC_LIMITS.npcsPerMap) return null;
  const npc = { npcId, x: cell.x, y: cell.y, patrol: defaultPatrol(map, cell) };
  return updateMap(doc, mapId, (m) => ({ ...m, npcs: [...others, npc] }));
}

export function placeArtifactSpot(doc: WorldDoc, mapId: string, cell: Position): WorldDoc | null {
  const map = findMap(doc, mapId);
  if (!map || worldDocTile(map, cell) === null || map.artifactSpots.some((s) => same(s, cell))) return null;
  if (map.artifactSpots.length >= WORLD_DOC_LIMITS.artifactSpotsPerMap) return null;
  return updateMap(doc, mapId, (m) => ({ ...m, artifactSpots: [...m.artifactSpots, { x: cell.x, y: cell.y }] }));
}

/** Removes the portal (its tile becomes grass), NPC, artifact spot and story book on a cell; null when there is none. */
export function removeObject(doc: WorldDoc, mapId: string, cell: Position): WorldDoc | null {
  const map = findMap(doc, mapId);
  if (!map) return null;
  const portals = map.portals.filter((p) => !same(p, cell));
  const npcs = map.npcs.filter((n) => !same(n, cell));
  const artifactSpots = map.artifactSpots.filter((s) => !same(s, cell));
  const books = (map.books ?? []).filter((b) => !same(b, cell));
  const count = portals.length + npcs.length + artifactSpots.length + books.length;
  const before = map.portals.length + map.npcs.length + map.artifactSpots.length + (map.books?.length ?? 0);
  if (count === before) return null;
  return updateMap(doc, mapId, (m) => {
    const { books: _books, ...rest } = dropPortals(m, (p) => same(p, cell));
    return { ...rest, npcs, artifactSpots, ...(books.length > 0 && { books }) };
  });
}

/** Sets (or with null removes) an NPC's patrol, clamped to the map and the patrol limit. */
export function setPatrol(doc: WorldDoc, mapId: string, npcIndex: number, patrol: Patrol | null): WorldDoc | null {
  const map = findMap(doc, mapId);
  const npc = map?.npcs[npcIndex];
  if (!map || !npc) return null;
  const { width, height } = worldDocMapSize(map);
  const npcs = map.npcs.map((n, i) => {
    if (i !== npcIndex) return n;
    if (patrol === null) return { npcId: n.npcId, x: n.x, y: n.y };
    const startX = Math.min(width - 1, Math.max(0, patrol.startX));
    const startY = Math.min(height - 1, Math.max(0, patrol.startY));
    const side = WORLD_DOC_LIMITS.patrolSideMax;
    return {
      ...n,
      patrol: {
        startX,
        startY,
        width: Math.max(1, Math.min(side, width - startX, patrol.width)),
        height: Math.max(1, Math.min(side, height - startY, patrol.height)),
      },
    };
  });
  return updateMap(doc, mapId, (m) => ({ ...m, npcs }));
}

export function npcName(npcId: string): string {
  return (NPC_CATALOGUE as Readonly<Record<string, { name: string } | undefined>>)[npcId]?.name ?? npcId;
}
