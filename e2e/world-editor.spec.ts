import {
  checkWorldDoc,
  generateWorldMap,
  startingWorldDoc,
  isWalkableTile,
  WORLD_BUILDER_MESSAGES,
  WORLD_CHECK_MESSAGES,
  type Position,
} from '@authentic/core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { location } from './game-path';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** Issue 25: the world builder at /world/{id}/edit. */

const STEPS: readonly Position[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

async function newWorld(page: Page) {
  const player = newPlayer();
  await registerThroughUi(page, player);
  const name = `Builder ${player.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, { name, description: 'A world painted by hand.', mapType: 'fantasy' });
  const map = generateWorldMap('fantasy', id);
  const open = (cell: Position) =>
    isWalkableTile(map.data[cell.y]?.[cell.x]) && !(cell.x === map.returnPortal.x && cell.y === map.returnPortal.y);
  return { id, name, map, open };
}

/** Opens the editor from the world page's link, as its owner does. */
async function openEditor(page: Page, id: string, name: string) {
  await page.goto(`/world/${id}`);
  await page.getByRole('link', { name: 'Edit world' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  const canvas = page.getByRole('application', { name: /Map canvas/ });
  await expect(canvas).toHaveAttribute('data-cell-px', /\d/);
  return canvas;
}

/** Where a cell is on the canvas, as the canvas says its view stands. */
async function pointAt(canvas: Locator, cell: Position): Promise<{ x: number; y: number }> {
  const [viewX, viewY, cellPx] = await Promise.all(
    ['data-view-x', 'data-view-y', 'data-cell-px'].map(async (name) => Number(await canvas.getAttribute(name))),
  );
  const border = 4;
  return { x: border + cell.x * cellPx! - viewX! + cellPx! / 2, y: border + cell.y * cellPx! - viewY! + cellPx! / 2 };
}

test('paint a wall, undo it, redo it, save and publish, then play the world and bump into it', async ({ page }) => {
  test.setTimeout(90_000);
  const { id, name, map, open } = await newWorld(page);
  const spawn = map.spawn;
  // A wall beside the spawn that leaves the way out open (the world can be published with it).
  const start = startingWorldDoc(map, name);
  const walled = (cell: Position) => {
    const rows = start.maps[0]!.rows.map((row, y) =>
      y === cell.y ? row.slice(0, cell.x) + '1' + row.slice(cell.x + 1) : row,
    );
    return checkWorldDoc({ ...start, maps: [{ ...start.maps[0]!, rows }] }).length === 0;
  };
  const step = STEPS.find((delta) => {
    const cell = { x: spawn.x + delta.x, y: spawn.y + delta.y };
    return open(cell) && walled(cell);
  })!;
  const wall = { x: spawn.x + step.x, y: spawn.y + step.y };
  const canvas = await openEditor(page, id, name);

  await page.getByRole('button', { name: 'Wall (1)' }).click();
  await canvas.click({ position: await pointAt(canvas, wall) });
  await expect(page.getByText(`Painted Wall at ${wall.x}, ${wall.y}.`)).toBeAttached();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByText('Redone.')).toBeAttached();

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(WORLD_BUILDER_MESSAGES.published(1))).toBeVisible();

  await page.getByRole('link', { name: 'Play this world' }).click();
  await expect(location(page)).toHaveText(`${name}, row ${spawn.y}, column ${spawn.x}`, { timeout: 15_000 });
  const key = step.x === 1 ? 'ArrowRight' : step.x === -1 ? 'ArrowLeft' : step.y === 1 ? 'ArrowDown' : 'ArrowUp';
  await page.keyboard.press(key);
  // The bump locks input for 150 ms, as a step does; a second press would pass if there were no wall.
  await page.waitForTimeout(300);
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
  await expect(location(page)).toHaveText(`${name}, row ${spawn.y}, column ${spawn.x}`);
});

test('keyboard only: the cell cursor moves with the arrows, a number picks a tile, Space paints, and it is said', async ({
  page,
}) => {
  const { id, name, map } = await newWorld(page);
  const canvas = await openEditor(page, id, name);
  await canvas.focus();
  await expect(canvas).toHaveAccessibleName(new RegExp(`cell cursor at ${map.spawn.x}, ${map.spawn.y}`));
  const down = map.spawn.y + 1 < map.data.length ? 1 : -1;
  await page.keyboard.press(down === 1 ? 'ArrowDown' : 'ArrowUp');
  const cell = { x: map.spawn.x, y: map.spawn.y + down };
  await expect(canvas).toHaveAccessibleName(new RegExp(`cell cursor at ${cell.x}, ${cell.y}`));
  // A tile the cell does not have yet, so Space changes it (the generated map may have a tree there).
  const [key, tile] = map.data[cell.y]?.[cell.x] === 2 ? ['3', 'Sand'] : ['2', 'Tree'];
  await page.keyboard.press(key);
  await expect(page.getByText(`${tile} chosen.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Painted ${tile} at ${cell.x}, ${cell.y}.`)).toBeAttached();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Undone.')).toBeAttached();
});

test('the checks show why a world cannot be saved: a walled-in way out is named and shown on its cell', async ({
  page,
}) => {
  const { id, name, map } = await newWorld(page);
  const canvas = await openEditor(page, id, name);
  await page.getByRole('button', { name: 'Wall (1)' }).click();
  for (const delta of STEPS) {
    const cell = { x: map.returnPortal.x + delta.x, y: map.returnPortal.y + delta.y };
    if (!isWalkableTile(map.data[cell.y]?.[cell.x])) continue;
    await canvas.click({ position: await pointAt(canvas, cell) });
    await expect(page.getByText(`Painted Wall at ${cell.x}, ${cell.y}.`)).toBeAttached();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const problems = page.getByRole('region', { name: /problem/i });
  await expect(problems.getByRole('button', { name: new RegExp(WORLD_CHECK_MESSAGES.exitUnreachable) })).toBeVisible();
  // Nothing was sent: the world is still unsaved.
  await expect(page.getByRole('status').filter({ hasText: /problem/i })).toBeVisible();
});

test('on a phone the editor opens with its tools, and a tap paints a cell', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const { id, name, map, open } = await newWorld(page);
  const cell = STEPS.map((delta) => ({ x: map.spawn.x + delta.x, y: map.spawn.y + delta.y })).find(open)!;
  const canvas = await openEditor(page, id, name);
  await page.getByRole('button', { name: 'Wall (1)' }).tap();
  await canvas.tap({ position: await pointAt(canvas, cell) });
  await expect(page.getByText(`Painted Wall at ${cell.x}, ${cell.y}.`)).toBeAttached();
  await context.close();
});
