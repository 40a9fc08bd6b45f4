import type { Locator, Page } from '@playwright/test';
import { PRESENCE_MESSAGES, SAFETY_MESSAGES } from '@authentic/core';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import { walkOnOverworld } from './game-path';
import { newPlayer, registerThroughUi } from './helpers';

/**
 * Issue 34 item 7: on a phone, upright (390×844) and sideways (844×390), the presence panels never
 * cover what a player needs: the open chat leaves the touch pad free, 'Chat nearby' leaves the close
 * button of 'Who is here' free, the report dialog's title is not under the site header, and the
 * arrival banner leaves the presence buttons free. Measured as boxes, found by role and label. It
 * makes its own phone-sized pages, so it runs once, in the desktop project.
 */
const PHONES = [
  { name: 'upright', viewport: { width: 390, height: 844 } },
  { name: 'sideways', viewport: { width: 844, height: 390 } },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** True when two boxes share any area (touching edges is not overlapping). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(a: Locator, b: Locator, what: string) {
  const [boxA, boxB] = [await boxOf(a), await boxOf(b)];
  expect(overlap(boxA, boxB), `${what}: ${JSON.stringify(boxA)} and ${JSON.stringify(boxB)}`).toBe(false);
}

const location = (page: Page) => page.getByRole('status', { name: 'Location' });

/** Where the Location line says the player stands on Overworld. */
async function standing(page: Page) {
  const match = /^Overworld, row (\d+), column (\d+)$/.exec((await location(page).textContent()) ?? '');
  if (!match) throw new Error('not on Overworld');
  return { x: Number(match[2]), y: Number(match[1]) };
}

test(
  'on a phone, upright and sideways, presence never covers the controls',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Someone else on the map, so 'Who is here' has a player to report.
    const bo = newPlayer();
    await registerThroughUi(page, bo);
    await page.goto('/game');
    await expect(location(page)).toBeVisible({ timeout: 20_000 });

    for (const { name, viewport } of PHONES) {
      await test.step(name, async () => {
        const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        const phone = await context.newPage();
        await registerThroughUi(phone, newPlayer());
        await phone.goto('/game');
        await expect(location(phone)).toHaveText(/^Overworld, /, { timeout: 20_000 });
        const count = phone.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(2) });
        await expect(count).toBeVisible({ timeout: 20_000 });
        const chatToggle = phone.getByRole('button', { name: new RegExp(`^${PRESENCE_MESSAGES.chatLog}`) });

        // 'Who is here' open: its close button is not under 'Chat nearby'.
        await count.tap();
        const here = phone.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere });
        const close = here.getByRole('button', { name: 'Close' });
        await expectApart(close, chatToggle, 'Close of Who is here and Chat nearby');

        // The report dialog's title is below the site header.
        await here.getByRole('button', { name: `${SAFETY_MESSAGES.report} ${bo.username}` }).tap();
        const dialog = phone.getByRole('dialog');
        await expectApart(
          dialog.getByRole('heading').first(),
          phone.getByRole('banner'),
          'report title and site header',
        );
        await dialog.getByRole('button', { name: 'Cancel' }).tap();
        await expect(dialog).toBeHidden();
        // Nothing covers its close button either, not the touch pad's actions (a tap on a covered one fails).
        await close.tap();
        await expect(here).toBeHidden();

        // The open chat leaves the touch pad free.
        await chatToggle.tap();
        await expect(chatToggle).toHaveAttribute('aria-expanded', 'true');
        const pad = phone.getByRole('group', { name: 'Movement' });
        for (const part of [
          phone.getByRole('log', { name: PRESENCE_MESSAGES.chatLog }),
          phone.getByLabel(PRESENCE_MESSAGES.chatLabel),
          phone.getByRole('group', { name: 'Emotes' }),
          chatToggle,
        ]) {
          await expectApart(part, pad, 'open chat and touch pad');
        }
        await chatToggle.tap();
        await expect(chatToggle).toHaveAttribute('aria-expanded', 'false');

        // The arrival banner (through the main road's portal at (8, 11)) leaves the presence buttons free.
        await walkOnOverworld(phone, await standing(phone), { x: 8, y: 11 }, 'Overworld 2, row 4, column 4');
        const banner = phone.getByText('Welcome to Overworld 2');
        await expectApart(banner, phone.getByRole('button', { name: /here now$/ }), 'arrival banner and N here now');
        await expectApart(banner, chatToggle, 'arrival banner and Chat nearby');
        await context.close();
      });
    }
  },
);
