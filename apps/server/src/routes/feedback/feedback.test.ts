import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@authentic/core';
import { feedback } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

const deviceInfo = {
  screenSize: '1280x800',
  userAgent: 'Mozilla/5.0 test',
  timestamp: '2026-11-22T10:00:00.000Z',
  mapLocation: 'Overworld (4, 4)',
  gameVersion: '0.1.0',
};

describe('POST /api/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores feedback from a guest', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { gameplay: 'Loved the desert maps', bugs: 'none', name: 'Guest', deviceInfo },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: FEEDBACK_MESSAGES.thanks });
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.gameplay, 'Loved the desert maps'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bugs: 'none', name: 'Guest', userId: null, deviceInfo });
  });

  it('links feedback to a signed-in player', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { gameplay: 'Signed-in thoughts', email: 'me@example.com', deviceInfo },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.gameplay, 'Signed-in thoughts'));
    expect(row?.userId).toBe(player.user.id);
  });

  it('requires the gameplay text', async () => {
    for (const gameplay of [undefined, '   ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { gameplay, deviceInfo } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(FEEDBACK_MESSAGES.gameplayRequired);
    }
  });

  it('rejects a bad e-mail and oversized feedback', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { gameplay: 'ok', email: 'nope', deviceInfo },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('email');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { gameplay: 'x'.repeat(70_000), deviceInfo },
    });
    expect(huge.statusCode).toBe(413);
  });
});
