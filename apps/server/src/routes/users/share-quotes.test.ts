import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../plugins/mailer.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

const quote = {
  text: 'To err is human, to forgive, divine.',
  author: 'Alexander Pope',
  timestamp: '2026-11-22T10:00:00Z',
};

describe('POST /api/users/me/share-quotes', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-share-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('mails the quotes and answers the spec message', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/share-quotes',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { email: 'friend@example.com', quotes: [quote] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Quotes shared with friend@example.com' });
    const files = await readdir(outboxDir(dataDir));
    const mail = await readFile(path.join(outboxDir(dataDir), files[0]!), 'utf8');
    expect(mail).toContain('To: friend@example.com');
    expect(mail).toContain(quote.text);
    expect(mail).toContain('Alexander Pope');
  });

  it('rejects an address without @ and an empty selection', async () => {
    const player = await registerPlayer(t.app);
    const headers = { authorization: `Bearer ${player.token}` };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/share-quotes',
      headers,
      payload: { email: 'nope', quotes: [quote] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid email address');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/share-quotes',
      headers,
      payload: { email: 'friend@example.com', quotes: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});
