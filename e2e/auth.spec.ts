import { expect, SAME_ON_PHONE, test } from './fixtures';
import { GAME_SCREEN_MESSAGES, GAME_SESSION_EXPIRED_MESSAGES } from '@authentic/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { location, stepTo } from './game-path';
import { clickNav, lastMailTo, loginThroughUi, newPlayer, registerThroughUi } from './helpers';

test('register → dashboard, logout → Login', async ({ page }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the spec message and the diagnostic panel', async ({ page }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Logout');
  await loginThroughUi(page, player.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
  const diagnostics = page.getByRole('region', { name: 'Connection diagnostics' });
  // A wrong password is no connection problem: the diagnostics wait folded (decision 0220).
  const toggle = diagnostics.getByRole('button', { name: 'Connection diagnostics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await diagnostics.getByRole('button', { name: 'Test API Connection' }).click();
  await expect(diagnostics.getByRole('status')).toContainText('API connection OK');
  await diagnostics.getByRole('button', { name: 'View Error Log' }).click();
  await expect(diagnostics.getByRole('list', { name: 'Error log' })).toContainText('Invalid username or password');
  await diagnostics.getByRole('button', { name: 'Clear Errors' }).click();
  await expect(diagnostics.getByText('No errors logged')).toBeVisible();
});

test('a protected page sends a guest to login and back after signing in', async ({ page }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Logout');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, player.email.toUpperCase(), player.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test(
  'the session survives a reload, and an unusable access token is renewed silently',
  SAME_ON_PHONE,
  async ({ page }) => {
    const player = newPlayer();
    await registerThroughUi(page, player);
    await page.reload();
    await expect(page.getByText(new RegExp(`^Welcome( back)?, ${player.username}!$`))).toBeVisible();
    // As if the access token had expired: the next call gets a 401 and the client refreshes once.
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
    // The Profile page's first call meets the 401; waiting for the renewal keeps a busy machine from
    // leaving the page before that call is made (the dashboard's own data is cached by then).
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await clickNav(page, 'Profile');
    expect((await renewed).ok()).toBe(true);
    await clickNav(page, 'Dashboard');
    await expect(page.getByText(new RegExp(`^Welcome( back)?, ${player.username}!$`))).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

test('a revoked refresh token ends the session with the expired message', SAME_ON_PHONE, async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const out = await request.post('/api/auth/logout', { data: { refreshToken } });
  expect(out.status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
  // The Profile page's first calls (privacy, blocked players) are refused and cannot be renewed.
  await clickNav(page, 'Profile');
  await expect(page).toHaveURL(/\/login\?expired=true$/);
  await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

/** Ends the stored session on the server and spoils the access token, as a long absence would. */
async function spoilSession(page: Page, request: APIRequestContext): Promise<void> {
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect((await request.post('/api/auth/logout', { data: { refreshToken } })).status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
}

test(
  'on /game a session that cannot be renewed says so: log in again, or play on as a guest from the start',
  SAME_ON_PHONE,
  async ({ page, request }) => {
    const player = newPlayer();
    await registerThroughUi(page, player);
    await page.goto('/game');
    await expect(location(page)).toBeVisible();
    await page.getByRole('group', { name: GAME_SCREEN_MESSAGES.gameWorld }).focus();
    await stepTo(page, 'ArrowDown', 'Overworld, row 2, column 1');

    await spoilSession(page, request);
    await page.reload();
    await expect(page.getByRole('heading', { name: GAME_SESSION_EXPIRED_MESSAGES.heading })).toBeVisible();
    await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
    await expect(location(page)).toHaveCount(0);
    await page.getByRole('link', { name: GAME_SESSION_EXPIRED_MESSAGES.logIn }).click();
    await expect(page).toHaveURL(/\/login\?expired=true$/);
    await loginThroughUi(page, player.username, player.password);
    await expect(page).toHaveURL(/\/game$/);
    const hud = page.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud });
    await expect(hud).toContainText(player.username);
    await expect(location(page)).toHaveText(/^Overworld, row \d+, column \d+$/);

    await spoilSession(page, request);
    await page.reload();
    await page.getByRole('button', { name: GAME_SESSION_EXPIRED_MESSAGES.playAsGuest }).click();
    // The guest does not take over the signed-in player's place: it starts at the beginning.
    await expect(location(page)).toHaveText('Overworld, row 1, column 1');
    await expect(hud).toContainText(GAME_SCREEN_MESSAGES.guest);
  },
);

test('the access token is renewed before it expires', SAME_ON_PHONE, async ({ page }) => {
  const origin = `http://127.0.0.1:${process.env.E2E_SHORT_PORT}`;
  const player = newPlayer();
  await registerThroughUi(page, player, origin);
  const first = await page.evaluate(() => localStorage.getItem('token'));
  // Tokens on this server live 303 s: the client renews them 5 minutes early, about 3 s in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 20_000 }).not.toBe(first);
  await page.reload();
  await expect(page.getByText(new RegExp(`^Welcome( back)?, ${player.username}!$`))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a forgotten password is reset through the e-mailed link', SAME_ON_PHONE, async ({ page }) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await clickNav(page, 'Logout');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that e-mail address, we have sent a link to reset the password.',
  );
  await expect.poll(() => lastMailTo(player.email)).toBeTruthy();
  const link = /http:\/\/\S+\/reset-password\?token=\S+/.exec(lastMailTo(player.email) ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-9');
  await page.getByLabel('Confirm new password').fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await loginThroughUi(page, player.username, 'a-new-secret-9');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('feedback can be sent from any page', async ({ page }) => {
  await page.goto('/');
  // The footer sits under the page: once the page is there, it no longer moves under the pointer.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByText('Please tell us about your gameplay experience')).toBeVisible();
  await dialog.getByLabel(/gameplay experience/).fill('The pixel art is lovely.');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
