import { readFileSync } from 'node:fs';
import { GUEST_START_CELL, QUOTE_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { cellBesideGuide, walkOnOverworld } from './game-path';
import { newPlayer, registerThroughUi } from './helpers';

test('a signed-in player saves a guide’s quote and exports the collection as a PDF', async ({ page }) => {
  // The guide walks at random; over 2,000 seeds the longest wait until they come within talk range was 69 s.
  test.setTimeout(180_000);
  await registerThroughUi(page, newPlayer());
  await page.goto('/game');
  const location = page.getByRole('status', { name: 'Location' });
  await expect(location).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });

  // Walk beside the guide's patrol area.
  await walkOnOverworld(page, GUEST_START_CELL, cellBesideGuide());

  // The guide wanders; T works once they are within 1.5 tiles.
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await page.keyboard.press('t');
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 100_000 });
  await dialog.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByText(QUOTE_MESSAGES.saved)).toBeVisible();
  await page.keyboard.press('Escape');

  // Saved on the server: it is still there after a reload.
  await page.reload();
  await expect(location).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Saved Quotes' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved Quotes' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('authentic-internet-quotes.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('My Quote Collection');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
});
