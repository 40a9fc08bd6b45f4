import { FRIEND_MESSAGES, SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerSummary, stubFriendsServer } from '../../test/friends-test-server';
import { FriendsTab } from './friends-tab';
import { JOIN_TEXT } from './join-friend-button';
import { PRIVACY_TEXTS, PrivacySection } from './privacy-section';

afterEach(() => vi.unstubAllGlobals());

function GameAt() {
  const { worldId } = useParams();
  return <p>{`Game of ${worldId}`}</p>;
}

const renderFriends = () =>
  render(
    <MemoryRouter initialEntries={['/profile?tab=friends']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route path="/profile" element={<FriendsTab userId="u1" />} />
          <Route path="/game/:worldId" element={<GameAt />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );

const friend = (username: string, online: boolean, joinable: boolean) => ({
  ...playerSummary(username),
  online,
  joinable,
  mapName: online ? 'Overworld 2' : null,
});

describe("Join in Profile's friends list", () => {
  it('shows Join for an online friend the server would take us to, and opens their world there', async () => {
    const server = stubFriendsServer({
      friends: {
        success: true,
        friends: [friend('ada', true, true), friend('bo', true, false), friend('cy', false, false)],
        incoming: [],
        outgoing: [],
      },
      join: {
        status: 200,
        body: {
          success: true,
          message: FRIEND_MESSAGES.joined('ada', 'Forest'),
          worldId: 'w-1',
          mapId: 'forest',
          mapName: 'Forest',
          x: 3,
          y: 4,
        },
      },
    });
    renderFriends();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('button', { name: new RegExp(`^${JOIN_TEXT} `) })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: `${JOIN_TEXT} ada` }));
    expect(await screen.findByText('Game of w-1')).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/friends/ada/join');
  });

  it("says the server's words when it refuses", async () => {
    const refusal = FRIEND_MESSAGES.joinNotShared('ada');
    stubFriendsServer({
      friends: { success: true, friends: [friend('ada', true, true)], incoming: [], outgoing: [] },
      join: { status: 403, body: { success: false, message: refusal } },
    });
    renderFriends();
    await userEvent.click(await screen.findByRole('button', { name: `${JOIN_TEXT} ada` }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

describe("Privacy's online notices", () => {
  it(`'${FRIEND_MESSAGES.tellFriendsWhenOnline}' is on by default and saves alone`, async () => {
    const calls: { method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        expect(String(input)).toContain(SAFETY_API.privacy);
        const method = init?.method ?? 'GET';
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, boolean>) : {};
        calls.push({ method, body: init?.body ? body : undefined });
        const answer = { success: true, shareMapWithFriends: false, tellFriendsWhenOnline: true, ...body };
        return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PrivacySection />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('checkbox', { name: PRIVACY_TEXTS.tellOnline });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(SAFETY_MESSAGES.privacySaved)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(calls.at(-1)).toEqual({ method: 'PUT', body: { tellFriendsWhenOnline: false } });
    expect(screen.getByRole('checkbox', { name: PRIVACY_TEXTS.shareMap })).not.toBeChecked();
  });
});
