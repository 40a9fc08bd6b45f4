import { generateWorldMap, isWalkableTile, WORLD_BUILDER_MESSAGES, type Position } from '@authentic/core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coloursInCell, openEditor, pointAt } from './editor-page';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** Decision 0283: a world's ink story written, checked, tried and bound in the world editor, then kept. */

/** Opens the Story panel and answers its code editor. */
async function openStory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the story' }).click();
  const editor = page.getByRole('textbox', { name: 'Ink story source' });
  await expect(editor).toBeVisible();
  return editor;
}

/** The pixel editor's gold (the palette's), drawn into Ada's look below. */
const GOLD = '#feae34';

test('a story: a template with a typo shows its error at its line, is fixed, tried, bound to an NPC, published and kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const name = `Teller ${player.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, { name, description: 'A world with a story.', mapType: 'fantasy' });
  const map = generateWorldMap('fantasy', id);
  const walkable = (x: number, y: number) => isWalkableTile(map.data[y]?.[x]);
  const near = (a: Position, b: Position) => Math.abs(a.x - b.x) <= 2 && Math.abs(a.y - b.y) <= 2;
  // A character in open ground (its patrol and the cells around it walkable), off every way out.
  // (Open ground two cells round where the generated map has it, else one: some maps have no 5×5 clearing.)
  const open = (cell: Position, reach: number) => {
    for (let dy = -reach; dy <= reach; dy += 1)
      for (let dx = -reach; dx <= reach; dx += 1) if (!walkable(cell.x + dx, cell.y + dy)) return false;
    return !near(cell, map.returnPortal) && !near(cell, map.spawn);
  };
  let npcCell: Position | null = null;
  for (const reach of [2, 1])
    for (let y = 2; y < map.data.length && !npcCell; y += 1)
      for (let x = 2; x < (map.data[0]?.length ?? 0) && !npcCell; x += 1) if (open({ x, y }, reach)) npcCell = { x, y };
  if (!npcCell) throw new Error(`No open ground for a character on world ${id}'s map`);
  const cell = npcCell;

  const canvas = await openEditor(page, id, name);
  const editor = await openStory(page);
  await expect(page.getByText('No story yet: insert a template or write one.')).toBeVisible();
  await page.getByLabel('Template').selectOption({ label: 'A greeting' });
  await page.getByRole('button', { name: 'Insert template' }).click();
  await expect(editor).toContainText('=== greeting ===');

  // A typo: a divert to a knot that is not there, on line 9.
  await editor.press('ControlOrMeta+End');
  await editor.pressSequentially('-> greting');
  const problems = page.getByRole('list', { name: 'Story problems' });
  await expect(problems.getByText(/^Line 9: .*greting/)).toBeVisible();
  await expect(page.getByText('1 problem in the story.')).toBeVisible();
  await expect(page.locator('.cm-lintRange-error')).toBeVisible();
  await problems.getByRole('button', { name: 'Go to line 9' }).click();
  await expect(editor).toBeFocused();

  // Fixed: the stray line goes.
  await editor.press('ControlOrMeta+End');
  await editor.press('Shift+Home');
  await editor.press('Backspace');
  await expect(page.getByText('The story compiles: 1 knot.')).toBeVisible();
  await expect(problems).toBeHidden();

  // Try it: the knot's line, then a choice.
  await expect(page.getByLabel('Knot to play')).toHaveValue('greeting');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const transcript = page.getByRole('log', { name: 'What the story says' });
  await expect(transcript).toContainText('Hello, traveller!');
  await page.getByRole('group', { name: 'Choices' }).getByRole('button', { name: 'Goodbye.' }).click();
  await expect(transcript).toContainText('Safe travels!');

  // Ada Lovelace, named and bound to the greeting.
  await page.getByRole('button', { name: 'NPC', exact: true }).click();
  await page.getByLabel('Character').selectOption({ label: 'Ada Lovelace' });
  await canvas.click({ position: await pointAt(canvas, cell) });
  await expect(page.getByText(`NPC Ada Lovelace placed at ${cell.x}, ${cell.y}.`)).toBeAttached();
  const npc = page.getByRole('group', { name: "Ada Lovelace's story" });
  await npc.getByLabel('Name').fill('Ada the Keeper');
  await npc.getByLabel('Knot it tells').selectOption('greeting');
  await npc.getByRole('button', { name: 'Set name and knot' }).click();
  await expect(page.getByRole('group', { name: "Ada the Keeper's story" })).toBeVisible();

  // Her own look, drawn in the pixel editor: the starter character, then a gold pixel by keyboard.
  const look = page.getByRole('group', { name: "Ada the Keeper's look" });
  await expect(look.getByRole('img', { name: 'Ada the Keeper, as the figure looks' })).toBeVisible();
  // On the map she stands as her figure, not a marker: her figure's colours fill her cell.
  await expect.poll(async () => (await coloursInCell(canvas, cell)).length).toBeGreaterThan(3);
  expect(await coloursInCell(canvas, cell)).not.toContain(GOLD);
  await look.getByRole('button', { name: 'Draw its own look' }).click();
  const drawer = page.getByRole('dialog', { name: "Draw Ada the Keeper's look" });
  await drawer.getByRole('button', { name: 'Start from a character' }).click();
  await drawer.getByRole('radio', { name: 'Colour gold' }).check();
  await drawer.getByRole('application', { name: /Drawing grid/ }).focus();
  await page.keyboard.press('Space');
  await drawer.getByRole('button', { name: 'Use this look' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText("Ada the Keeper's look set.")).toBeAttached();
  await expect(look.getByRole('img', { name: 'Ada the Keeper, as drawn for this world' })).toBeVisible();
  // And on the map she now wears it: the gold pixel is in her cell.
  await expect.poll(() => coloursInCell(canvas, cell)).toContain(GOLD);

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(WORLD_BUILDER_MESSAGES.published(1))).toBeVisible();

  // After a reload the story and the NPC's binding come back from the server.
  await page.reload();
  await expect(canvas).toHaveAttribute('data-cell-px', /\d/);
  const again = await openStory(page);
  await expect(again).toContainText('=== greeting ===');
  await expect(again).not.toContainText('greting');
  await expect(page.getByText('The story compiles: 1 knot.')).toBeVisible();
  await page.getByRole('button', { name: 'Pick', exact: true }).click();
  await canvas.click({ position: await pointAt(canvas, cell) });
  const kept = page.getByRole('group', { name: "Ada the Keeper's story" });
  await expect(kept.getByLabel('Name')).toHaveValue('Ada the Keeper');
  await expect(kept.getByLabel('Knot it tells')).toHaveValue('greeting');
  const keptLook = page.getByRole('group', { name: "Ada the Keeper's look" });
  await expect(keptLook.getByRole('img', { name: 'Ada the Keeper, as drawn for this world' })).toBeVisible();
  await expect(keptLook.getByRole('button', { name: 'Change the drawing' })).toBeVisible();
});

test('on a phone the Story panel opens under the map, fits the screen, and Try it plays by taps', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const player = newPlayer();
  await registerThroughUi(page, player);
  const name = `Pocket ${player.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, { name, description: 'A story on a phone.', mapType: 'fantasy' });
  await openEditor(page, id, name);
  await page.getByRole('button', { name: 'Open the story' }).tap();
  const editor = page.getByRole('textbox', { name: 'Ink story source' });
  await expect(editor).toBeVisible();
  await page.getByLabel('Template').selectOption({ label: 'A riddle' });
  await page.getByRole('button', { name: 'Insert template' }).tap();
  await expect(page.getByText('The story compiles: 2 knots.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Story' });
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await expect(page.getByRole('log', { name: 'What the story says' })).toContainText('What has keys');
  await page.getByRole('button', { name: 'A piano.' }).tap();
  await expect(page.getByRole('log', { name: 'What the story says' })).toContainText('Well answered!');
  await context.close();
});
