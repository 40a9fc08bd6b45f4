import { PRESENCE_MESSAGES } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICK_PLAYER_EVENT } from '../../lib/player-pick';
import { playerSummary, stubFriendsServer } from '../../test/friends-test-server';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { PlayerCard } from './player-card';
import { createPlayerChoice } from './player-choice';
import { PlayerChooser } from './player-chooser';
import { preloadPresencePanels } from './presence-lazy';
import type { RemotePlayer } from './remote-players';
import { WhoIsHere } from './who-is-here';

// The game screen preloads the card a moment after it is playable; so do these tests.
beforeAll(() => preloadPresencePanels());

const wrap = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </MemoryRouter>,
  );

const ada: RemotePlayer = { handle: 'h1', username: 'ada', name: 'ada', avatarUrl: null, x: 5, y: 5 };
const bo: RemotePlayer = { handle: 'h2', username: 'bo', name: 'bo', avatarUrl: null, x: 2, y: 2 };
const guest: RemotePlayer = {
  handle: 'h3',
  username: null,
  name: PRESENCE_MESSAGES.traveller,
  avatarUrl: null,
  x: 9,
  y: 9,
};
const safety = () => ({ block: vi.fn().mockResolvedValue(undefined), mute: vi.fn().mockResolvedValue(undefined) });

afterEach(() => vi.unstubAllGlobals());

describe('player card', () => {
  it("is named for the player; Add friend sends the request and then says 'Request sent'", async () => {
    const server = stubFriendsServer();
    const onClose = vi.fn();
    wrap(<PlayerCard player={ada} signedIn actions={safety()} onClose={onClose} />);
    const card = screen.getByRole('dialog', { name: 'ada' });
    await userEvent.click(await within(card).findByRole('button', { name: `${T.addFriend} ada` }));
    expect(server.calls).toContain('POST /api/friends/requests');
    expect(await within(card).findByText('Friend request sent to ada')).toBeInTheDocument();
    expect(await within(card).findByText(T.requestSent)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: `${T.addFriend} ada` })).toBeNull();
    expect(within(card).getByRole('link', { name: `${T.profile} ada` })).toHaveAttribute('href', '/players/ada');
    expect(within(card).getByRole('button', { name: 'Mute ada' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Block ada' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Report ada' })).toBeInTheDocument();
    // The pressed button gave way to 'Request sent': focus stays in the card, and Escape still closes it.
    expect(within(card).getByText(T.requestSent)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('mutes and blocks through the shared actions', async () => {
    stubFriendsServer();
    const actions = safety();
    wrap(<PlayerCard player={ada} signedIn actions={actions} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mute ada' }));
    expect(actions.mute).toHaveBeenCalledWith('ada');
    await userEvent.click(screen.getByRole('button', { name: 'Block ada' }));
    expect(actions.block).toHaveBeenCalledWith('ada');
  });

  it('shows a guest viewer the name and a sign-in link, nothing to press', () => {
    stubFriendsServer();
    wrap(<PlayerCard player={ada} signedIn={false} onClose={() => {}} />);
    const card = screen.getByRole('dialog', { name: 'ada' });
    expect(within(card).getByRole('link', { name: T.signInToAdd })).toHaveAttribute('href', '/login');
    expect(within(card).queryByRole('button', { name: /Add friend|Block|Mute|Report/ })).toBeNull();
  });

  it('closes with Escape', async () => {
    stubFriendsServer();
    const onClose = vi.fn();
    wrap(<PlayerCard player={guest} signedIn onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: PRESENCE_MESSAGES.traveller })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('choosing a player on the map', () => {
  it('N chooses the nearest first, Enter opens the card, Escape closes it back to the map', async () => {
    stubFriendsServer();
    const choice = createPlayerChoice();
    const onBackToMap = vi.fn();
    wrap(
      <PlayerChooser
        players={[ada, bo]}
        choice={choice}
        here={() => ({ x: 1, y: 1 })}
        signedIn
        onBackToMap={onBackToMap}
      />,
    );
    await userEvent.keyboard('n');
    expect(screen.getByRole('status')).toHaveTextContent(T.chosen('bo', 2, 2));
    expect(choice.getSnapshot().handle).toBe('h2');
    await userEvent.keyboard('n');
    expect(screen.getByRole('status')).toHaveTextContent(T.chosen('ada', 5, 5));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'ada' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onBackToMap).toHaveBeenCalled();
  });

  it('a click on a figure (the canvas event) opens their card', async () => {
    stubFriendsServer();
    const choice = createPlayerChoice();
    wrap(
      <PlayerChooser
        players={[ada, bo]}
        choice={choice}
        here={() => ({ x: 0, y: 0 })}
        signedIn
        onBackToMap={() => {}}
      />,
    );
    act(() => {
      window.dispatchEvent(new CustomEvent(PICK_PLAYER_EVENT, { detail: { handle: 'h1' } }));
    });
    expect(await screen.findByRole('dialog', { name: 'ada' })).toBeInTheDocument();
  });

  it('says so when nobody else is here', async () => {
    stubFriendsServer();
    wrap(
      <PlayerChooser
        players={[]}
        choice={createPlayerChoice()}
        here={() => ({ x: 0, y: 0 })}
        signedIn
        onBackToMap={() => {}}
      />,
    );
    await userEvent.keyboard('n');
    expect(screen.getByRole('status')).toHaveTextContent(T.nobodyToChoose);
  });
});

describe("who is here's Add friend", () => {
  it("offers Add friend to others, says 'Friends' and 'Request sent' instead, none for guests", async () => {
    const cy = { ...ada, handle: 'h4', username: 'cy', name: 'cy' };
    const server = stubFriendsServer({
      friends: {
        success: true,
        friends: [{ ...playerSummary('ada'), online: true, mapName: null, joinable: false }],
        incoming: [],
        outgoing: [
          { id: 'r1', from: playerSummary('me'), to: playerSummary('bo'), createdAt: '2026-11-28T00:00:00.000Z' },
        ],
      },
    });
    wrap(<WhoIsHere players={[ada, bo, cy, guest]} signedIn onClose={() => {}} />);
    const items = within(screen.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere })).getAllByRole('listitem');
    expect(await within(items[0]!).findByText(T.friends)).toBeInTheDocument();
    expect(within(items[1]!).getByText(T.requestSent)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Add friend/ })).toBeNull();
    await userEvent.click(within(items[2]!).getByRole('button', { name: `${T.addFriend} cy` }));
    expect(server.calls).toContain('POST /api/friends/requests');
    expect(await within(items[2]!).findByText(T.requestSent)).toBeInTheDocument();
    expect(within(items[3]!).queryByRole('button')).toBeNull();
  });
});
