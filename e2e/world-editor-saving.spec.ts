import { generateWorldMap, isWalkableTile, WORLD_BUILDER_MESSAGES, type Position } from '@authentic/core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openEditor, pointAt } from './editor-page';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** Issue 25, decision 0252: two tabs' conflicting saves, and a draft that survives a reload. */

/** Paints sand (walkable, so no check can fail) on a cell and waits for the editor to say so. */
async function paintSand(page: Page, canvas: Locator, cell: Position) {
  await page.getByRole('button', { name: 'Sand (3)' }).click();
  await canvas.click({ position: await pointAt(canvas, cell) });
  await expect(page.getByText(`Painted Sand at ${cell.x}, ${cell.y}.`)).toBeAttached();
}

test('two tabs: the second save is told the world changed and keeps its own as the next version; a reload keeps a draft', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const name = `Saver ${player.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, { name, description: 'Painted in two tabs.', mapType: 'fantasy' });
  const map = generateWorldMap('fantasy', id);
  const open = (cell: Position) =>
    isWalkableTile(map.data[cell.y]?.[cell.x]) &&
    map.data[cell.y]?.[cell.x] !== 3 &&
    !(cell.x === map.returnPortal.x && cell.y === map.returnPortal.y) &&
    !(cell.x === map.spawn.x && cell.y === map.spawn.y);
  const cells: Position[] = [];
  for (let y = 0; y < map.data.length && cells.length < 3; y += 1)
    for (let x = 0; x < (map.data[0]?.length ?? 0) && cells.length < 3; x += 1)
      if (open({ x, y })) cells.push({ x, y });
  const [first, second, third] = cells as [Position, Position, Position];

  const tabA = page;
  const tabB = await page.context().newPage();
  const canvasA = await openEditor(tabA, id, name);
  const canvasB = await openEditor(tabB, id, name);

  await paintSand(tabA, canvasA, first);
  await expect(tabA.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await tabA.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tabA.getByText(WORLD_BUILDER_MESSAGES.saved(1))).toBeVisible();

  await paintSand(tabB, canvasB, second);
  await tabB.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = tabB.getByRole('dialog', { name: 'This world changed elsewhere' });
  await expect(conflict).toContainText(WORLD_BUILDER_MESSAGES.conflict);
  await conflict.getByRole('button', { name: 'Keep mine as a new version' }).click();
  await expect(tabB.getByText(WORLD_BUILDER_MESSAGES.saved(2))).toBeVisible();

  // Both versions are kept.
  await tabB.getByRole('button', { name: 'Versions…' }).click();
  const versions = tabB.getByRole('dialog', { name: 'Versions' });
  await expect(versions.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(versions.getByText('Version 1', { exact: true })).toBeVisible();
  await tabB.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  // An unsaved change survives a reload as this browser's draft.
  await paintSand(tabB, canvasB, third);
  await expect(tabB.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await tabB.reload();
  await expect(tabB.getByText(/Your unsaved changes from .* were restored\./)).toBeVisible();
  await expect(tabB.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await tabB.close();
});
