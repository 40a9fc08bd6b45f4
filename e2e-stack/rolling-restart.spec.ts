import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PRESENCE_MESSAGES } from '@authentic/core';
import { location, resumeAt, walkOnOverworld } from '../e2e/game-path';
import { loginThroughUi, newPlayer, registerThroughUi } from '../e2e/helpers';
import { freePort } from '../scripts/stack/processes.mjs';
import { startStack } from '../scripts/stack/stack.mjs';
import {
  pinnedDial,
  pinTo,
  proxySendsTo,
  requestsTo,
  socketRecords,
  watchConsole,
  watchSockets,
} from './stack-helpers';

type Stack = Awaited<ReturnType<typeof startStack>>;

const hereNow = (page: Page, n: number) => page.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(n) });
const chatLog = (page: Page) => page.getByRole('log', { name: PRESENCE_MESSAGES.chatLog });
async function say(page: Page, line: string) {
  await page.getByLabel(PRESENCE_MESSAGES.chatLabel).fill(line);
  await page.getByRole('button', { name: PRESENCE_MESSAGES.chatSend }).click();
}

let stack: Stack;
let stateDir: string;

test.beforeAll(async () => {
  stateDir = mkdtempSync(path.join(os.tmpdir(), 'authentic-stack-'));
  const started = Date.now();
  stack = await startStack({
    stateDir,
    publicPort: await freePort(),
    // The test's own PostgreSQL and Redis, even where the machine has its own.
    databaseUrl: '',
    redisUrl: '',
    fast: true,
    proxyDebug: true,
    log: () => {},
  });
  console.log(`stack started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  await stack?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

// Issue 38 item 2: two players on two instances behind Caddy; one instance is stopped (SIGTERM) and
// started again while they play. Neither loses the game, the chat or what was saved.
test('a rolling restart: players stay or come back within 5 s, keep playing, and lose nothing', async ({ browser }) => {
  const [a, b] = stack.instances;
  if (!a || !b) throw new Error('the stack has two instances');
  const dials = [a.dial, b.dial];
  const open = async (dial: string) => {
    const context = await browser.newContext({ baseURL: stack.url });
    await pinTo(context, stack.url, dial);
    await watchSockets(context);
    const page = await context.newPage();
    return { context, page, errors: watchConsole(page) };
  };
  const ada = { ...newPlayer(), ...(await open(a.dial)) };
  const bo = { ...newPlayer(), ...(await open(b.dial)) };

  // They meet beside the first portal (Overworld (8, 11)) and chat, each through their own instance.
  await registerThroughUi(ada.page, ada);
  await registerThroughUi(bo.page, bo);
  await resumeAt(ada.page, 'Overworld', 6, 11);
  await resumeAt(bo.page, 'Overworld', 5, 11);
  await expect(hereNow(ada.page, 2)).toBeVisible();
  await expect(hereNow(bo.page, 2)).toBeVisible();
  expect(await pinnedDial(ada.context, dials)).toBe(a.dial);
  expect(await pinnedDial(bo.context, dials)).toBe(b.dial);
  await say(ada.page, 'meet you here');
  await expect(chatLog(bo.page)).toContainText(`${ada.username}: meet you here`);

  // Instance A is stopped as systemd or Docker stop it. It says `stopping` and goes on serving until
  // Caddy's health check has taken it out, then closes its sockets; Ada's page comes back through B.
  const sigterm = Date.now();
  const servedBefore = requestsTo(stack.proxy.logFile, a.dial, 0, sigterm);
  await a.stop();
  const down = Date.now();
  await expect(hereNow(ada.page, 2)).toBeVisible({ timeout: 5_000 });
  const backAt = Date.now();
  const adaSockets = await socketRecords(ada.page);
  const droppedAt = adaSockets[0]?.closed ?? 0;
  expect(droppedAt).toBeGreaterThan(0);
  const awayMs = backAt - droppedAt;
  expect(awayMs).toBeLessThan(5_000);
  expect(await pinnedDial(ada.context, dials)).toBe(b.dial);

  // Both keep playing while A is down: they chat, and Ada walks on through the portal (a map change,
  // which saves her place on the server, through B).
  await say(bo.page, 'still here');
  await expect(chatLog(ada.page)).toContainText(`${bo.username}: still here`);
  await say(ada.page, 'me too');
  await expect(chatLog(bo.page)).toContainText(`${ada.username}: me too`);
  const saved = ada.page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me/progress') && r.request().method() === 'PUT',
  );
  await walkOnOverworld(ada.page, { x: 6, y: 11 }, { x: 8, y: 11 }, 'Overworld 2, row 4, column 4');
  await expect(location(ada.page)).toHaveText('Overworld 2, row 4, column 4');
  expect((await saved).ok()).toBe(true);

  // A comes back. Caddy sent it nothing while it was down (only its health checks, which are not logged as requests).
  const restarting = Date.now();
  await a.start();
  const restartMs = Date.now() - restarting;
  const upAgain = Date.now();
  // Caddy's next health check (within a second) takes it back.
  await expect.poll(() => proxySendsTo(stack.url, a.dial)).toBe(true);
  expect(servedBefore).toBeGreaterThan(0);
  expect(requestsTo(stack.proxy.logFile, a.dial, down, upAgain)).toBe(0);

  // Bo, on B, never lost his socket.
  const boSockets = await socketRecords(bo.page);
  expect(boSockets).toHaveLength(1);
  expect(boSockets[0]?.closed).toBe(0);

  // Ada's saved place is there for her on another device, served by A again.
  const device = await open(a.dial);
  await device.page.goto('/login');
  await loginThroughUi(device.page, ada.username, ada.password);
  await expect(device.page).toHaveURL(/\/dashboard$/);
  await device.page.goto('/game');
  await expect(location(device.page)).toHaveText('Overworld 2, row 4, column 4');
  // Caddy took A back above; a health check of the just-started A that timed out under load may still
  // send this device on to B (Caddy 2.6 takes an instance out on one failed check), which loses nothing.
  expect(dials).toContain(await pinnedDial(device.context, dials));

  for (const who of [ada, bo, device]) expect(who.errors, 'console errors').toEqual([]);
  const drainMs = down - sigterm;
  console.log(
    `rolling restart: Ada away ${awayMs} ms (socket closed to both players shown again), Bo away 0 ms; ` +
      `A drained for ${drainMs} ms after SIGTERM and was ready again ${restartMs} ms after its start`,
  );
  test.info().annotations.push({ type: 'away', description: `${awayMs} ms` });
  await Promise.all([ada.context.close(), bo.context.close(), device.context.close()]);
});
