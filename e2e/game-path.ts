import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  BUILT_IN_MAP_NAMES,
  BUILT_IN_MAPS,
  DIRECTION_DELTAS,
  isPortalTile,
  isWalkableTile,
  LOCAL_GAME_STATE_KEYS,
  npcsOnMap,
  tileAt,
  type Area,
  type BuiltInMapId,
  type Direction,
  type Position,
  type TileGrid,
} from '@authentic/core';

/** The ground a test walks: a map's name as the Location line reads it, its tiles, and who patrols it. */
export interface WalkArea {
  name: string;
  grid: TileGrid;
  npcs: readonly { position: Position; patrolArea?: Area }[];
}

export const builtInArea = (mapId: BuiltInMapId): WalkArea => ({
  name: BUILT_IN_MAP_NAMES[mapId],
  grid: BUILT_IN_MAPS[mapId].data,
  npcs: npcsOnMap(mapId),
});

export const KEYS: Record<Direction, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/**
 * The shortest walk on Overworld from the start to a cell: walkable cells only, no other portal, and
 * around the cells the guide may patrol, so nobody stands in the way.
 */
export function pathOnOverworld(from: Position, to: Position): Direction[] {
  return pathOnMap('overworld', from, to);
}

/** The same shortest walk on any built-in map. */
export function pathOnMap(mapId: BuiltInMapId, from: Position, to: Position): Direction[] {
  return pathOnArea(builtInArea(mapId), from, to);
}

/**
 * The shortest walk on any ground, around the cells its NPCs may patrol; where their patrols close
 * the only way (a narrow path in a player's world), straight through, as a wandering NPC steps aside.
 */
export function pathOnArea({ grid, npcs }: WalkArea, from: Position, to: Position): Direction[] {
  const patrolled = (cell: Position) =>
    npcs.some(({ position, patrolArea: area }) =>
      area
        ? cell.x >= area.startX &&
          cell.x < area.startX + area.width &&
          cell.y >= area.startY &&
          cell.y < area.startY + area.height
        : cell.x === position.x && cell.y === position.y,
    );
  const path = shortestPath(grid, from, to, patrolled) ?? shortestPath(grid, from, to, () => false);
  if (!path) throw new Error(`No path from ${from.x},${from.y} to ${to.x},${to.y}`);
  return path;
}

function shortestPath(
  grid: TileGrid,
  from: Position,
  to: Position,
  avoid: (cell: Position) => boolean,
): Direction[] | null {
  const key = (cell: Position) => `${cell.x},${cell.y}`;
  const came = new Map<string, { from: Position; direction: Direction }>();
  const queue: Position[] = [from];
  const seen = new Set([key(from)]);
  while (queue.length) {
    const cell = queue.shift() as Position;
    if (cell.x === to.x && cell.y === to.y) break;
    for (const direction of Object.keys(DIRECTION_DELTAS) as Direction[]) {
      const next = { x: cell.x + DIRECTION_DELTAS[direction].x, y: cell.y + DIRECTION_DELTAS[direction].y };
      const tile = tileAt(grid, next.x, next.y);
      const isTarget = next.x === to.x && next.y === to.y;
      if (seen.has(key(next)) || !isWalkableTile(tile) || avoid(next) || (isPortalTile(tile) && !isTarget)) continue;
      seen.add(key(next));
      came.set(key(next), { from: cell, direction });
      queue.push(next);
    }
  }
  const steps: Direction[] = [];
  for (let cell = to; key(cell) !== key(from);) {
    const step = came.get(key(cell));
    if (!step) return null;
    steps.unshift(step.direction);
    cell = step.from;
  }
  return steps;
}

/** A walkable cell beside the guide's patrol area from which the most of that area is within talk range. */
export function cellBesideGuide(): Position {
  const grid = BUILT_IN_MAPS.overworld.data;
  const guide = npcsOnMap('overworld').find((npc) => npc.id === 'guide');
  const area = guide?.patrolArea;
  if (!guide || !area) throw new Error('the guide should patrol Overworld');
  const inArea = (x: number, y: number) =>
    x >= area.startX && x < area.startX + area.width && y >= area.startY && y < area.startY + area.height;
  let best: Position | null = null;
  let bestScore = -1;
  for (let y = 0; y < grid.length; y += 1) {
    for (let x = 0; x < (grid[y]?.length ?? 0); x += 1) {
      if (!isWalkableTile(tileAt(grid, x, y)) || isPortalTile(tileAt(grid, x, y)) || inArea(x, y)) continue;
      let score = 0;
      for (let ay = area.startY; ay < area.startY + area.height; ay += 1) {
        for (let ax = area.startX; ax < area.startX + area.width; ax += 1) {
          if (Math.hypot(ax - x, ay - y) <= 1.5) score += 1;
        }
      }
      if (score > bestScore) {
        best = { x, y };
        bestScore = score;
      }
    }
  }
  if (!best) throw new Error('no cell beside the guide');
  return best;
}

/**
 * Walks cell by cell on Overworld. A press during a step's 150 ms input lock is ignored, so a press
 * is repeated — but only when the character is still on the previous cell after a generous wait,
 * so a slow screen update under load never turns into a second step.
 */
export async function walkOnOverworld(page: Page, from: Position, to: Position, arrival?: string): Promise<Position> {
  return walkOnMap(page, 'overworld', from, to, arrival);
}

/** The same careful walk on any built-in map. */
export async function walkOnMap(
  page: Page,
  mapId: BuiltInMapId,
  from: Position,
  to: Position,
  arrival?: string,
): Promise<Position> {
  return walkOnArea(page, builtInArea(mapId), from, to, arrival);
}

