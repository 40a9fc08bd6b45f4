import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from '../../features/game/engine/game-store';
import { makeArtifact } from '../../features/artifacts/artifacts-test-server';
import { ARTIFACT_LIST_KEYS } from '../../lib/storage';
import { testUser } from '../../test/session';
import { useWorldArtifacts } from './use-world-artifacts';

const emptyList = { success: true, artifacts: [], total: 0, page: 1, limit: 100 };

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** A guest's visit: the store beside the rusty key of Overworld (2,13). */
function visit() {
  const store = createGameStore({
    atlas: BUILT_IN_ATLAS,
    mapId: 'overworld',
    position: { x: 2, y: 12 },
    rng: seededRng(1),
  });
  const discovered = vi.fn();
  const collected = vi.fn();
  const hook = renderHook(
    () => useWorldArtifacts({ store, userId: null, saved: null, saver: null, progress: { discovered, collected } }),
    { wrapper: wrapper() },
  );
  return { store, hook, discovered, collected };
}

describe('artifacts in the world, for a guest', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(emptyList), { headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lays out the built-ins, counts the discovery, and a collected one stays collected after a reload', async () => {
    const first = visit();
    await waitFor(() => expect(first.hook.result.current.ready).toBe(true));
    expect(first.store.getSnapshot().artifacts.map((artifact) => artifact.id)).toContain('overworld-rusty-key');
    expect(first.discovered).toHaveBeenCalledWith('overworld-rusty-key');

    first.store.move('down', 0);
    expect(first.collected).toHaveBeenCalledWith('overworld-rusty-key');
    await waitFor(() =>
      expect(first.hook.result.current.carriedBuiltIns.map((item) => item.id)).toEqual(['overworld-rusty-key']),
    );
    expect(JSON.parse(localStorage.getItem(ARTIFACT_LIST_KEYS.collected) ?? '[]')).toEqual(['overworld-rusty-key']);
    expect(JSON.parse(localStorage.getItem(ARTIFACT_LIST_KEYS.viewed) ?? '[]')).toContain('overworld-rusty-key');
    first.hook.unmount();

    const again = visit();
    await waitFor(() => expect(again.hook.result.current.ready).toBe(true));
    expect(again.store.getSnapshot().artifacts.map((artifact) => artifact.id)).not.toContain('overworld-rusty-key');
    expect(again.hook.result.current.carriedBuiltIns.map((item) => item.id)).toEqual(['overworld-rusty-key']);
  });
});

describe("the player's own artifact", () => {
  const mine = makeArtifact({
    id: 'a-mine',
    name: 'Lantern',
    creator: { id: testUser.id, username: testUser.username },
    location: { x: 3, y: 12, mapName: 'overworld' },
  });
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const body = url.includes('/inventory')
          ? { success: true, artifacts: [] }
          : url.includes('/interact')
            ? { success: true, interactions: { views: 1, saves: 0, shares: 0 } }
            : { ...emptyList, artifacts: [mine], total: 1 };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not count as a discovery when it lies within sight', async () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 2, y: 12 },
      rng: seededRng(1),
    });
    const discovered = vi.fn();
    const collected = vi.fn();
    const hook = renderHook(
      () =>
        useWorldArtifacts({
          store,
          userId: testUser.id,
          saved: { inventory: [], viewedArtifacts: [] },
          saver: null,
          progress: { discovered, collected },
        }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(store.getSnapshot().artifacts.map((artifact) => artifact.id)).toContain('a-mine'));
    expect(discovered).not.toHaveBeenCalledWith('a-mine');
    // The rusty key beside it is someone else's find and still counts.
    expect(discovered).toHaveBeenCalledWith('overworld-rusty-key');
    hook.unmount();
  });
});
