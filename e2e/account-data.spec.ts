import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES } from '@authentic/core';
import { expect, test, SAME_ON_PHONE } from './fixtures';
import { loginThroughUi, newPlayer, registerThroughUi } from './helpers';

// Texts of the section (apps/web/src/features/profile/account-data-texts.ts).
const DOWNLOAD = 'Download my data';
const DELETE = 'Delete my account';

/** Issue 26: a player takes their data, or leaves. */
test.describe('your data, or leave', () => {
  test('a player downloads their data as a zip through the button', SAME_ON_PHONE, async ({ page }) => {
    const player = newPlayer();
    await registerThroughUi(page, player);
    await page.goto('/profile?tab=settings');
    const section = page.getByRole('region', { name: 'Your data', exact: true });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: DOWNLOAD }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^authentic-internet-${player.username}-.+\\.zip$`));
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const account = JSON.parse(strFromU8(files['account.json']!)) as Record<string, unknown>;
    expect(account).toMatchObject({ username: player.username, email: player.email });
    expect(Object.keys(account)).not.toContain('passwordHash');
    expect(strFromU8(files['README.txt']!)).toContain('account.json');
    await expect(section.getByText('Your data was downloaded.')).toBeVisible();
  });

  test(
    'a player deletes their account through the dialog; the old login then fails',
    SAME_ON_PHONE,
    async ({ page }) => {
      const player = newPlayer();
      await registerThroughUi(page, player);
      await page.goto('/profile?tab=settings');
      await page.getByRole('button', { name: DELETE, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill('not-my-password');
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(dialog.getByText(ACCOUNT_DATA_MESSAGES.passwordWrong)).toBeVisible();

      await dialog.getByLabel('Your password').fill(player.password);
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(dialog.getByText(ACCOUNT_DATA_MESSAGES.confirmWord)).toBeVisible();

      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await loginThroughUi(page, player.username, player.password);
      await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    },
  );
});
