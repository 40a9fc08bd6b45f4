import { EMOTES, PRESENCE_MESSAGES, serverFrameSchema, type ServerFrame } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { toWirePlayer, updateFrame, type Member } from './rooms.js';

const ada: Member = { handle: 'h1', userId: 'u1', name: 'ada', avatar: '/uploads/a.png', x: 3, y: 4, f: 2 };
const guest: Member = {
  handle: 'h2',
  userId: null,
  name: null,
  avatar: null,
  guest: 'Traveller 4821',
  x: 0,
  y: 0,
  f: 0,
};

/**
 * Every frame the server builds passes core's schema, the one the web client parses with (decision
 * 0275). The realtime tests check the same of every frame they receive (src/test/presence-client.ts).
 */
describe('server frames pass their schema', () => {
  it('the tick frame, with every kind of event in it', () => {
    const text = updateFrame([
      { k: 'j', who: ada },
      { k: 'j', who: guest },
      { k: 'p', handle: 'h1', userId: 'u1', x: 4, y: 4, f: 1 },
      { k: 'l', handle: 'h2', userId: null },
      ...EMOTES.map((emote) => ({ k: 'e' as const, handle: 'h1', userId: 'u1', emote })),
      { k: 'c', handle: 'h1', userId: 'u1', id: 'c1', text: 'hello', x: 4, y: 4 },
    ]);
    expect(serverFrameSchema.parse(JSON.parse(text!))).toEqual(JSON.parse(text!));
  });

  it('players as a newcomer sees them, an account and a guest', () => {
    const all: ServerFrame = { t: 'all', m: 'overworld', p: [toWirePlayer(ada), toWirePlayer(guest)] };
    expect(serverFrameSchema.parse(JSON.parse(JSON.stringify(all)))).toEqual(all);
  });

  it('refuses what no server sends', () => {
    const bad: unknown[] = [
      { t: 'u', p: [['h1', -1, 0, 0]] },
      { t: 'hi', me: 'h1', name: 'ada', w: null, m: 'overworld', x: 1, y: 1, f: 4 },
      { t: 'n', k: 'shout', m: PRESENCE_MESSAGES.chatRate },
      { t: 'fr', k: 'online' },
      { t: 'nope' },
      'u',
    ];
    for (const frame of bad) expect(serverFrameSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
  });
});
