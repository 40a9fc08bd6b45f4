import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';

/** Issue 33 item 10: a chat line reaches others as the word filter read it. */
describe('chat as other players see it', () => {
  const served = listeningApp();
  const cells = overworldCells();
  let t: TestApp;
  beforeAll(async () => {
    await served.start();
    t = served.t;
  });
  afterAll(() => served.stop());

  const joined = async () => {
    const player = await registerPlayer(t.app);
    const client = await PresenceClient.open(served.base);
    served.clients.push(client);
    client.send({ t: 'auth', token: player.token });
    await client.next('auth');
    client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await client.next('hi');
    await client.next('all');
    return { client, me: hi.me };
  };

  it('strips bidi overrides, isolates and zero-width characters, and stars out what they hid', async () => {
    const speaker = await joined();
    const listener = await joined();
    const heard = async () => {
      const frame = await listener.client.next('u', (u) => !!u.c?.some(([handle]) => handle === speaker.me));
      return frame.c!.find(([handle]) => handle === speaker.me)!;
    };

    speaker.client.send({ t: 'say', m: '\u202ef.u.c.k\u202c off, \u2067you c*nt\u2069 f\u200buck' });
    const [, id, text] = await heard();
    expect(text).toBe('******* off, you **** ****');
    // The line a report would quote is the one others saw.
    expect(t.app.presence.chatLine(id)).toMatchObject({ text });

    // A line of nothing but controls is no line; the next one arrives as typed.
    speaker.client.send({ t: 'say', m: '\u202e\u2066\u200b\u2069\u200f' });
    speaker.client.send({ t: 'say', m: 'a classic cocktail in Scunthorpe' });
    expect((await heard())[2]).toBe('a classic cocktail in Scunthorpe');
  });
});
