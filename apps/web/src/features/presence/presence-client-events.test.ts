// @vitest-environment node
import { PRESENCE_MESSAGES, SAFETY_MESSAGES, type ServerFrame } from '@authentic/core';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format-date';
import { accountGone, artifactsChanged } from '../../lib/live-events';
import { createPresenceClient, type SocketLike } from './presence-client';
import { createRemotePlayers } from './remote-players';

/** Issue 34 item 7: what the socket says that the rest of the app acts on. */
function connected() {
  let socket: SocketLike | null = null;
  const players = createRemotePlayers(() => 0);
  const onNotice = vi.fn();
  const client = createPresenceClient({
    url: 'ws://test/api/presence',
    players,
    getToken: () => 'token',
    onNotice,
    createSocket: () => {
      socket = {
        readyState: 1,
        send: () => {},
        close: () => {},
        onopen: null,
        onclose: null,
        onmessage: null,
        onerror: null,
      };
      return socket;
    },
  });
  client.start();
  socket!.onopen?.({});
  const hear = (frame: ServerFrame) => socket!.onmessage?.({ data: JSON.stringify(frame) });
  return { client, players, onNotice, hear };
}

describe('presence client: what the socket tells the app', () => {
  it('signs the tab out when the server says the account is gone, and only then', () => {
    const gone = vi.fn();
    const stop = accountGone.listen(gone);
    const { hear, client } = connected();
    hear({ t: 'auth', ok: false, name: null });
    expect(gone).not.toHaveBeenCalled();
    hear({ t: 'auth', ok: false, name: null, gone: true });
    expect(gone).toHaveBeenCalledTimes(1);
    stop();
    client.close();
  });

  it('asks for a map’s artifacts again when the server says they changed', () => {
    const changed = vi.fn();
    const stop = artifactsChanged.listen(changed);
    const { hear, client } = connected();
    hear({ t: 'art', w: null, m: 'overworld' });
    expect(changed).toHaveBeenCalledWith('overworld');
    stop();
    client.close();
  });

  it('puts "nobody was near enough" in the chat log rather than a passing notice', () => {
    const { hear, players, onNotice, client } = connected();
    hear({ t: 'n', k: 'nobodyNear', m: PRESENCE_MESSAGES.nobodyNear });
    expect(onNotice).not.toHaveBeenCalled();
    expect(players.getSnapshot().chat).toMatchObject([{ text: PRESENCE_MESSAGES.nobodyNear, notice: true }]);
    hear({ t: 'n', k: 'chatRate', m: PRESENCE_MESSAGES.chatRate });
    expect(onNotice).toHaveBeenCalledWith(PRESENCE_MESSAGES.chatRate);
    client.close();
  });

  it("says a moderator's mute with its reason and its end in the player's own time zone (issue 38)", () => {
    const { hear, onNotice, client } = connected();
    const until = '2026-12-01T18:30:00.000Z';
    const m = PRESENCE_MESSAGES.muted('2026-12-01 18:30 UTC', 'Spam or advertising');
    hear({ t: 'n', k: 'muted', m, until, why: 'Spam or advertising' });
    expect(onNotice).toHaveBeenCalledWith(SAFETY_MESSAGES.mutedUntil(formatDateTime(until), 'Spam or advertising'));
    expect(onNotice.mock.calls[0]?.[0]).not.toContain('UTC');
    // An older server's notice, with no end to format: its own words.
    hear({ t: 'n', k: 'muted', m: 'A moderator has muted you until later.' });
    expect(onNotice).toHaveBeenLastCalledWith('A moderator has muted you until later.');
    client.close();
  });
});
