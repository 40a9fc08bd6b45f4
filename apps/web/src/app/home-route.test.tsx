import {
  HOME_MESSAGES,
  QUOTE_MESSAGES,
  SCREEN_MESSAGES,
  todaysWisdomQuotes,
  type SavedQuote,
  type World,
} from '@authentic/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWorld } from '../test/worlds-test-server';
import { localDateIso } from '../lib/local-date';
import { renderApp } from '../test/render-app';
import { storeSignedInSession, testUser } from '../test/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** /api/auth/me, the player's worlds and their character (GET and PUT), stubbed in as `fetch`. */
function stubServer({ worlds = [] as World[], savedQuotes = [] as SavedQuote[] } = {}) {
  const server = { savedQuotes, puts: [] as unknown[] };
  const character = () => ({
    id: testUser.id,
    _id: testUser.id,
    username: testUser.username,
    exp: 0,
    level: 1,
    avatar: null,
    inventory: [],
    savedQuotes: server.savedQuotes,
    friends: [],
    completedMaps: [],
    achievements: [],
    qualifyingArtifacts: {},
  });
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/auth/me') return json(200, { success: true, user: testUser });
    if (path === '/api/worlds/my-worlds') return json(200, { success: true, worlds });
    if (path === `/api/users/${testUser.id}`) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { savedQuotes: SavedQuote[] };
        server.puts.push(body);
        server.savedQuotes = body.savedQuotes;
      }
      return json(200, { success: true, character: character() });
    }
    return json(404, { success: false });
  });
  vi.stubGlobal('fetch', fetch);
  return server;
}

const inspiration = () => todaysWisdomQuotes(localDateIso(new Date()))[0]!;

async function saveInspiration() {
  const card = (await screen.findByRole('figure', { name: 'Inspiration quote' })).closest('li')!;
  const button = within(card).getByRole('button', { name: HOME_MESSAGES.saveToCollection });
  // The collection loads first; until then the button holds.
  await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
  await userEvent.click(button);
  return card;
}

describe('HomeRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("lists the signed-in player's worlds, each linking to its page", async () => {
    stubServer({ worlds: [makeWorld({ _id: 'w-a', name: 'Mistwood' })] });
    storeSignedInSession();
    renderApp('/');
    const list = await screen.findByRole('list', { name: SCREEN_MESSAGES.yourWorlds });
    expect(within(list).getByRole('link', { name: /Mistwood/ })).toHaveAttribute('href', '/world/w-a');
  });

  it('says so when the player has no world yet', async () => {
    stubServer();
    storeSignedInSession();
    renderApp('/');
    expect(await screen.findByText(HOME_MESSAGES.yourWorldsEmpty)).toBeInTheDocument();
  });

  it('saves a quote to the collection and says so', async () => {
    const server = stubServer({
      savedQuotes: [{ text: 'Older words.', author: 'Someone', timestamp: '2026-01-01T00:00:00.000Z' }],
    });
    storeSignedInSession();
    renderApp('/');
    const card = await saveInspiration();
    // A toast: role=status, gone after TOAST_DEFAULTS' 3 s (ui/toast.test.tsx times it).
    expect((await screen.findByText(QUOTE_MESSAGES.saved)).closest('[role="status"]')).not.toBeNull();
    expect(within(card).getByRole('button', { name: `✓ ${HOME_MESSAGES.saved}` })).toBeInTheDocument();
    expect(server.savedQuotes.map((quote) => quote.text)).toEqual(['Older words.', inspiration().text]);
    expect(server.savedQuotes[1]).toMatchObject({ author: inspiration().author, type: 'inspiration' });
  });

  it('tells the player a quote is already in the collection', async () => {
    const server = stubServer({
      savedQuotes: [{ text: inspiration().text, author: inspiration().author, timestamp: '2026-01-01T00:00:00Z' }],
    });
    storeSignedInSession();
    renderApp('/');
    await saveInspiration();
    expect(await screen.findByText(QUOTE_MESSAGES.duplicate)).toBeInTheDocument();
    expect(server.puts).toEqual([]);
  });

  it('asks a guest to log in to save', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    await saveInspiration();
    expect(await screen.findByText(QUOTE_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: HOME_MESSAGES.saveToCollection })).toHaveLength(4);
    expect(fetch).not.toHaveBeenCalled();
  });
});
