import { readFileSync } from 'node:fs';
import { QUOTE_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { resumeAt } from './game-path';
import { newPlayer, registerThroughUi } from './helpers';

test('a signed-in player saves a figure’s quote and exports the collection as a PDF', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  // A new account has no saved place yet: the game starts from this browser's checkpoint, right
  // under Ada Lovelace, who stands still (a guide's tips are not quotes, decision 0244).
  await resumeAt(page, 'Dungeon Level 1', 11, 4);
  const location = page.getByRole('status', { name: 'Location' });
  await page.keyboard.press('t');
  const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(dialog).toBeVisible();
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
