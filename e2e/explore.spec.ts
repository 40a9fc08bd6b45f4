import { EXPLORE_MESSAGES, WORLD_VISIBILITY_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { clickNav, createWorldThroughPage, newPlayer, plainLetters, registerThroughUi } from './helpers';

test('a public world is found in Explore by a guest, liked by another player, and leaves when unlisted', async ({
  browser,
  page,
}) => {
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

  // Another player opens it from Explore and likes it; the card shows 1 like.
  const other = await browser.newPage();
  await registerThroughUi(other, newPlayer());
  await other.goto(`/explore?q=${word}`);
  const card = other.getByRole('article', { name });
  await card.getByRole('link', { name }).click();
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await other.goBack();
  const like = card.getByRole('button', { name: EXPLORE_MESSAGES.likeLabel(name) });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(`1 ${EXPLORE_MESSAGES.likes(1)}`);

  // Unlisted: it leaves Explore, and its link still opens.
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/worlds/${worldId}`),
  );
  await visibility.getByRole('radio', { name: new RegExp(WORLD_VISIBILITY_MESSAGES.unlisted) }).check();
  expect((await saved).ok()).toBe(true);
  await guest.reload();
  await expect(guest.getByText(EXPLORE_MESSAGES.emptySearch)).toBeVisible();
  await other.goto(`/world/${worldId}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await guest.close();
  await other.close();
});
