import { AxeBuilder } from '@axe-core/playwright';
import { BUILT_IN_MAP_LINKS, BUILT_IN_MAP_READABLE_NAMES } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 24, point 4 (decision 0241): the world map shows the links the game walks, legibly. */

async function openWorldMap(page: Page) {
  // The map spins for 3 s every 30 s; measuring it wants it still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/game');
  await page.getByRole('button', { name: 'World Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'World Map' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const name = (id: keyof typeof BUILT_IN_MAP_READABLE_NAMES) => BUILT_IN_MAP_READABLE_NAMES[id];

test("the world map's links are the game's portal and edge table, under names a player reads", async ({ page }) => {
  const dialog = await openWorldMap(page);
  const ways = dialog.getByRole('list', { name: 'Ways between places' }).getByRole('listitem');
  await expect(ways).toHaveCount(BUILT_IN_MAP_LINKS.length);
  // The first line of each item is its link, 'From → To'.
  const shown = (await ways.allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
  const table = BUILT_IN_MAP_LINKS.map((link) => `${name(link.from)} → ${name(link.to)}`);
  expect([...shown].sort()).toEqual([...table].sort());
  expect(shown).not.toContain('Overworld → Dungeon Level 1');
  expect(shown).not.toContain('Desert 1 → Yosemite');
  await expect(ways.filter({ hasText: /^Overworld → Overworld 2/ })).toContainText(
    'by portal or walking off the right edge',
  );

  // The drawing has a road for each pair of places the table links, and no other.
  const roads = await dialog
    .locator('.world-map-road')
    .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-from'), node.getAttribute('data-to')]));
  const pairs = (list: (string | null)[][]) => [...new Set(list.map((pair) => [...pair].sort().join('|')))].sort();
  expect(pairs(roads)).toEqual(pairs(BUILT_IN_MAP_LINKS.map((link) => [link.from, link.to])));
  expect(roads).toHaveLength(pairs(roads).length);

  await expect(dialog).not.toContainText('Terminal3');
  await expect(dialog).not.toContainText('Level4Shooter');
  // A long name may wrap onto two lines of the drawing.
  await expect(dialog.getByRole('img', { name: /Map of the places/ })).toContainText(/Terminal\s*Room/);

  // WCAG 2 A and AA, like every other screen (decision 0245).
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('status', { name: 'Zoom' })).toHaveText('1.1×');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(dialog.getByRole('status', { name: 'Zoom' })).toHaveText('1.0×');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('no two labels of the world map overlap on a desktop, a phone upright and a phone on its side', async ({
  page,
}, testInfo) => {
  const dialog = await openWorldMap(page);
  const drawing = dialog.getByRole('img', { name: /Map of the places/ });
  for (const size of [
    { width: 1280, height: 800, orientation: 'wide' },
    { width: 390, height: 844, orientation: 'tall' },
    { width: 844, height: 390, orientation: 'wide' },
  ]) {
    await page.setViewportSize(size);
    await expect(drawing).toHaveAttribute('data-orientation', size.orientation);
    const measure = async () => {
      const boxes = await dialog.locator('.world-map-place').evaluateAll((places) =>
        places.map((place) => {
          const rect = (selector: string) => {
            const box = place.querySelector(selector)?.getBoundingClientRect();
            return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
          };
          return { id: place.getAttribute('data-id'), label: rect('.world-map-label'), picture: rect('svg') };
        }),
      );
      type Rect = { x: number; y: number; width: number; height: number };
      const overlap = (a: Rect, b: Rect) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const clashes: string[] = [];
      for (const a of boxes) {
        if (!a.label) clashes.push(`${a.id} has no label`);
        for (const b of boxes) {
          if (a === b || !a.label || !b.label || !b.picture) continue;
          if (overlap(a.label, b.label)) clashes.push(`${a.id} and ${b.id}`);
          if (overlap(a.label, b.picture)) clashes.push(`${a.id} over the picture of ${b.id}`);
        }
      }
      return clashes;
    };
    // Measured once the drawing has settled at the new size (the dialog follows the turn a moment later).
    await expect.poll(measure, { message: `at ${size.width}×${size.height}` }).toEqual([]);
    // Legible: the names are drawn at 13 px or more.
    const fontPx = await dialog
      .locator('.world-map-label-text')
      .first()
      .evaluate((text) => parseFloat(getComputedStyle(text).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(13);
    await testInfo.attach(`world map ${size.width}x${size.height}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
});
