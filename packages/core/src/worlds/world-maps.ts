import type { MapType } from '../contracts/worlds.js';
import { NPC_CATALOGUE } from '../npcs/catalogue.js';
import { NPC_CATALOGUE_IDS } from '../npcs/types.js';
import type { Position } from '../shared/geometry.js';
import { randomInt, seededRng, type Rng } from '../shared/rng.js';
import { isPortalTile, isWalkableTile, TILE_CODES } from '../tiles/tile-codes.js';
import { hashWorldSeed } from './seed-hash.js';

export interface GeneratedWorldMap {
  /** Rows of tile codes, indexed data[y][x]; only codes 0–5 are used. */
  data: number[][];
  /** A walkable cell where a player starts. */
  spawn: Position;
  /** A portal (tile 5) back to the main world, reachable from spawn. */
  returnPortal: Position;
  /** 2–4 NPCs from the catalogue, on distinct walkable non-portal cells, never on spawn. */
  npcs: { id: string; name: string; position: Position }[];
}

export const WORLD_MAP_WIDTH = 20;
export const WORLD_MAP_HEIGHT = 15;

const { grass, wall, tree, sand, dungeon, portal } = TILE_CODES;
const W = WORLD_MAP_WIDTH;
const H = WORLD_MAP_HEIGHT;

interface Layout {
  grid: number[][];
  spawn: Position;
  /** The obstacle that fills walkable cells cut off from spawn. */
  filler: number;
}

/**
 * A deterministic map for a user-created world: the same (mapType, seed) always gives the same map.
 * Every walkable cell is reachable from spawn, by construction (cut-off cells become obstacles).
 */
export function generateWorldMap(mapType: MapType, seed: string): GeneratedWorldMap {
  const rng = seededRng(hashWorldSeed(`${mapType}:${seed}`));
  const layout = LAYOUTS[mapType](rng);
  const { grid, spawn, filler } = layout;

  fillUnreachable(grid, spawn, filler);
  const returnPortal = farthestCell(grid, spawn);
  setTile(grid, returnPortal, portal);
  fillUnreachable(grid, spawn, filler);

  return { data: grid, spawn, returnPortal, npcs: placeNpcs(grid, spawn, rng) };
}

const LAYOUTS: Readonly<Record<MapType, (rng: Rng) => Layout>> = {
  fantasy: fantasyLayout,
  scifi: scifiLayout,
  'post-apocalyptic': wastelandLayout,
  mystery: mysteryLayout,
};

/** Grass meadow, tree border, tree clusters and a winding sand path from west to east. */
function fantasyLayout(rng: Rng): Layout {
  const grid = filled(grass);
  border(grid, () => tree);
  const clusters = randomInt(rng, 6, 9);
  for (let i = 0; i < clusters; i += 1) {
    const cx = randomInt(rng, 2, W - 3);
    const cy = randomInt(rng, 2, H - 3);
    const radius = randomInt(rng, 1, 2);
    for (let y = cy - radius; y <= cy + radius; y += 1) {
      for (let x = cx - radius; x <= cx + radius; x += 1) {
        if (inside(x, y) && Math.abs(x - cx) + Math.abs(y - cy) <= radius + (rng() < 0.4 ? 1 : 0)) {
          setTile(grid, { x, y }, tree);
        }
      }
    }
  }
  // The winding path: mostly east, sometimes north or south.
  let y = randomInt(rng, 2, H - 3);
  const spawn = { x: 1, y };
  for (let x = 1; x <= W - 2;) {
    setTile(grid, { x, y }, sand);
    const roll = rng();
    if (roll < 0.55) x += 1;
    else if (roll < 0.775 && y > 1) y -= 1;
    else if (y < H - 2) y += 1;
    else x += 1;
  }
  return { grid, spawn, filler: tree };
}

