import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAFETY_MESSAGES } from '@authentic/core';
import { BLOCKED_TEXTS, BlockedPlayersSection } from './blocked-players-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const player = (username: string) => ({ id: `id-${username}`, username, avatar: null });

function stubRelations(lists: { blocked: string[]; muted: string[] }, fail = false) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (path === '/api/safety/relations') {
        if (fail) return json(500, { success: false, message: 'boom' });
        return json(200, { success: true, blocked: lists.blocked.map(player), muted: lists.muted.map(player) });
      }
      const match = /^\/api\/safety\/(blocks|mutes)\/(.+)$/.exec(path);
      if (match && method === 'DELETE') {
        const name = decodeURIComponent(match[2]!);
        if (match[1] === 'blocks') lists.blocked = lists.blocked.filter((n) => n !== name);
        else lists.muted = lists.muted.filter((n) => n !== name);
        return json(200, {
          success: true,
          message: 'ok',
          blocked: lists.blocked.map(player),
          muted: lists.muted.map(player),
        });
      }
      return json(404, { success: false, message: 'Resource not found' });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BlockedPlayersSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('BlockedPlayersSection', () => {
  it('lists blocked and muted players; Unblock and Unmute take them off', async () => {
    const user = userEvent.setup();
    const calls = stubRelations({ blocked: ['zed', 'bob'], muted: ['mia'] });
    renderSection();
    const section = screen.getByRole('region', { name: BLOCKED_TEXTS.heading });
    const blocked = await within(section).findByRole('list', { name: BLOCKED_TEXTS.blockedHeading });
    expect(
      within(blocked)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['bob', 'zed']);
    expect(within(blocked).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/players/bob');

    await user.click(within(blocked).getByRole('button', { name: 'Unblock zed' }));
    expect(await screen.findByText(SAFETY_MESSAGES.unblocked('zed'))).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/safety/blocks/zed');
    await waitFor(() => expect(within(blocked).queryByText('zed')).not.toBeInTheDocument());

    const muted = screen.getByRole('list', { name: BLOCKED_TEXTS.mutedHeading });
    await user.click(within(muted).getByRole('button', { name: 'Unmute mia' }));
    expect(await screen.findByText(SAFETY_MESSAGES.unmuted('mia'))).toBeInTheDocument();
    expect(await screen.findByText(BLOCKED_TEXTS.noneMuted)).toBeInTheDocument();
  });

  it('says when nobody is blocked or muted', async () => {
    stubRelations({ blocked: [], muted: [] });
    renderSection();
    expect(await screen.findByText(BLOCKED_TEXTS.noneBlocked)).toBeInTheDocument();
    expect(screen.getByText(BLOCKED_TEXTS.noneMuted)).toBeInTheDocument();
  });

  it('shows an error with Try again when the lists cannot be loaded', async () => {
    stubRelations({ blocked: [], muted: [] }, true);
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED_TEXTS.loadFailed);
    expect(screen.getByRole('button', { name: BLOCKED_TEXTS.retry })).toBeInTheDocument();
  });
});
