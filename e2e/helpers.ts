import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { plainLetters } from '@authentic/core';
import { expect } from './fixtures';

export { plainLetters };

let counter = 0;

/** A player nobody else in this run uses. */
export function newPlayer() {
  counter += 1;
  const id = `${plainLetters(Date.now())}${plainLetters(process.pid)}${plainLetters(counter)}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'correct-horse-1' };
}

export type Player = ReturnType<typeof newPlayer>;

/** Registers through the Register screen and waits for the dashboard. */
export async function registerThroughUi(page: Page, player: Player, origin = ''): Promise<void> {
  await page.goto(`${origin}/register`);
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm password').fill(player.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(new RegExp(`^Welcome( back)?, ${player.username}!$`))).toBeVisible();
}

export async function loginThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** On a phone the navigation sits behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
}

export async function clickNav(page: Page, name: string): Promise<void> {
  await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name, exact: true });
  if (await link.count()) await link.click();
  else await nav.getByRole('button', { name, exact: true }).click();
}

/** The newest message in the server's outbox addressed to `to`. */
export function lastMailTo(to: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`))
    .at(-1);
}

/** A GET to the API as the player signed in on this page, with the token the app keeps; the parsed answer. */
export async function getAsPlayer(page: Page, url: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const answer = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `GET ${url}`).toBe(true);
  return answer.json();
}

/** Creates a development world on /worlds/create (the page then opens /world/{id}) and answers its id. */
export async function createWorldThroughPage(
  page: Page,
  world: { name: string; description: string; mapType: string },
): Promise<string> {
  await page.goto('/worlds/create');
  await page.getByLabel('World name').fill(world.name);
  await page.getByLabel('Description').fill(world.description);
  await page.getByLabel(/Map type/i).selectOption(world.mapType);
  await page
    .getByRole('button', { name: /Create/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/world\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}
