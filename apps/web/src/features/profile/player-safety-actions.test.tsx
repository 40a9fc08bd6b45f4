import { SAFETY_MESSAGES, type PublicProfile } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession, testUser } from '../../test/session';
import { stubProfileServer, summary } from './profile-test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const profileOf = (username: string): PublicProfile => ({
  ...summary(username),
  experience: 300,
  createdAt: '2026-11-01T00:00:00.000Z',
  friendsCount: 0,
  achievements: [],
  artifacts: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The profile stand-in, with the safety routes answered in front of it. */
function stubSafety(player: PublicProfile) {
  stubProfileServer({ player });
  const profile = globalThis.fetch;
  const blocked: string[] = [];
  const calls: string[] = [];
  const lists = () => ({ success: true, blocked: blocked.map((u) => summary(u)), muted: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (input.startsWith('/api/safety') || input === '/api/reports') calls.push(`${method} ${input}`);
      if (input === '/api/safety/relations') return json(200, lists());
      if (input === '/api/safety/blocks' && method === 'POST') {
        blocked.push((JSON.parse(String(init?.body)) as { username: string }).username);
        return json(200, { ...lists(), message: 'ok' });
      }
      if (input.startsWith('/api/safety/blocks/') && method === 'DELETE') {
        blocked.length = 0;
        return json(200, { ...lists(), message: 'ok' });
      }
      return profile(input, init);
    }),
  );
  return calls;
}

describe('Report and Block on a public profile', () => {
  it('a signed-in player reports and blocks another after confirming, then unblocks', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const calls = stubSafety(profileOf('grace'));
    renderApp('/players/grace');
    await screen.findByRole('heading', { level: 1, name: 'grace' });
    expect(screen.getByRole('button', { name: 'Report grace' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: SAFETY_MESSAGES.block }));
    const dialog = screen.getByRole('dialog', { name: 'Block grace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('POST /api/safety/blocks');

    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.block }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: SAFETY_MESSAGES.block }));
    expect(await screen.findByText(SAFETY_MESSAGES.blocked('grace'))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: SAFETY_MESSAGES.unblock }));
    expect(await screen.findByText(SAFETY_MESSAGES.unblocked('grace'))).toBeInTheDocument();
    expect(calls).toContain('POST /api/safety/blocks');
    expect(calls).toContain('DELETE /api/safety/blocks/grace');
  });

  it('offers nothing on one’s own profile', async () => {
    storeSignedInSession();
    stubSafety(profileOf(testUser.username));
    renderApp(`/players/${testUser.username}`);
    await screen.findByRole('heading', { level: 1, name: testUser.username });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole('button', { name: SAFETY_MESSAGES.block })).toBeNull();
  });

  it('offers nothing to a visitor', async () => {
    stubSafety(profileOf('grace'));
    renderApp('/players/grace');
    await screen.findByRole('heading', { level: 1, name: 'grace' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
