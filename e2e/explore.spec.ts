import { EXPLORE_MESSAGES, WORLD_VISIBILITY_MESSAGES } from '@authentic/core';
import { expect, test, SAME_ON_PHONE } from './fixtures';
import { clickNav, createWorldThroughPage, newPlayer, plainLetters, registerThroughUi } from './helpers';

/** The world page's play link, as a player reads it. */
const WORLD_PAGE_PLAY = 'Play this world';

test(
  'a public world is found in Explore, opened by a guest, played and liked by another player (1 visit, 1 like, 1 playing now), and leaves when unlisted while its link still plays',
  SAME_ON_PHONE,
  async ({ browser, page }) => {
    // The owner makes a world and publishes it in Explore from its page.
    await registerThroughUi(page, newPlayer());
    const word = `Zephyr${plainLetters(Date.now())}`.toLowerCase();
    const name = `Lantern ${word} Vale`;
    const worldId = await createWorldThroughPage(page, {
      name,
      description: 'A valley of lanterns and patient trees.',
      mapType: 'fantasy',
    });
    const visibility = page.getByRole('group', { name: WORLD_VISIBILITY_MESSAGES.legend });
    await visibility.getByRole('radio', { name: new RegExp(WORLD_VISIBILITY_MESSAGES.public) }).check();
    await expect(page.getByText(WORLD_VISIBILITY_MESSAGES.saved)).toBeVisible();

    // A guest finds it in Explore by a word of its name.
    const guest = await browser.newPage();
    await guest.goto('/');
    await clickNav(guest, 'Explore');
    await guest.getByRole('searchbox', { name: EXPLORE_MESSAGES.searchLabel }).fill(word);
    await expect(guest).toHaveURL(new RegExp(`q=${word}`));
    const guestCard = guest.getByRole('article', { name });
    await expect(guestCard.getByRole('link', { name: EXPLORE_MESSAGES.signInToLike })).toBeVisible();
    await expect(guestCard.getByRole('link', { name })).toHaveAttribute('href', `/world/${worldId}`);
    // The card opens the world's page for a guest too, not the login page.
    await guestCard.getByRole('link', { name }).click();
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(guest.getByRole('link', { name: EXPLORE_MESSAGES.signInToLike })).toBeVisible();

    // Another player finds it the same way, opens it, likes it on its page and plays it.
    const other = await browser.newPage();
    await registerThroughUi(other, newPlayer());
    await other.goto(`/explore?q=${word}`);
    await other.getByRole('article', { name }).getByRole('link', { name }).click();
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
    const like = other.getByRole('button', { name: EXPLORE_MESSAGES.likeLabel(name) });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await other.getByRole('link', { name: WORLD_PAGE_PLAY }).click();
    await expect(other).toHaveTitle(new RegExp(name));
    await expect(other.getByRole('status', { name: 'Location' })).toContainText(name);

    // While they are in it, the card says so: 1 visit, 1 like, 1 playing now (the server counts them).
    await guest.goto(`/explore?q=${word}`);
    const card = guest.getByRole('article', { name });
    await expect(async () => {
      await guest.reload();
      await expect(card).toContainText(`1 ${EXPLORE_MESSAGES.live}`, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText(`1 ${EXPLORE_MESSAGES.visits(1)}`);
    await expect(card).toContainText(`1 ${EXPLORE_MESSAGES.likes(1)}`);

    // Unlisted: it leaves Explore, and its link still opens.
    const saved = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/worlds/${worldId}`),
    );
    await visibility.getByRole('radio', { name: new RegExp(WORLD_VISIBILITY_MESSAGES.unlisted) }).check();
    expect((await saved).ok()).toBe(true);
    // Explore's first pages are kept for a second (decision 0273): the next look no longer lists it.
    await expect(async () => {
      await guest.reload();
      await expect(guest.getByText(EXPLORE_MESSAGES.emptySearch)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // The link still plays, for a guest too.
    await guest.goto(`/game/${worldId}`);
    await expect(guest).toHaveTitle(new RegExp(name));
    await guest.close();
    await other.close();
  },
);
