import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('renders the pitch, the pillars and a way into the game', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Authentic Internet' })).toBeVisible();
    await expect(page.getByText(/no ads, no tracking, no selling your data/)).toBeVisible();
    for (const pillar of ['Freedom', 'Authenticity', 'Creation']) {
      await expect(page.getByRole('heading', { level: 3, name: pillar })).toBeVisible();
    }
    const enter = page.getByRole('link', { name: 'Enter A New World' });
    await expect(enter).toHaveAttribute('href', '/game');
    await enter.click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
  });

  test('offers Login and Register to a guest', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('region', { name: 'Keep your progress' });
    await account.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/path/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Enter A New World' })).toBeVisible();
});

test('a deep link is served by the app and keeps its parameters', async ({ page }) => {
  await page.goto('/game/main/forest');
  // The main world (decision 0216: the area is accepted and ignored), at the address asked for.
  await expect(page.getByRole('status', { name: 'Location' })).toHaveText(/^Overworld, row \d+, column \d+$/, {
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/game\/main\/forest$/);
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Inventory' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Quotes' })).toBeVisible();
});

test('health answers after a database round-trip', async ({ request }) => {
  for (const method of ['GET', 'OPTIONS'] as const) {
    const res = await request.fetch('/api/health', { method });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', databaseKind: 'pglite' });
  }
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const res = await request.get('/api/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ success: false, message: 'Resource not found' });
});

test('the navigation bar works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    // Phone layout: the menu opens from its toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
