import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPresenceClient, type SocketLike } from './presence-client';
import { createRemotePlayers } from './remote-players';
import { readServerFrame, resetFrameLog } from './server-frames';
import { clearErrorLog, getErrorLog } from '../../lib/error-log';

/** A socket the test speaks through as the server, with raw text (so it can say what no server should). */
class RawSocket implements SocketLike {
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
  say(text: string) {
    this.onmessage?.({ data: text });
  }
}

function setup() {
  const socket = new RawSocket();
  const players = createRemotePlayers(() => 0);
  const onSnap = vi.fn();
  const onNotice = vi.fn();
  const client = createPresenceClient({
    url: 'ws://test/api/presence',
    players,
    getToken: () => null,
    createSocket: () => socket,
    onSnap,
    onNotice,
  });
  client.join({ worldId: null, mapId: 'overworld', x: 1, y: 1 });
  client.start();
  socket.open();
  return { client, socket, players, onSnap, onNotice };
}

beforeEach(() => {
  resetFrameLog();
  clearErrorLog();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('server frames on the client (decision 0275)', () => {
  it('drops a malformed or unknown frame, logs each kind once, and keeps working after it', () => {
    const { socket, players, onSnap, onNotice } = setup();
    socket.say(JSON.stringify({ t: 'hi', me: 'me1', name: 'ada', w: null, m: 'overworld', x: 2, y: 3, f: 2 }));
    expect(onSnap).toHaveBeenCalledTimes(1);

    // A move whose cell is text, a player without a handle, a kind nobody knows, and no JSON at all.
    socket.say(JSON.stringify({ t: 'u', p: [['h2', 'four', 3, 1]] }));
    socket.say(JSON.stringify({ t: 'u', p: [['h2', 'four', 3, 1]] }));
    socket.say(JSON.stringify({ t: 'all', m: 'overworld', p: [[null, 'zed', null, 3, 3, 2]] }));
    socket.say(JSON.stringify({ t: 'shout', m: 'hello' }));
    socket.say(JSON.stringify({ t: 'n', k: 'chatRate' }));
    socket.say('{not json');
    expect(players.getSnapshot().players).toEqual([]);
    expect(onNotice).not.toHaveBeenCalled();
    const logged = getErrorLog().map((entry) => entry.message);
    expect(logged).toHaveLength(5);
    expect(logged.every((message) => message.startsWith('presence: dropped a server frame'))).toBe(true);
    expect(console.warn).toHaveBeenCalledTimes(5);

    // The next good frames are read as ever.
    socket.say(JSON.stringify({ t: 'all', m: 'overworld', p: [['h2', 'zed', null, 3, 3, 2]] }));
    socket.say(JSON.stringify({ t: 'u', p: [['h2', 4, 3, 1]] }));
    expect(players.getSnapshot().players).toMatchObject([{ handle: 'h2', name: 'zed', x: 4, y: 3 }]);
    socket.say(JSON.stringify({ t: 'fix', s: 1, m: 'overworld', x: 2, y: 4, f: 0 }));
    expect(onSnap).toHaveBeenLastCalledWith({ mapId: 'overworld', x: 2, y: 4, facing: 'up' });
  });

  it('keeps fields a newer server adds out of the way, and reads a guest’s name', () => {
    expect(readServerFrame(JSON.stringify({ t: 'worldClosed', worldId: 'w1', extra: 1 }))).toEqual({
      t: 'worldClosed',
      worldId: 'w1',
    });
    expect(
      readServerFrame(JSON.stringify({ t: 'all', m: 'o', p: [['h', null, null, 1, 1, 0, 'Traveller 12']] })),
    ).toEqual({
      t: 'all',
      m: 'o',
      p: [['h', null, null, 1, 1, 0, 'Traveller 12']],
    });
  });
});
