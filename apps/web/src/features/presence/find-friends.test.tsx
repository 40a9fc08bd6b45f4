import { FRIEND_MESSAGES, PRESENCE_MESSAGES, type FriendJoinResponse, type ServerFrame } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetJoin, pendingJoin, rememberJoin } from '../../lib/friends-api';
import { playerSummary, stubFriendsServer } from '../../test/friends-test-server';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { createFriendNotices, FriendNoticeList } from './friend-notices';
import { FriendsPanel } from './friends-panel';
import { PresenceCount } from './presence-hud';
import { createPresenceClient, type SocketLike } from './presence-client';
import { createRemotePlayers } from './remote-players';

const wrap = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const friend = (username: string, online: boolean, joinable: boolean, mapName: string | null = null) => ({
  ...playerSummary(username),
  online,
  joinable,
  mapName,
});

const destination: FriendJoinResponse = {
  success: true,
  message: FRIEND_MESSAGES.joined('ada', 'Overworld 2'),
  worldId: null,
  mapId: 'overworld2',
  mapName: 'Overworld 2',
  x: 4,
  y: 5,
};

describe('friend notices in the game', () => {
  it("the socket's fr frames reach the game", () => {
    let socket: SocketLike | null = null;
    const onFriendNotice = vi.fn();
    const client = createPresenceClient({
      url: 'ws://test/api/presence',
      players: createRemotePlayers(() => 0),
      getToken: () => 'token',
      createSocket: () => {
        socket = { readyState: 1, send() {}, close() {}, onopen: null, onclose: null, onmessage: null, onerror: null };
        return socket;
      },
      onFriendNotice,
    });
    client.start();
    const frame: ServerFrame = { t: 'fr', k: 'request', name: 'ada' };
    socket!.onmessage?.({ data: JSON.stringify(frame) });
    expect(onFriendNotice).toHaveBeenCalledWith('request', 'ada');
    client.close();
  });

  it('says each kind in a polite live region, a request with a link to answer in Profile, and lets them go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFriendsServer();
    const notices = createFriendNotices(5000);
    wrap(<FriendNoticeList notices={notices} />);
    const region = screen.getByRole('list', { name: T.friendNotices });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      notices.push('request', 'ada');
      notices.push('accepted', 'bo');
      notices.push('online', 'cy');
    });
    expect(region).toHaveTextContent(FRIEND_MESSAGES.notice.request('ada'));
    expect(region).toHaveTextContent(FRIEND_MESSAGES.notice.accepted('bo'));
    expect(region).toHaveTextContent(FRIEND_MESSAGES.notice.online('cy'));
    expect(within(region).getByRole('link', { name: T.answerInProfile })).toHaveAttribute(
      'href',
      '/profile?tab=friends',
    );
    await userEvent.click(within(region).getAllByRole('button', { name: T.dismiss })[2]!);
    expect(region).not.toHaveTextContent(FRIEND_MESSAGES.notice.online('cy'));
    act(() => vi.advanceTimersByTime(5000));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('the in-game Friends panel', () => {
  it('lists friends online, with Join for those the server would take us to', async () => {
    stubFriendsServer({
      friends: {
        success: true,
        friends: [friend('ada', true, true, 'Overworld 2'), friend('bo', true, false), friend('cy', false, false)],
        incoming: [],
        outgoing: [],
      },
    });
    const join = vi.fn().mockResolvedValue(destination);
    const onJoined = vi.fn();
    wrap(<FriendsPanel onClose={() => {}} onJoined={onJoined} join={join} />);
    const panel = screen.getByRole('region', { name: T.friendsPanel });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('ada'), 'bo']);
    expect(items[0]).toHaveTextContent(T.onMap('Overworld 2'));
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: `${T.join} ada` }));
    expect(join).toHaveBeenCalledWith('ada');
    expect(onJoined).toHaveBeenCalledWith(destination);
  });

  it("says the server's words when it refuses", async () => {
    const refusal = FRIEND_MESSAGES.joinWorldClosed('ada');
    const server = stubFriendsServer({
      friends: { success: true, friends: [friend('ada', true, true)], incoming: [], outgoing: [] },
      join: { status: 403, body: { success: false, message: refusal } },
    });
    const onJoined = vi.fn();
    wrap(<FriendsPanel onClose={() => {}} onJoined={onJoined} />);
    await userEvent.click(await screen.findByRole('button', { name: `${T.join} ada` }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/friends/ada/join');
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('says so when no friend is online', async () => {
    stubFriendsServer({
      friends: { success: true, friends: [friend('cy', false, false)], incoming: [], outgoing: [] },
    });
    wrap(<FriendsPanel onClose={() => {}} onJoined={() => {}} />);
    expect(await screen.findByText(T.noFriendsOnline)).toBeInTheDocument();
  });
});

describe('a Join that opens another game screen', () => {
  it("is remembered for that world's first join while fresh, then forgotten", () => {
    rememberJoin(destination, 1000);
    expect(pendingJoin(null, 2000)).toEqual({ worldId: null, mapId: 'overworld2', x: 4, y: 5 });
    expect(pendingJoin('another-world', 2000)).toBeNull();
    expect(pendingJoin(null, 1000 + 61_000)).toBeNull();
    forgetJoin();
    expect(pendingJoin(null, 2000)).toBeNull();
  });
});

describe("the HUD's corner", () => {
  it("gives a signed-in player 'Friends' beside the count, and one of the two lists open at a time", async () => {
    stubFriendsServer();
    const snapshot = { state: 'live' as const, mapId: 'overworld', players: [], chat: [] };
    const { rerender } = wrap(<PresenceCount snapshot={snapshot} signedIn onJoined={() => true} />);
    await userEvent.click(screen.getByRole('button', { name: T.friendsPanel }));
    expect(await screen.findByRole('region', { name: T.friendsPanel })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(1) }));
    expect(await screen.findByRole('region', { name: PRESENCE_MESSAGES.whoIsHere })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.friendsPanel })).toBeNull();
    rerender(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <PresenceCount snapshot={snapshot} signedIn={false} onJoined={() => true} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: T.friendsPanel })).toBeNull();
  });
});
