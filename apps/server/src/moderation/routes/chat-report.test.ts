import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAFETY_API } from '@authentic/core';
import { reports } from '../db/schema.js';
import type { TestApp } from '../../test/app.js';
import { listeningApp, PresenceClient } from '../../test/presence-client.js';
import { callerOf, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 33 item 9, decision 0264: a chat line holding NUL can be reported, on both databases. */
describe('reporting a chat line with characters the database cannot store', () => {
  const served = listeningApp();
  let t: TestApp;
  beforeAll(() => served.start().then(() => ({ t } = served)));
  afterAll(() => served.stop());

  const signedIn = async (player: Player) => {
    const client = await PresenceClient.open(served.base);
    served.clients.push(client);
    client.send({ t: 'auth', token: player.token });
    await client.next('auth');
    client.send({ t: 'join', w: null, m: 'overworld', x: 3, y: 3 });
    const hi = await client.next('hi');
    return { client, hi };
  };
  const report = (by: Player, target: string) =>
    callerOf(t.app)('POST', SAFETY_API.reports, by.token, { kind: 'chat', target, reason: 'harassment' });
  const snapshotOf = async (id: string) =>
    (await t.database.db.select({ snapshot: reports.snapshot }).from(reports).where(eq(reports.id, id)))[0]?.snapshot;

  it('hears the line without NUL or control characters, and the report of it is stored', async () => {
    const [speakerPlayer, listenerPlayer] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const speaker = await signedIn(speakerPlayer);
    const listener = await signedIn(listenerPlayer);
    speaker.client.send({ t: 'say', m: 'bad\u0000 wo\u0007rd\nhere \uD800' });
    const heard = await listener.client.next('u', (u) => !!u.c?.some(([handle]) => handle === speaker.hi.me));
    const [, lineId, text] = heard.c!.find(([handle]) => handle === speaker.hi.me)!;
    expect(text).toBe('bad word here');

    const res = await report(listenerPlayer, lineId);
    expect(res.statusCode).toBe(201);
    expect(await snapshotOf(res.json<{ id: string }>().id)).toBe('bad word here');
  });

  it('stores a kept line that still holds NUL (relayed by another instance) without it', async () => {
    const [speaker, reporter] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const spy = vi.spyOn(t.app.presence, 'chatLine').mockReturnValue({
      id: 'relayed-line',
      speakerId: speaker.user.id,
      speakerName: speaker.user.username,
      text: 'nul\u0000 here',
      room: 'main:overworld',
      at: new Date(),
    });
    try {
      const res = await report(reporter, 'relayed-line');
      expect(res.statusCode).toBe(201);
      expect(await snapshotOf(res.json<{ id: string }>().id)).toBe('nul here');
    } finally {
      spy.mockRestore();
    }
  });
});
