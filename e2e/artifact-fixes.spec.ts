import {
  ARTIFACT_DISCOVERY_HINT_TEXTS,
  ARTIFACT_FORM_MESSAGES,
  ARTIFACT_MESSAGES,
  artifactListResponseSchema,
  BUILT_IN_MAPS,
  GUEST_START_CELL,
  isWalkableTile,
  SCREEN_MESSAGES,
  tileAt,
  type ArtifactDto,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { walkOnOverworld } from './game-path';
import { clickNav, newPlayer, registerThroughUi } from './helpers';

/** Issue 12 §6: the artifact bugs seen while trying the game (decision 0220). */

const location = (page: Page) => page.getByRole('status', { name: 'Location' });
const discovery = (page: Page) => page.getByRole('region', { name: 'Artifact discovery' });

/** The signed-in player's own artifacts, as the server holds them. */
async function myArtifacts(page: Page): Promise<ArtifactDto[]> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const answer = await page.request.get('/api/artifacts?filter=mine&limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return artifactListResponseSchema.parse(await answer.json()).artifacts;
}

test('making an artifact in the game is no discovery, and stepping back onto it leaves it lying', async ({ page }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });

  const name = `Beacon ${player.username.slice(-6)}`;
  await page.keyboard.press('e');
  const form = page.getByRole('dialog', { name: 'Create Artifact' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Lit by the one who made it.');
  // Private: other tests' players walk these cells.
  await form.getByLabel('Visibility').selectOption('private');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(discovery(page).getByRole('button', { name: `Interact with ${name}` })).toBeVisible();
  // The experience toast would show within a moment of the map's list arriving; give it that moment.
  await page.waitForTimeout(1500);
  await expect(page.getByText(/new discovery/)).toHaveCount(0);

  // Away and back: it still lies there, no Place dialog; nothing was picked up.
  const away = await walkOnOverworld(page, GUEST_START_CELL, { x: 1, y: 3 });
  await walkOnOverworld(page, away, GUEST_START_CELL);
  await expect(discovery(page)).toContainText(ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn);
  await expect(page.getByRole('dialog', { name: 'Place Artifact' })).toHaveCount(0);
  await expect(page.getByText(/new discovery/)).toHaveCount(0);
  const [mine] = await myArtifacts(page);
  expect(mine?.location).toMatchObject({ ...GUEST_START_CELL, mapName: 'overworld' });

  // Interact (E, or the panel's button) shows it again (decision 0245); taken on purpose with P, it offers to be placed.
  await discovery(page)
    .getByRole('button', { name: `Interact with ${name}` })
    .click();
  await expect(page.getByRole('status', { name: 'Artifact details' })).toContainText(name);
  await expect(page.getByRole('dialog', { name: 'Place Artifact' })).toHaveCount(0);
  await page.keyboard.press('p');
  await expect(page.getByRole('dialog', { name: 'Place Artifact' })).toBeVisible();
});

test('an artifact made on the Artifacts page without a cell lies on a walkable cell of the chosen map', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Artifacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Artifacts' })).toBeVisible();
  await expect(page.getByText("No artifacts yet. Create one here or press 'e' in the game world.")).toHaveCount(0);

  await page.getByRole('button', { name: SCREEN_MESSAGES.createNewArtifact }).click();
  const form = page.getByRole('dialog', { name: SCREEN_MESSAGES.createNewArtifact });
  const name = `Token ${player.username.slice(-6)}`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Description', { exact: true }).fill('For the arcade.');
  const map = form.getByLabel(ARTIFACT_FORM_MESSAGES.mapLabel);
  await expect(map.getByRole('option', { name: 'Level4Shooter' })).toHaveCount(0);
  await map.selectOption({ label: 'Arcade Hall' });

  // A cell off the map is refused on the spot, and the field in trouble takes the focus.
  const x = form.getByLabel(ARTIFACT_FORM_MESSAGES.xLabel);
  await x.fill('95');
  await form.getByLabel(ARTIFACT_FORM_MESSAGES.yLabel).fill('13');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(/^Cell \(95, 13\) is outside Arcade Hall/)).toBeVisible();
  await expect(x).toBeFocused();

  // No cell at all: the game picks one.
  await x.fill('');
  await form.getByLabel(ARTIFACT_FORM_MESSAGES.yLabel).fill('');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(ARTIFACT_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();

  const made = (await myArtifacts(page)).find((artifact) => artifact.name === name);
  expect(made?.location?.mapName).toBe('level4_shooter');
  const { x: cellX, y: cellY } = made!.location!;
  expect(isWalkableTile(tileAt(BUILT_IN_MAPS.level4_shooter.data, cellX, cellY))).toBe(true);
});

test('a player with no artifacts of their own reads that there are none yet', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await clickNav(page, 'Artifacts');
  await page.getByLabel('Filter').selectOption({ label: 'My Artifacts' });
  await expect(page.getByText("No artifacts yet. Create one here or press 'e' in the game world.")).toBeVisible();
});

test('the phone menu toggle stays put when the menu opens', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  test.skip(!(await toggle.isVisible()), 'The menu toggle shows on narrow screens only.');
  // Measured in the font the player reads it in, not the fallback drawn while the font loads.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const before = await toggle.boundingBox();
  // It shares the top row with the site's name rather than wrapping under it.
  const brand = await page.getByRole('link', { name: 'Authentic Internet' }).boundingBox();
  expect(before && brand && Math.abs(before.y + before.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(4);
  await toggle.click();
  const open = page.getByRole('button', { name: 'Close menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const after = await open.boundingBox();
  expect(after).toEqual(before);
});
