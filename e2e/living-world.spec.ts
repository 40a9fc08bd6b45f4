import { formatMessage, NPC_CATALOGUE, NPC_TALK_TEXTS } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test, SAME_ON_PHONE } from './fixtures';
import { resumeAt, stepTo } from './game-path';

/** T, again while a wandering NPC is out of reach, until their dialog opens. */
async function talkTo(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    await page.keyboard.press('t');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return dialog;
}

test("guide tips cannot be saved: the guide's dialog has no Save control", async ({ page }) => {
  // Inside the guide's patrol area, beside where they start: most of their cells are within reach.
  await resumeAt(page, 'Overworld', 4, 2);
  const guide = await talkTo(page, 'Guide');
  await expect(guide).toContainText(NPC_CATALOGUE.guide.greeting);
  await expect(guide).toContainText(NPC_CATALOGUE.guide.dialogue[0]!.text);
  await expect(guide.getByRole('button', { name: 'Goodbye' })).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Save Quote' })).toHaveCount(0);
});

test(
  'an NPC says one line after another and greets the player as someone met before',
  SAME_ON_PHONE,
  async ({ page }) => {
    const ada = NPC_CATALOGUE.ada_lovelace;
    // Two cells below Ada Lovelace, who stands still at (11,3) in Dungeon Level 1: out of reach.
    await resumeAt(page, 'Dungeon Level 1', 11, 5);
    await page.keyboard.press('t');
    const outOfReach = page.getByText(formatMessage(NPC_TALK_TEXTS.outOfReach, { name: ada.name }));
    await expect(outOfReach).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await stepTo(page, 'ArrowUp', 'Dungeon Level 1, row 4, column 11');
    await expect(outOfReach).toHaveCount(0);
    const first = await talkTo(page, ada.name);
    await expect(first).toContainText(ada.greeting);
    await expect(first).toContainText(ada.dialogue[0]!.text);
    await expect(first.getByRole('button', { name: 'Save Quote' })).toBeVisible();
    await first.getByRole('button', { name: 'Goodbye' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const second = await talkTo(page, ada.name);
    await expect(second).toContainText(ada.greetingAgain!);
    await expect(second).toContainText(ada.dialogue[1]!.text);
    await expect(second).not.toContainText(ada.dialogue[0]!.text);
    await page.keyboard.press('Escape');

    // A reload remembers: the third line, still as friends.
    await page.reload();
    await expect(page.getByRole('status', { name: 'Location' })).toHaveText('Dungeon Level 1, row 4, column 11', {
      timeout: 10_000,
    });
    const third = await talkTo(page, ada.name);
    await expect(third).toContainText(ada.greetingAgain!);
    await expect(third).toContainText(ada.dialogue[2]!.text);
  },
);