/** A station: hull (4) with walled rooms (1) of deck plating (3) joined by corridors. */
function scifiLayout(rng: Rng): Layout {
  const grid = filled(dungeon);
  border(grid, () => wall);
  const rooms: Position[] = [];
  // Six sectors of 6×6 in a snake order, so consecutive rooms are neighbours.
  const sectors: Position[] = [
    { x: 1, y: 1 },
    { x: 7, y: 1 },
    { x: 13, y: 1 },
    { x: 13, y: 8 },
    { x: 7, y: 8 },
    { x: 1, y: 8 },
  ];
  sectors.forEach((sector, index) => {
    const first = index === 0;
    const last = index === sectors.length - 1;
    if (!first && !last && rng() < 0.2) return;
    const innerW = randomInt(rng, 2, 4);
    const innerH = randomInt(rng, 2, 4);
    const left = sector.x + randomInt(rng, 0, 6 - (innerW + 2));
    const top = sector.y + randomInt(rng, 0, 6 - (innerH + 2));
    for (let y = top; y < top + innerH + 2; y += 1) {
      for (let x = left; x < left + innerW + 2; x += 1) {
        const edge = y === top || x === left || y === top + innerH + 1 || x === left + innerW + 1;
        setTile(grid, { x, y }, edge ? wall : sand);
      }
    }
    rooms.push({ x: left + 1 + Math.floor(innerW / 2), y: top + 1 + Math.floor(innerH / 2) });
  });
  for (let i = 1; i < rooms.length; i += 1) carveL(grid, rooms[i - 1] as Position, rooms[i] as Position, sand, rng);
  // Sometimes a second corridor closes the loop.
  if (rooms.length > 2 && rng() < 0.5)
    carveL(grid, rooms[0] as Position, rooms[rooms.length - 1] as Position, sand, rng);
  return { grid, spawn: rooms[0] as Position, filler: dungeon };
}

/** Sand wasteland with broken wall ruins, rubble and a few dead trees. */
function wastelandLayout(rng: Rng): Layout {
  const grid = filled(sand);
  border(grid, () => (rng() < 0.15 ? tree : wall));
  const ruins = randomInt(rng, 4, 6);
  for (let i = 0; i < ruins; i += 1) {
    const rw = randomInt(rng, 3, 6);
    const rh = randomInt(rng, 3, 5);
    const left = randomInt(rng, 2, W - 2 - rw);
    const top = randomInt(rng, 2, H - 2 - rh);
    for (let y = top; y < top + rh; y += 1) {
      for (let x = left; x < left + rw; x += 1) {
        const edge = y === top || x === left || y === top + rh - 1 || x === left + rw - 1;
        if (edge && rng() < 0.7) setTile(grid, { x, y }, wall);
      }
    }
  }
  const rubble = randomInt(rng, 8, 14);
  for (let i = 0; i < rubble; i += 1) {
    setTile(grid, { x: randomInt(rng, 1, W - 2), y: randomInt(rng, 1, H - 2) }, rng() < 0.25 ? tree : wall);
  }
  const spawn = { x: randomInt(rng, 1, 3), y: randomInt(rng, 1, H - 2) };
  const far = { x: randomInt(rng, W - 4, W - 2), y: randomInt(rng, 1, H - 2) };
  carveL(grid, spawn, far, sand, rng);
  return { grid, spawn, filler: wall };
}

/** A maze of grass corridors between walls, hedges (trees) and dungeon blocks, with a few loops. */
function mysteryLayout(rng: Rng): Layout {
  const grid = filled(wall);
  const obstacle = (): number => {
    const roll = rng();
    if (roll < 0.5) return wall;
    return roll < 0.75 ? tree : dungeon;
  };
  for (let y = 1; y < H - 1; y += 1) for (let x = 1; x < W - 1; x += 1) setTile(grid, { x, y }, obstacle());
  // Recursive backtracker over the odd cells.
  const start = { x: 1, y: 1 };
  const visited = new Set<string>([key(start)]);
  const stack: Position[] = [start];
  setTile(grid, start, grass);
  while (stack.length > 0) {
    const current = stack[stack.length - 1] as Position;
    const options = STEPS.map(([dx, dy]) => ({ x: current.x + dx * 2, y: current.y + dy * 2 })).filter(
      (cell) => cell.x >= 1 && cell.x <= W - 3 && cell.y >= 1 && cell.y <= H - 2 && !visited.has(key(cell)),
    );
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const next = options[Math.floor(rng() * options.length)] as Position;
    visited.add(key(next));
    setTile(grid, { x: (current.x + next.x) / 2, y: (current.y + next.y) / 2 }, grass);
    setTile(grid, next, grass);
    stack.push(next);
  }
  // Knock out a few walls between two corridors so the maze has loops.
  const loops = randomInt(rng, 5, 9);
  for (let i = 0; i < loops; i += 1) {
    const x = randomInt(rng, 1, W - 3);
    const y = randomInt(rng, 1, H - 2);
    const horizontal = x % 2 === 0 && y % 2 === 1;
    const vertical = x % 2 === 1 && y % 2 === 0;
    if (horizontal || vertical) setTile(grid, { x, y }, grass);
  }
  return { grid, spawn: start, filler: wall };
}

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

