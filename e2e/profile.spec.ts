import { ARTIFACT_MESSAGES, AUTH_MESSAGES, FRIEND_MESSAGES, PROFILE_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import type { Browser, Page } from '@playwright/test';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import {
  clickNav,
  loginThroughUi,
  newPlayer,
  openMenuIfCollapsed,
  plainLetters,
  registerThroughUi,
  type Player,
} from './helpers';

async function signedInPage(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughUi(page, player);
  return page;
}

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

test('a player draws an avatar by mouse and by keyboard; it shows in the nav bar and walks the map', async ({
  page,
}) => {
  await registerThroughUi(page, newPlayer());
  await clickNav(page, 'Profile');
  const grid = page.getByRole('application', { name: 'Drawing grid, 16 by 16' });
  await expect(grid).toBeVisible();
  // By mouse: a stroke across the top of the grid.
  const box = (await grid.boundingBox())!;
  const cell = box.width / 16;
  await page.mouse.move(box.x + cell * 2.5, box.y + cell * 3.5);
  await page.mouse.down();
  await page.mouse.move(box.x + cell * 8.5, box.y + cell * 3.5, { steps: 6 });
  await page.mouse.up();
  // By keyboard: another colour, the cursor moved by arrows, Space paints.
  await page.getByRole('radio', { name: 'Colour gold' }).check();
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText(/Row 2, column 2: gold/)).toBeVisible();
  await page.getByRole('button', { name: 'Save as avatar' }).click();
  const pixel = section(page, 'Pixel avatar');
  await expect(pixel.getByText(PROFILE_MESSAGES.avatarUploaded)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await openMenuIfCollapsed(page);
  const avatar = nav.getByRole('link', { name: 'Profile' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  await page.goto('/game');
  await expect(page.locator('canvas.game-canvas')).toHaveAttribute('data-player', 'avatar');
});

test(
  'a player changes their e-mail, username and password: the old password stops working, other sessions end',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.slow();
    const player = newPlayer();
    await registerThroughUi(page, player);
    // The same player on another device.
    const other = await (await browser.newContext()).newPage();
    await other.goto('/login');
    await loginThroughUi(other, player.username, player.password);
    await expect(other).toHaveURL(/\/dashboard$/);

    await clickNav(page, 'Profile');
    const account = section(page, 'Account settings');
    const renamed = `${player.username}x`;
    await account.getByLabel('Username').fill(renamed);
    const email = `new_${player.email}`;
    await account.getByLabel('E-mail').fill(email);
    await account.getByLabel('Current password').fill(player.password);
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(account.getByText(PROFILE_MESSAGES.profileUpdated)).toBeVisible();

    const password = section(page, 'Change password');
    await password.getByLabel('Current password', { exact: true }).fill(player.password);
    await password.getByLabel('New password', { exact: true }).fill('brand-new-secret-2');
    await password.getByLabel('Confirm new password').fill('brand-new-secret-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText(/Profile updated successfully!/)).toBeVisible();

    // This device goes on; the other one is signed out at its next call.
    await clickNav(page, 'Dashboard');
    await expect(page.getByText(new RegExp(`^Welcome( back)?, ${renamed}!$`))).toBeVisible();
    // Its next calls (the profile's privacy and blocked players) are refused: it is asked to log in again.
    await clickNav(other, 'Profile');
    await expect(other).toHaveURL(/\/login\?expired=true$/);
    await expect(other.getByText(AUTH_MESSAGES.sessionExpiredLogin)).toBeVisible();

    // The old password no longer opens the account; the new one does, with the new name or e-mail.
    await clickNav(page, 'Logout');
    await loginThroughUi(page, renamed, player.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
    await loginThroughUi(page, email, 'brand-new-secret-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

test('Game Stats and Achievements show the level, counts and the locked achievements', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await page.goto('/profile?tab=stats');
  await expect(page.getByRole('heading', { name: 'Level 1 · Novice Adventurer' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Experience to level 2' })).toBeVisible();
  await expect(page.getByText('Artifacts created')).toBeVisible();
  await page.getByRole('tab', { name: 'Achievements' }).click();
  const locked = page.getByRole('list', { name: 'Locked achievements' });
  for (const name of ['Artifact Master', 'Literary Explorer', 'World Explorer']) {
    await expect(locked.getByRole('heading', { name: `${name} (locked)` })).toBeVisible();
  }
});

test('a signed-out visitor to /profile is asked to log in or register, and comes back after logging in', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Logout');
  await page.goto('/profile');
  await expect(page.getByText(/Log in or register to see your profile/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await loginThroughUi(page, player.username, player.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile Settings' })).toBeVisible();
});

test(
  'two players become friends, and a friends-only artifact reaches the friend only',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.slow();
    const ada = newPlayer();
    const grace = newPlayer();
    const stranger = newPlayer();
    await registerThroughUi(page, ada);
    const gracePage = await signedInPage(browser, grace);
    const strangerPage = await signedInPage(browser, stranger);

    // Ada makes an artifact for friends only.
    await clickNav(page, 'Artifacts');
    const name = `Secret map ${plainLetters(Date.now())}`;
    await page.getByRole('button', { name: SCREEN_MESSAGES.createNewArtifact }).click();
    const form = page.getByRole('dialog', { name: SCREEN_MESSAGES.createNewArtifact });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill('Only for my friends.');
    await form.getByLabel('Visibility').selectOption('friends');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(ARTIFACT_MESSAGES.created)).toBeVisible();
    const address = (await page.getByRole('article', { name }).getAttribute('id'))?.replace(/^artifact-/, '');

    // Before they are friends, Grace does not see it.
    await gracePage.goto(`/artifacts/${address}`);
    await expect(gracePage.getByRole('heading', { level: 1, name: 'Artifacts' })).toBeVisible();
    await expect(gracePage.getByRole('article', { name })).toHaveCount(0);

    // Ada finds Grace and asks; Grace accepts in her Friends tab.
    await page.goto('/profile?tab=friends');
    await page.getByLabel('Username').fill(grace.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Send a friend request to ${grace.username}` }).click();
    await expect(page.getByText(FRIEND_MESSAGES.requestSent(grace.username))).toBeVisible();
    await gracePage.goto('/profile?tab=friends');
    await gracePage.getByRole('button', { name: `Accept ${ada.username}` }).click();
    await expect(gracePage.getByText(FRIEND_MESSAGES.nowFriends(ada.username))).toBeVisible();
    await expect(gracePage.getByRole('link', { name: ada.username })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your friends (1)' })).toBeVisible();

    // Now Grace sees it; a stranger still does not.
    await gracePage.goto(`/artifacts/${address}`);
    await expect(gracePage.getByRole('article', { name })).toBeVisible();
    await strangerPage.goto(`/artifacts/${address}`);
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Artifacts' })).toBeVisible();
    await expect(strangerPage.getByRole('article', { name })).toHaveCount(0);

    // The card's creator links to Ada's public profile, which shows no e-mail.
    await gracePage.getByRole('article', { name }).getByRole('link', { name: ada.username }).click();
    await expect(gracePage).toHaveURL(new RegExp(`/players/${ada.username}$`));
    await expect(gracePage.getByRole('heading', { level: 1, name: ada.username })).toBeVisible();
    await expect(gracePage.getByText(ada.email)).toHaveCount(0);
  },
);
