import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** WCAG 2.0 and 2.1, levels A and AA: what every screen must pass (issue 24, decision 0245). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe on what the page shows now: no violation, each one named with its elements when there is. */
async function expectNoViolations(page: Page, screen: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

/** One visit: open the path, wait for what shows it has loaded, then check it. */
async function visit(page: Page, path: string, loaded: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(loaded(page)).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, path);
}

const gameLoaded = (page: Page) => page.getByRole('status', { name: 'Location' });

test('every screen a guest sees passes axe (WCAG 2 A and AA)', async ({ page }) => {
  await visit(page, '/', (p) => p.getByRole('link', { name: 'Enter A New World' }).first());
  await visit(page, '/login', (p) => p.getByRole('button', { name: 'Login' }));
  await visit(page, '/register', (p) => p.getByRole('button', { name: 'Register' }));
  await visit(page, '/game', gameLoaded);
});

test('every screen a signed-in player sees passes axe, and a tall dialog opens with its title in view', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  await expectNoViolations(page, '/dashboard');
  if (test.info().project.name === 'desktop') {
    // The nav bar's Profile link, with its avatar, stands on the same line as its neighbours.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dashboard = await nav.getByRole('link', { name: 'Dashboard' }).boundingBox();
    const profile = await nav.getByRole('link', { name: 'Profile' }).boundingBox();
    expect(Math.abs((profile?.y ?? 0) - (dashboard?.y ?? 1))).toBeLessThan(0.5);
    expect(Math.abs((profile?.height ?? 0) - (dashboard?.height ?? 1))).toBeLessThan(0.5);
  }
  await visit(page, '/', (p) => p.getByRole('link', { name: 'Go to Dashboard' }));
  await visit(page, '/artifacts', (p) =>
    p.getByText('No artifacts yet', { exact: false }).or(p.getByRole('list', { name: 'Artifact list' })),
  );
  await visit(page, '/profile', (p) => p.getByRole('tab', { name: 'Profile Settings' }));
  await visit(page, `/players/${player.username}`, (p) => p.getByText(/Playing since/));
  await createWorldThroughPage(page, {
    name: 'Quiet Harbour',
    description: 'A harbour where the boats are patient.',
    mapType: 'fantasy',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet Harbour' })).toBeVisible();
  await expectNoViolations(page, '/world/{id}');
  await visit(page, '/game', gameLoaded);

  // The World Guide is taller than a phone or an 800 px screen: it scrolls under its title.
  await page.getByRole('button', { name: 'World Guide' }).first().click();
  const guide = page.getByRole('dialog', { name: 'World Guide' });
  const title = guide.getByRole('heading', { name: 'World Guide' });
  await expect(title).toBeInViewport();
  await expect(guide.getByRole('button', { name: 'Close' })).toBeInViewport();
  await expectNoViolations(page, 'the World Guide', '[role="dialog"]');
});
