import { PRESENCE_LIMITS, PRESENCE_MESSAGES, SAFETY_MESSAGES } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { PresenceChat, PresenceCount } from './presence-hud';
import type { ChatLine, PresenceSnapshot } from './remote-players';
import { WhoIsHere } from './who-is-here';

const wrap = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

const players = [
  { handle: 'h1', username: 'ada', name: 'ada', avatarUrl: null, x: 3, y: 4 },
  { handle: 'h2', username: null, name: PRESENCE_MESSAGES.traveller, avatarUrl: null, x: 5, y: 6 },
];
const line = (id: string, name: string, text: string, mine = false): ChatLine => ({
  id,
  handle: id,
  username: name,
  name,
  text,
  at: 0,
  mine,
});

describe('who is here', () => {
  it('lists players by name or Traveller; signed-in ones can be blocked, muted and reported', async () => {
    const actions = { block: vi.fn().mockResolvedValue(undefined), mute: vi.fn().mockResolvedValue(undefined) };
    wrap(<WhoIsHere players={players} signedIn actions={actions} onClose={() => {}} />);
    const list = screen.getByRole('region', { name: PRESENCE_MESSAGES.whoIsHere });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ada'),
      `${PRESENCE_MESSAGES.traveller}row 6, column 5`,
    ]);
    // Where each one stands is text too, the twin of where they are drawn.
    expect(within(items[0]!).getByText('row 4, column 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Block ada' }));
    expect(actions.block).toHaveBeenCalledWith('ada');
    expect(await screen.findByText(SAFETY_MESSAGES.blocked('ada'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mute ada' }));
    expect(actions.mute).toHaveBeenCalledWith('ada');
    expect(screen.getByRole('button', { name: 'Report ada' })).toBeInTheDocument();
  });

  it('offers no actions to a guest and says when nobody else is here', () => {
    const { rerender } = wrap(<WhoIsHere players={players} signedIn={false} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull();
    rerender(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <WhoIsHere players={[]} signedIn onClose={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(PRESENCE_MESSAGES.nobodyElse)).toBeInTheDocument();
  });

  it("'N here now' counts oneself and opens the list", async () => {
    const snapshot: PresenceSnapshot = { state: 'live', mapId: 'overworld', players, chat: [] };
    wrap(<PresenceCount snapshot={snapshot} signedIn />);
    await userEvent.click(screen.getByRole('button', { name: PRESENCE_MESSAGES.hereNow(3) }));
    expect(await screen.findByRole('region', { name: PRESENCE_MESSAGES.whoIsHere })).toBeInTheDocument();
  });

  it('shows Reconnecting… as a status while the connection is away', () => {
    wrap(<PresenceCount snapshot={{ state: 'reconnecting', mapId: null, players: [], chat: [] }} signedIn />);
    expect(screen.getByRole('status')).toHaveTextContent(PRESENCE_MESSAGES.reconnecting);
  });
});

describe('chat panel', () => {
  it('sends with Enter, counts characters to 200 and shows lines as name: text', async () => {
    const onSay = vi.fn().mockReturnValue(true);
    wrap(<ChatPanel lines={[line('c1', 'ada', 'hi there'), line('c2', 'me', 'hello', true)]} canChat onSay={onSay} />);
    const log = screen.getByRole('log', { name: PRESENCE_MESSAGES.chatLog });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('ada: hi there');
    expect(within(log).getByRole('button', { name: 'Report ada: hi there' })).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: /Report me/ })).toBeNull();
    const field = screen.getByLabelText(PRESENCE_MESSAGES.chatLabel);
    expect(field).toHaveAttribute('maxlength', String(PRESENCE_LIMITS.chatMaxLength));
    await userEvent.type(field, 'good morning');
    expect(screen.getByText(`12/${PRESENCE_LIMITS.chatMaxLength}`)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSay).toHaveBeenCalledWith('good morning');
    expect(field).toHaveValue('');
  });

  it('Escape leaves the field', async () => {
    const onLeave = vi.fn();
    wrap(<ChatPanel lines={[]} canChat onSay={() => true} onLeave={onLeave} />);
    const field = screen.getByLabelText(PRESENCE_MESSAGES.chatLabel);
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    expect(field).not.toHaveFocus();
    expect(onLeave).toHaveBeenCalled();
  });

  it('a guest reads the chat and is told to sign in to write', () => {
    wrap(<ChatPanel lines={[line('c1', 'ada', 'hi')]} canChat={false} onSay={() => true} />);
    expect(screen.queryByLabelText(PRESENCE_MESSAGES.chatLabel)).toBeNull();
    expect(screen.getByText(PRESENCE_MESSAGES.guestChat)).toBeInTheDocument();
  });

  it('emote buttons are named by their labels', async () => {
    const onEmote = vi.fn();
    const snapshot: PresenceSnapshot = { state: 'live', mapId: 'overworld', players: [], chat: [] };
    wrap(<PresenceChat snapshot={snapshot} signedIn onSay={() => true} onEmote={onEmote} />);
    await userEvent.click(screen.getByRole('button', { name: 'Surprised' }));
    expect(onEmote).toHaveBeenCalledWith('wow');
  });
});
