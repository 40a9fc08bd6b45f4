import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@authentic/core';
import { outboxDir } from '../../plugins/mailer.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

describe('auth: forgotten passwords', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-mail-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, APP_URL: 'https://play.example' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function outbox(): Promise<string[]> {
    const dir = outboxDir(dataDir);
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  }

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const player = await registerPlayer(t.app);
    const before = (await outbox()).length;
    const unknown = await forgot('nobody@example.com');
    const known = await forgot(player.user.email!);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: AUTH_MESSAGES.forgotPasswordSent });
    // The mail goes out after the answer (decision 0226).
    const mails = await vi.waitFor(async () => {
      const now = await outbox();
      expect(now).toHaveLength(before + 1);
      return now;
    });
    expect(mails.at(-1)).toContain(`To: ${player.user.email}`);
    expect(mails.at(-1)).toMatch(/https:\/\/play\.example\/reset-password\?token=[\w-]+/);
  });

  it('resets the password with the mailed link, once, and ends old sessions', async () => {
    const player = await registerPlayer(t.app);
    await forgot(player.user.email!);
    const mail = await vi.waitFor(async () => {
      const found = (await outbox()).find((m) => m.includes(`To: ${player.user.email}`));
      expect(found).toBeDefined();
      return found!;
    });
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail)![1]!);

    const weak = await reset(token, player.user.username);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ passwordRequirements: AUTH_MESSAGES.passwordRequirements });

    const done = await reset(token, 'a-brand-new-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSuccess });
    expect((await login(player.user.username, 'a-brand-new-secret')).statusCode).toBe(200);
    expect((await login(player.user.username, player.password)).statusCode).toBe(401);

    const again = await reset(token, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });

    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: player.refreshToken },
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('rejects an unknown reset token', async () => {
    const res = await reset('x'.repeat(43), 'whatever-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
  });

  it('answers before the mail is sent, so an existing account takes no longer to answer', async () => {
    const player = await registerPlayer(t.app);
    const original = t.app.mailer.send;
    let release: () => void = () => {};
    let sent = 0;
    t.app.mailer.send = async () => {
      sent += 1;
      await new Promise<void>((resolve) => (release = resolve));
    };
    try {
      const known = await forgot(player.user.email!);
      expect(known.statusCode).toBe(200);
      // Answered while the mailer has not even been called, or is still held.
      await vi.waitFor(() => expect(sent).toBe(1));
      release();
    } finally {
      t.app.mailer.send = original;
    }
  });
});
