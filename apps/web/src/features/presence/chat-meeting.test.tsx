// @vitest-environment jsdom
// (jsdom, not happy-dom: this file needs its accessible names, wheel events or storage quota; decision 0295)
import { PRESENCE_LIMITS, PRESENCE_MESSAGES } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { PresenceChat } from './presence-hud';
import { createRemotePlayers, type ChatLine, type PresenceSnapshot } from './remote-players';

/** Issue 34 item 7: who hears a line, nobody near, guests' names and sign-in, unread lines. */
const wrap = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

const line = (id: string, name: string, at: number, extra: Partial<ChatLine> = {}): ChatLine => ({
  id,
  handle: id,
  username: name,
  name,
  text: `line ${id}`,
  at,
  mine: false,
  ...extra,
});

/** A phone-sized screen: the chat starts folded away. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('chat between players who meet', () => {
  it('says who hears a line, and shows the server’s word when nobody did', () => {
    const players = createRemotePlayers(() => 5);
    players.apply({ t: 'hi', me: 'me1', name: 'ada', w: null, m: 'overworld', x: 1, y: 1, f: 2 });
    players.apply({ t: 'u', c: [['me1', 'c1', 'anyone?']] });
    players.apply({ t: 'n', k: 'nobodyNear', m: PRESENCE_MESSAGES.nobodyNear });
    wrap(<ChatPanel lines={players.getSnapshot().chat} canChat onSay={() => true} />);
    const field = screen.getByLabelText(PRESENCE_MESSAGES.chatLabel);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PRESENCE_MESSAGES.chatHeardBy(PRESENCE_LIMITS.chatRangeCells)),
    );
    expect(screen.getByText(PRESENCE_MESSAGES.chatHeardBy(12))).toBeVisible();
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['ada: anyone?', PRESENCE_MESSAGES.nobodyNear]);
  });

  it('names a guest the same for themselves and others, and links a guest to sign in', () => {
    const mine = createRemotePlayers(() => 0);
    mine.apply({ t: 'hi', me: 'g1', name: null, guest: 'Traveller 4821', w: null, m: 'overworld', x: 1, y: 1, f: 2 });
    const theirs = createRemotePlayers(() => 0);
    theirs.apply({ t: 'hi', me: 'a1', name: 'ada', w: null, m: 'overworld', x: 2, y: 1, f: 2 });
    theirs.apply({ t: 'all', m: 'overworld', p: [['g1', null, null, 1, 1, 2, 'Traveller 4821']] });
    expect(mine.getSnapshot().myName).toBe('Traveller 4821');
    expect(theirs.getSnapshot().players[0]?.name).toBe('Traveller 4821');
    // The guest's wave is logged under that name on both screens.
    for (const store of [mine, theirs]) store.apply({ t: 'u', e: [['g1', 'wave']] });
    expect(mine.getSnapshot().chat[0]?.name).toBe('Traveller 4821');
    expect(theirs.getSnapshot().chat[0]?.name).toBe('Traveller 4821');

    wrap(<ChatPanel lines={[]} canChat={false} onSay={() => true} myName={mine.getSnapshot().myName} />);
    expect(screen.getByText(PRESENCE_MESSAGES.youAre('Traveller 4821'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRESENCE_MESSAGES.chatSignIn })).toHaveAttribute('href', '/login');
  });

  it("'Chat nearby (N)' counts unread lines from others and starts again from none when opened", async () => {
    narrowScreen();
    const snapshot = (chat: ChatLine[]): PresenceSnapshot => ({ state: 'live', mapId: 'overworld', players: [], chat });
    const props = { signedIn: true, onSay: () => true, onEmote: () => {} };
    const lines = [line('c1', 'ada', 1), line('c2', 'me', 2, { mine: true }), line('c3', 'zed', 3)];
    const view = wrap(<PresenceChat snapshot={snapshot(lines.slice(0, 1))} {...props} />);
    const rerender = (chat: ChatLine[]) =>
      view.rerender(
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient()}>
            <PresenceChat snapshot={snapshot(chat)} {...props} />
          </QueryClientProvider>
        </MemoryRouter>,
      );
    const toggle = () => screen.getByRole('button', { name: new RegExp(PRESENCE_MESSAGES.chatLog) });
    /** The button reads 'Chat nearby (N)' and is named 'Chat nearby, N unread messages'. */
    const shows = (count: number) => {
      expect(toggle()).toHaveTextContent(count ? `${PRESENCE_MESSAGES.chatLog} (${count})` : PRESENCE_MESSAGES.chatLog);
      expect(toggle()).toHaveAccessibleName(
        count ? `${PRESENCE_MESSAGES.chatLog}, ${PRESENCE_MESSAGES.chatUnread(count)}` : PRESENCE_MESSAGES.chatLog,
      );
    };
    shows(1);
    // One's own line is not unread; an emote is not a line.
    act(() => rerender([...lines, line('e1', 'zed', 4, { emote: 'wave' })]));
    shows(2);
    await userEvent.click(toggle());
    shows(0);
    await userEvent.click(toggle());
    shows(0);
    act(() => rerender([...lines, line('c4', 'zed', 5)]));
    shows(1);
  });
});