function key(cell: Position): string {
  return `${cell.x},${cell.y}`;
}

function filled(code: number): number[][] {
  return Array.from({ length: H }, () => Array.from({ length: W }, () => code));
}

function border(grid: number[][], pick: () => number): void {
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      if (!inside(x, y)) setTile(grid, { x, y }, pick());
    }
  }
}

/** Inside the one-tile border. */
function inside(x: number, y: number): boolean {
  return x >= 1 && y >= 1 && x <= W - 2 && y <= H - 2;
}

function setTile(grid: number[][], cell: Position, code: number): void {
  const row = grid[cell.y];
  if (row && cell.x >= 0 && cell.x < row.length) row[cell.x] = code;
}

function tile(grid: number[][], cell: Position): number | undefined {
  return grid[cell.y]?.[cell.x];
}

/** An L-shaped corridor of `code` from a to b, horizontal or vertical leg first. */
function carveL(grid: number[][], a: Position, b: Position, code: number, rng: Rng): void {
  const corner = rng() < 0.5 ? { x: b.x, y: a.y } : { x: a.x, y: b.y };
  carveLine(grid, a, corner, code);
  carveLine(grid, corner, b, code);
}

function carveLine(grid: number[][], a: Position, b: Position, code: number): void {
  const dx = Math.sign(b.x - a.x);
  const dy = Math.sign(b.y - a.y);
  let cell = { ...a };
  setTile(grid, cell, code);
  while (cell.x !== b.x || cell.y !== b.y) {
    cell = { x: cell.x + dx, y: cell.y + dy };
    setTile(grid, cell, code);
  }
}

/** Steps from spawn to every reachable cell (portals are entered but not walked through), -1 if unreachable. */
function distancesFrom(grid: number[][], start: Position): number[][] {
  const dist = grid.map((row) => row.map(() => -1));
  const startRow = dist[start.y];
  if (!startRow || !isWalkableTile(tile(grid, start))) return dist;
  startRow[start.x] = 0;
  const queue: Position[] = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const current = queue[head] as Position;
    const here = dist[current.y]?.[current.x] ?? 0;
    if (head > 0 && isPortalTile(tile(grid, current))) continue;
    for (const [dx, dy] of STEPS) {
      const next = { x: current.x + dx, y: current.y + dy };
      const row = dist[next.y];
      if (!row || row[next.x] !== -1 || !isWalkableTile(tile(grid, next))) continue;
      row[next.x] = here + 1;
      queue.push(next);
    }
  }
  return dist;
}

function fillUnreachable(grid: number[][], spawn: Position, filler: number): void {
  const dist = distancesFrom(grid, spawn);
  grid.forEach((row, y) =>
    row.forEach((code, x) => {
      if (isWalkableTile(code) && dist[y]?.[x] === -1) row[x] = filler;
    }),
  );
}

/** The reachable cell farthest from spawn (first in reading order on ties); nothing lies beyond it. */
function farthestCell(grid: number[][], spawn: Position): Position {
  const dist = distancesFrom(grid, spawn);
  let best = spawn;
  let bestDistance = 0;
  dist.forEach((row, y) =>
    row.forEach((d, x) => {
      if (d > bestDistance) {
        best = { x, y };
        bestDistance = d;
      }
    }),
  );
  return best;
}

function placeNpcs(grid: number[][], spawn: Position, rng: Rng): GeneratedWorldMap['npcs'] {
  const dist = distancesFrom(grid, spawn);
  const open: Position[] = [];
  dist.forEach((row, y) =>
    row.forEach((d, x) => {
      if (d > 0 && !isPortalTile(grid[y]?.[x])) open.push({ x, y });
    }),
  );
  // Not right next to spawn when the map has room for it.
  const roomy = open.filter((cell) => (dist[cell.y]?.[cell.x] ?? 0) >= 2);
  const cells = shuffled(roomy.length >= 4 ? roomy : open, rng);
  const ids = shuffled([...NPC_CATALOGUE_IDS], rng);
  const count = Math.min(randomInt(rng, 2, 4), cells.length);
  return ids.slice(0, count).map((id, index) => ({
    id,
    name: NPC_CATALOGUE[id].name,
    position: cells[index] as Position,
  }));
}

function shuffled<T>(items: T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