/**
 * One tap of a key that a busy machine cannot stretch into a hold: its keydown and keyup go to the
 * focused element in one task, so no game frame runs between them. A held key walks on after 250 ms,
 * and a key-up that arrived late under load once turned a tap into two steps, the second through a
 * portal. Every other key in the browser tests is a real press.
 */
export async function tap(page: Page, key: string): Promise<void> {
  await page.evaluate((name) => {
    const target = document.activeElement ?? document.body;
    for (const type of ['keydown', 'keyup']) {
      target.dispatchEvent(new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true }));
    }
  }, key);
}

/**
 * One step by a tap of `key` (never a real press, which a starved machine can stretch into a hold
 * and a second step): tapped again only if the character has not moved within 3 s (the step's input
 * lock swallowed it), then the Location must read `expected`.
 */
export async function stepTo(page: Page, key: string, expected: string | RegExp): Promise<void> {
  const where = page.getByRole('status', { name: 'Location' });
  const before = (await where.textContent()) ?? '';
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await tap(page, key);
    const moved = await expect(where)
      .not.toHaveText(before, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (moved) break;
  }
  await expect(where).toHaveText(expected);
}

/** Taps toward `direction` (again while the character stays put) for up to `ms`; the Location after. */
async function stepOnce(page: Page, direction: Direction, previous: string, ms: number): Promise<string> {
  const location = page.getByRole('status', { name: 'Location' });
  await tap(page, KEYS[direction]);
  let now = previous;
  await expect(async () => {
    now = (await location.textContent()) ?? '';
    if (now === previous) await tap(page, KEYS[direction]);
    expect(now).not.toBe(previous);
  })
    .toPass({ timeout: ms })
    .catch(() => {});
  return now;
}

/** One step to any open neighbour but the blocked one (back first); the Location after. */
async function stepAside(page: Page, area: WalkArea, cell: Position, blocked: Direction, previous: string) {
  const back = ({ up: 'down', down: 'up', left: 'right', right: 'left' } as const)[blocked];
  const sides = [back, ...(Object.keys(KEYS) as Direction[]).filter((d) => d !== back && d !== blocked)];
  for (const direction of sides) {
    const delta = DIRECTION_DELTAS[direction];
    const tile = tileAt(area.grid, cell.x + delta.x, cell.y + delta.y);
    if (!isWalkableTile(tile) || isPortalTile(tile)) continue;
    const now = await stepOnce(page, direction, previous, 8_000);
    if (now !== previous) return now;
  }
  throw new Error(`Stuck at ${previous}: every way on is blocked`);
}

/** The same careful walk on any ground (a player-made world's, say). */
export async function walkOnArea(
  page: Page,
  area: WalkArea,
  from: Position,
  to: Position,
  arrival?: string,
): Promise<Position> {
  const location = page.getByRole('status', { name: 'Location' });
  const { name } = area;
  const text = (at: Position) => `${name}, row ${at.y}, column ${at.x}`;
  let cell = { ...from };
  // Re-planned from wherever the character really stands: on a loaded machine a late key-up can
  // turn a tap into a held key and a second step; the walk goes on from there instead of failing.
  for (let guard = 0; guard < 400; guard += 1) {
    const [direction] = pathOnArea(area, cell, to);
    if (!direction) return cell;
    const previous = text(cell);
    const next = { x: cell.x + DIRECTION_DELTAS[direction].x, y: cell.y + DIRECTION_DELTAS[direction].y };
    const last = next.x === to.x && next.y === to.y;
    const expected = last && arrival ? arrival : text(next);
    let now = await stepOnce(page, direction, previous, 8_000);
    if (now === previous) {
      // Still here: a wandering NPC stands in the way. In a narrow path one boxed in between the
      // character and its patrol's edge never moves on, so step aside, as a player would, and re-plan.
      now = await stepAside(page, area, cell, direction, previous);
    }
    await expect(async () => {
      now = (await location.textContent()) ?? '';
      expect(now === expected || now.startsWith(`${name}, row `)).toBe(true);
    }).toPass({ timeout: 2_000 });
    // Let the step's 150 ms input lock pass, so the next press is never swallowed.
    await page.waitForTimeout(200);
    now = (await location.textContent()) ?? '';
    if (now === expected) {
      cell = next;
      if (last) return cell;
      continue;
    }
    const match = /row (\d+), column (\d+)$/.exec(now);
    if (!match || !now.startsWith(`${name}, `)) throw new Error(`Walking to ${text(to)}: now at '${now}'`);
    cell = { x: Number(match[2]), y: Number(match[1]) };
  }
  throw new Error(`Walking to ${text(to)} took too long`);
}

export const location = (page: Page) => page.getByRole('status', { name: 'Location' });

/** A player whose last checkpoint is this cell: the game resumes there. */
export async function resumeAt(page: Page, mapName: string, x: number, y: number): Promise<void> {
  // Any page of the site's origin can write its storage; the health answer is the lightest to load.
  await page.goto('/api/health');
  await page.evaluate(([key, checkpoint]) => localStorage.setItem(key, checkpoint), [
    LOCAL_GAME_STATE_KEYS.checkpoint,
    JSON.stringify({ mapName, position: { x, y } }),
  ] as const);
  await page.goto('/game');
  await expect(location(page)).toHaveText(`${mapName}, row ${y}, column ${x}`, { timeout: 10_000 });
}
