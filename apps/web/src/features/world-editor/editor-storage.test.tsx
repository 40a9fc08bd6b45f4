import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageSize, WORLD_BUILDER_MESSAGES, type WorldStorage } from '@authentic/core';
import { makeWorld } from '../../test/worlds-test-server';
import { EditorPage } from './editor-page';
import { HALL_DOC } from './model/test-doc';

const MB = 1024 * 1024;
const full = WORLD_BUILDER_MESSAGES.storageFull(storageSize(10 * MB));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The world, its document, the storage (as the test sets it), and saves refused for want of space. */
function stubServer(storage: { current: WorldStorage }) {
  const world = makeWorld({ _id: 'w1', id: 'w1', name: 'Mistwood' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (path === '/api/worlds/w1') return json(200, { success: true, world });
      if (path === '/api/worlds/storage') return json(200, { success: true, storage: storage.current });
      if (path === '/api/worlds/w1/doc' && method === 'GET')
        return json(200, { success: true, doc: HALL_DOC, version: 3, published: null });
      if (path === '/api/worlds/w1/doc' && method === 'PUT') {
        storage.current = { ...storage.current, usedBytes: storage.current.limitBytes };
        return json(403, { success: false, message: full });
      }
      return json(404, { success: false, message: 'Not found' });
    }),
  );
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EditorPage worldId="w1" worldPath="/world/w1" playPath="/game/w1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The world editor shows how full the player's storage is, and why a save was refused (decision 0260). */
describe('the world editor and the storage', () => {
  beforeEach(() => {
    // jsdom draws nothing; the canvas is not what this test looks at.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the storage used under Save, and the limit message when a save is refused', async () => {
    const storage = { current: { usedBytes: Math.round(9.5 * MB), limitBytes: 10 * MB, worlds: 1, worldLimit: 20 } };
    stubServer(storage);
    renderEditor();
    const bar = await screen.findByRole('progressbar', { name: WORLD_BUILDER_MESSAGES.storageLabel });
    expect(bar).toHaveAttribute('aria-valuetext', WORLD_BUILDER_MESSAGES.storageUsed('9.5 MB', '10 MB'));

    const saving = screen.getByRole('group', { name: 'Save' });
    await userEvent.click(within(saving).getByRole('button', { name: 'Save' }));
    expect(await within(saving).findByRole('status')).toHaveTextContent(full);
    // Asked again after the refusal: the bar shows what the server says now.
    expect(await screen.findByText(WORLD_BUILDER_MESSAGES.storageUsed('10 MB', '10 MB'))).toBeInTheDocument();
  });
});
