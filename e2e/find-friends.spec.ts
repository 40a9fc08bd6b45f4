import type { Page } from '@playwright/test';
import { FRIEND_MESSAGES, GUEST_START_CELL, MAP_PORTALS, PRESENCE_MESSAGES, type Position } from '@authentic/core';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import { location, walkOnOverworld } from './game-path';
import { getAsPlayer, newPlayer, registerThroughUi, type Player } from './helpers';

// Issue 34 item 6: finding each other. Two players, two browser contexts; the same clicks on every
// screen, so desktop only.

const count = (page: Page, n: number) => page.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(n) });

/** Where the Location line says the character stands. */
async function cellOf(page: Page): Promise<Position> {
  const match = /row (\d+), column (\d+)$/.exec((await location(page).textContent()) ?? '');
  if (!match) throw new Error('no Location');
  return { x: Number(match[2]), y: Number(match[1]) };
}

/** A call to the API as the player signed in on this page, with the token the app keeps. */
async function callAsPlayer(page: Page, method: 'POST' | 'PUT', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const answer = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${method} ${url}`).toBe(true);
}

async function makeFriends(page: Page, other: Page, otherPlayer: Player) {
  await callAsPlayer(page, 'POST', '/api/friends/requests', { username: otherPlayer.username });
  const { incoming } = (await getAsPlayer(other, '/api/friends')) as { incoming: { id: string }[] };
  await callAsPlayer(other, 'POST', `/api/friends/requests/${incoming[0]!.id}/accept`);
}

test(
  'Add friend from an avatar clicked on the map; the other accepts in Profile',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    const ada = newPlayer();
    const bo = newPlayer();
    await registerThroughUi(page, ada);
    const boContext = await browser.newContext();
    const boPage = await boContext.newPage();
    await registerThroughUi(boPage, bo);

    await page.goto('/game');
    await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 20_000 });
    await boPage.goto('/game');
    await expect(count(page, 2)).toBeVisible({ timeout: 20_000 });
    await expect(location(boPage)).toHaveText(/^Overworld, row/, { timeout: 20_000 });
    // Out in the open, two cells apart: Ada in the middle of her view, Bo two cells to her right.
    await walkOnOverworld(page, GUEST_START_CELL, { x: 4, y: 4 });
    await walkOnOverworld(boPage, await cellOf(boPage), { x: 6, y: 4 });
    const here = page.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(2) });
    await here.click();
    const whoIsHere = page.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere });
    await expect(whoIsHere.getByRole('listitem').filter({ hasText: bo.username })).toContainText('row 4, column 6');
    await whoIsHere.getByRole('button', { name: 'Close' }).click();

    // Ada clicks Bo's figure on the map: two tiles right of her own.
    const box = await page.getByTestId('player-marker').boundingBox();
    if (!box) throw new Error('no player marker');
    await page.mouse.click(box.x + box.width / 2 + 2 * box.width, box.y + box.height / 2);
    const card = page.getByRole('dialog', { name: bo.username });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `Profile ${bo.username}` })).toBeVisible();
    await card.getByRole('button', { name: `Add friend ${bo.username}` }).click();
    await expect(card.getByText(FRIEND_MESSAGES.requestSent(bo.username))).toBeVisible();
    await expect(card.getByText('Request sent', { exact: true })).toBeVisible();
    // Escape closes the card and the map has the keyboard again.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page.getByRole('group', { name: 'Game world' })).toBeFocused();

    // Bo hears of it in the game and answers in Profile.
    const boNotices = boPage.getByRole('list', { name: 'Friend notices' });
    await expect(boNotices).toContainText(FRIEND_MESSAGES.notice.request(ada.username));
    await boNotices.getByRole('link', { name: 'Answer in Profile' }).click();
    await boPage.getByRole('button', { name: `Accept ${ada.username}` }).click();
    await expect(boPage.getByRole('heading', { name: 'Your friends (1)' })).toBeVisible();

    // Ada is told in the game.
    await expect(page.getByRole('list', { name: 'Friend notices' })).toContainText(
      FRIEND_MESSAGES.notice.accepted(bo.username),
    );
    await boContext.close();
  },
);

test('a friend on another map is joined with Join, arriving next to them', SAME_ON_PHONE, async ({ page, browser }) => {
  test.setTimeout(150_000);
  const ada = newPlayer();
  const bo = newPlayer();
  await registerThroughUi(page, ada);
  const boContext = await browser.newContext();
  const boPage = await boContext.newPage();
  await registerThroughUi(boPage, bo);
  await makeFriends(page, boPage, bo);
  // Ada shows her friends where she is.
  await callAsPlayer(page, 'PUT', '/api/users/me/privacy', { shareMapWithFriends: true });

  // Ada walks through the first portal to Overworld 2.
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 20_000 });
  const portal = MAP_PORTALS.overworld[0]!;
  await walkOnOverworld(page, GUEST_START_CELL, portal.position, 'Overworld 2, row 4, column 4');

  // Bo, on Overworld, opens Friends and joins her.
  await boPage.goto('/game');
  await expect(location(boPage)).toHaveText(/^Overworld, row/, { timeout: 20_000 });
  await boPage.getByRole('button', { name: 'Friends', exact: true }).click();
  const friends = boPage.getByRole('region', { name: 'Friends' });
  await expect(friends.getByRole('listitem').filter({ hasText: ada.username })).toContainText('Overworld 2');
  await friends.getByRole('button', { name: `Join ${ada.username}` }).click();

  // Bo stands on Overworld 2 next to Ada, and each sees the other in 'Who is here'.
  await expect(location(boPage)).toHaveText(/^Overworld 2, row/, { timeout: 20_000 });
  const at = await cellOf(boPage);
  expect(Math.abs(at.x - 4) + Math.abs(at.y - 4)).toBeLessThanOrEqual(2);
  await expect(count(boPage, 2)).toBeVisible({ timeout: 20_000 });
  await count(boPage, 2).click();
  await expect(boPage.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere })).toContainText(ada.username);
  await expect(count(page, 2)).toBeVisible({ timeout: 20_000 });
  await count(page, 2).click();
  await expect(page.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere })).toContainText(bo.username);
  await boContext.close();
});

test("Join in Profile's friends list opens the game next to the friend", SAME_ON_PHONE, async ({ page, browser }) => {
  test.setTimeout(150_000);
  const ada = newPlayer();
  const bo = newPlayer();
  await registerThroughUi(page, ada);
  const boContext = await browser.newContext();
  const boPage = await boContext.newPage();
  await registerThroughUi(boPage, bo);
  await makeFriends(page, boPage, bo);
  await callAsPlayer(page, 'PUT', '/api/users/me/privacy', { shareMapWithFriends: true });
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 20_000 });
  const portal = MAP_PORTALS.overworld[0]!;
  await walkOnOverworld(page, GUEST_START_CELL, portal.position, 'Overworld 2, row 4, column 4');

  // Bo has not played yet: Join in Profile opens the main world's game on Overworld 2, beside Ada.
  await boPage.goto('/profile?tab=friends');
  await boPage.getByRole('button', { name: `Join ${ada.username}` }).click();
  await expect(boPage).toHaveURL(/\/game\/main$/);
  await expect(location(boPage)).toHaveText(/^Overworld 2, row/, { timeout: 20_000 });
  const at = await cellOf(boPage);
  expect(Math.abs(at.x - 4) + Math.abs(at.y - 4)).toBeLessThanOrEqual(2);
  await expect(count(page, 2)).toBeVisible({ timeout: 20_000 });
  await boContext.close();
});
