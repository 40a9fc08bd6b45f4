// @vitest-environment node
import { PRESENCE_CLOSE, PRESENCE_LIMITS, PRESENCE_MESSAGES, type ServerFrame } from '@authentic/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPresenceClient, reconnectDelayMs, TOKEN_CHECK_MS, type SocketLike } from './presence-client';
import { createRemotePlayers } from './remote-players';

/** An in-memory WebSocket: the test opens, closes and speaks for the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  hear(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function setup(token: { value: string | null } = { value: 'token-1' }) {
  const sockets: FakeSocket[] = [];
  const players = createRemotePlayers(() => 0);
  const onSnap = vi.fn();
  const onNotice = vi.fn();
  const onWorldPublished = vi.fn();
  const client = createPresenceClient({
    url: 'ws://test/api/presence',
    players,
    getToken: () => token.value,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    onSnap,
    onNotice,
    onWorldPublished,
  });
  return { client, players, sockets, onSnap, onNotice, onWorldPublished, token, last: () => sockets.at(-1)! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('presence client', () => {
  it('backs off from the base, doubling to the maximum, with jitter down to half', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(PRESENCE_LIMITS.reconnectBaseMs);
    expect(reconnectDelayMs(1, () => 1)).toBe(PRESENCE_LIMITS.reconnectBaseMs * 2);
    expect(reconnectDelayMs(20, () => 1)).toBe(PRESENCE_LIMITS.reconnectMaxMs);
    expect(reconnectDelayMs(0, () => 0)).toBe(PRESENCE_LIMITS.reconnectBaseMs / 2);
  });

  it('connects, signs in, joins, and is live', () => {
    const { client, players, last } = setup();
    client.join({ worldId: null, mapId: 'overworld', x: 3, y: 4 });
    client.start();
    expect(players.getSnapshot().state).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([
      { t: 'auth', token: 'token-1' },
      { t: 'join', w: null, m: 'overworld', x: 3, y: 4 },
    ]);
    expect(players.getSnapshot().state).toBe('live');
  });

  it('a guest sends no auth frame', () => {
    const { client, last } = setup({ value: null });
    client.join({ worldId: null, mapId: 'overworld', x: 1, y: 1 });
    client.start();
    last().open();
    expect(last().sent).toEqual([{ t: 'join', w: null, m: 'overworld', x: 1, y: 1 }]);
  });

  it('sends steps, portals and returns with rising sequence numbers', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    client.move('left');
    client.portal();
    client.back();
    client.emote('heart');
    expect(client.say('  hello  ')).toBe(true);
    expect(client.say('x'.repeat(PRESENCE_LIMITS.chatMaxLength + 1))).toBe(false);
    expect(last().sent.slice(1)).toEqual([
      { t: 'mv', d: 3, s: 1 },
      { t: 'po', s: 2 },
      { t: 'back', s: 3 },
      { t: 'em', e: 'heart' },
      { t: 'say', m: 'hello' },
    ]);
  });

  it('reconnects after a drop with growing waits, shows Reconnecting, and joins where the game now is', () => {
    const { client, players, sockets, last } = setup();
    client.join({ worldId: null, mapId: 'overworld', x: 1, y: 1 });
    client.start();
    last().open();
    client.track({ worldId: null, mapId: 'overworld2', x: 5, y: 6 });
    last().drop();
    expect(players.getSnapshot().state).toBe('reconnecting');
    expect(PRESENCE_MESSAGES.reconnecting).toBe('Reconnecting…');
    vi.advanceTimersByTime(PRESENCE_LIMITS.reconnectBaseMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(PRESENCE_LIMITS.reconnectBaseMs * 2 - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(players.getSnapshot().state).toBe('live');
    expect(last().sent).toContainEqual({ t: 'join', w: null, m: 'overworld2', x: 5, y: 6 });
    // Live again: the back-off starts over.
    last().drop();
    vi.advanceTimersByTime(PRESENCE_LIMITS.reconnectBaseMs);
    expect(sockets).toHaveLength(4);
  });

  it('does not come back after being replaced by another tab, and says why', () => {
    const { client, sockets, last, onNotice } = setup();
    client.start();
    last().open();
    last().drop(PRESENCE_CLOSE.replaced);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onNotice).toHaveBeenCalledWith(PRESENCE_MESSAGES.replaced);
  });

  it('does not come back when the server has too many sockets of this network or account, and says why', () => {
    for (const [code, text] of [
      [PRESENCE_CLOSE.tooManyFromAddress, PRESENCE_MESSAGES.tooManyFromAddress],
      [PRESENCE_CLOSE.tooManyForAccount, PRESENCE_MESSAGES.tooManyForAccount],
    ] as const) {
      const { client, sockets, last, onNotice } = setup();
      client.start();
      last().open();
      last().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
      expect(onNotice).toHaveBeenCalledWith(text);
    }
  });

  it('joins again a little later when a join was refused for its rate, once per refusal', () => {
    const { client, last, onNotice } = setup();
    client.join({ worldId: null, mapId: 'overworld', x: 3, y: 4 });
    client.start();
    last().open();
    const joins = () => last().sent.filter((frame) => (frame as { t: string }).t === 'join').length;
    expect(joins()).toBe(1);
    last().hear({ t: 'n', k: 'joinRate', m: PRESENCE_MESSAGES.joinRate });
    last().hear({ t: 'n', k: 'joinRate', m: PRESENCE_MESSAGES.joinRate });
    expect(onNotice).toHaveBeenCalledWith(PRESENCE_MESSAGES.joinRate);
    vi.advanceTimersByTime(PRESENCE_LIMITS.joinRetryMs - 1);
    expect(joins()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(joins()).toBe(2);
    expect(last().sent.at(-1)).toEqual({ t: 'join', w: null, m: 'overworld', x: 3, y: 4 });
  });

  it('sends a renewed token when the session renews it', () => {
    const { client, token, last } = setup();
    client.start();
    last().open();
    token.value = 'token-2';
    vi.advanceTimersByTime(TOKEN_CHECK_MS);
    expect(last().sent).toContainEqual({ t: 'auth', token: 'token-2' });
    token.value = 'token-3';
    client.tokenChanged();
    expect(last().sent.filter((frame) => (frame as { t: string }).t === 'auth')).toHaveLength(3);
  });

  it('snaps to the server’s truth on the hi answering a join and on fix, and shows notices', () => {
    const { client, last, onSnap, onNotice } = setup();
    client.join({ worldId: null, mapId: 'overworld', x: 1, y: 1 });
    client.start();
    last().open();
    last().hear({ t: 'hi', me: 'h1', name: 'ada', w: null, m: 'overworld', x: 2, y: 3, f: 2 });
    last().hear({ t: 'fix', s: 4, m: 'overworld', x: 2, y: 4, f: 0 });
    last().hear({ t: 'n', k: 'chatRate', m: PRESENCE_MESSAGES.chatRate });
    expect(onSnap).toHaveBeenNthCalledWith(1, { mapId: 'overworld', x: 2, y: 3, facing: 'down' });
    expect(onSnap).toHaveBeenNthCalledWith(2, { mapId: 'overworld', x: 2, y: 4, facing: 'up' });
    expect(onNotice).toHaveBeenCalledWith(PRESENCE_MESSAGES.chatRate);
    // After a fix the client joins again from there (the server ignores moves until it does).
    expect(last().sent.at(-1)).toEqual({ t: 'join', w: null, m: 'overworld', x: 2, y: 4 });
  });

  it('keeps the steps taken while a join was on its way: its hi at the joined place is not snapped to', () => {
    const { client, last, onSnap } = setup();
    client.join({ worldId: null, mapId: 'yosemite', x: 20, y: 13 });
    client.start();
    last().open();
    // A step right after the join: it goes to the server after the join, which walks it too.
    client.move('right');
    last().hear({ t: 'hi', me: 'h1', name: 'ada', w: null, m: 'yosemite', x: 20, y: 13, f: 2 });
    expect(onSnap).not.toHaveBeenCalled();
    expect(
      last()
        .sent.map((frame) => (frame as { t: string }).t)
        .filter((t) => t !== 'auth'),
    ).toEqual(['join', 'mv']);
  });

  it('snaps to the hi of a join next to a friend, even at the place it asked for', () => {
    const { client, last, onSnap } = setup();
    client.start();
    last().open();
    client.join({ worldId: null, mapId: 'overworld2', x: 5, y: 6 }, { teleport: true });
    last().hear({ t: 'hi', me: 'h1', name: 'ada', w: null, m: 'overworld2', x: 5, y: 6, f: 2 });
    expect(onSnap).toHaveBeenCalledWith({ mapId: 'overworld2', x: 5, y: 6, facing: 'down' });
  });

  it('does not snap to the hi of a walk across maps (the game got there by the same rules)', () => {
    const { client, players, last, onSnap } = setup();
    client.start();
    last().open();
    last().hear({ t: 'hi', me: 'h9', name: 'ada', w: null, m: 'overworld2', x: 4, y: 4, f: 1 });
    expect(onSnap).not.toHaveBeenCalled();
    expect(players.getSnapshot().mapId).toBe('overworld2');
  });

  it('hands a publish of the world on to the game (issue 25)', () => {
    const { client, last, onWorldPublished, onSnap } = setup();
    client.join({ worldId: 'w1', mapId: 'w1', x: 1, y: 1 });
    client.start();
    last().open();
    last().hear({ t: 'worldPublished', worldId: 'w1', version: 3 });
    expect(onWorldPublished).toHaveBeenCalledWith('w1', 3);
    expect(onSnap).not.toHaveBeenCalled();
  });

  it('on closing leaves the room and closes the socket for good', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    client.close();
    expect(last().sent.at(-1)).toEqual({ t: 'leave' });
    expect(last().readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
