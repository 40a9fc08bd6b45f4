import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import { newPlayer, registerThroughUi } from './helpers';

const run = promisify(execFile);

/**
 * Issue 38 item 6, as an operator and a moderator meet it: a player signed in already is made a
 * moderator by `npm run moderator` while the server runs on its embedded database (the server
 * takes the command, decision 0285) and has the queue at once, without signing in again; mutes a
 * reported player, finds the report among the closed ones, lifts the mute there, and reads it in
 * the log by the player's name.
 */
test(
  'a moderator granted while signed in mutes a player, then lifts the mute from the closed report',
  SAME_ON_PHONE,
  async ({ page, request }) => {
    const moderator = newPlayer();
    await registerThroughUi(page, moderator);

    const register = async () => {
      const player = newPlayer();
      const answer = await request.post('/api/auth/register', { data: player });
      expect(answer.status()).toBe(201);
      return { ...player, token: ((await answer.json()) as { token: string }).token };
    };
    const [rude, reporter] = [await register(), await register()];
    const reported = await request.post(SAFETY_API.reports, {
      headers: { authorization: `Bearer ${reporter.token}` },
      data: { kind: 'player', target: rude.username, reason: 'harassment', details: 'Insults in chat' },
    });
    expect(reported.status()).toBe(201);

    const granted = await run(process.execPath, ['scripts/moderator.mjs', 'grant', moderator.username], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', NODE_OPTIONS: '' },
    });
    expect(granted.stdout).toBe(`${moderator.username} is a moderator.\n`);

    await page.goto('/moderation');
    const open = page.getByRole('list', { name: 'Open reports' });
    const card = open.getByRole('article').filter({ hasText: 'Insults in chat' });
    await card.getByRole('button', { name: 'Mute player' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mute player?' });
    await confirm.getByRole('button', { name: 'Mute player' }).click();
    await expect(page.getByText(new RegExp(`^${rude.username} is muted until `))).toBeVisible();

    await page.getByRole('tab', { name: 'Closed reports' }).click();
    const closed = page
      .getByRole('list', { name: 'Closed reports' })
      .getByRole('article')
      .filter({ hasText: 'Insults in chat' });
    const restrictions = closed.getByRole('region', { name: `Restrictions of ${rude.username}` });
    await restrictions.getByRole('button', { name: 'Lift mute' }).click();
    await expect(page.getByText(SAFETY_MESSAGES.muteLifted(rude.username))).toBeVisible();
    await expect(restrictions).toBeHidden();

    await page.getByRole('tab', { name: 'Log' }).click();
    const lifted = page
      .getByRole('list', { name: 'Moderation actions' })
      .getByRole('listitem')
      .filter({ hasText: 'Mute lifted' });
    await expect(lifted.getByRole('link', { name: rude.username })).toHaveAttribute(
      'href',
      `/players/${rude.username}`,
    );
  },
);
