import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from '../../features/game/engine/game-store';
import type { ProgressSaver } from '../../features/game/engine/progress-saver';
import { makeArtifact } from '../../features/artifacts/artifacts-test-server';
import { setup, signedIn } from '../../features/progress/tracker-setup';
import { ARTIFACT_LIST_KEYS } from '../../lib/storage';
import { testUser } from '../../test/session';
import { useWorldArtifacts } from './use-world-artifacts';

/** Decision 0232: picking up a built-in artifact is a claim a signed-in player's client sends; a guest's stays local. */

const emptyList = { success: true, artifacts: [], total: 0, page: 1, limit: 100 };
const RUSTY_KEY = 'overworld-rusty-key';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** The store beside the rusty key of Overworld (2,13); the game's hooks wired to a progress tracker. */
function visit(tracker: ReturnType<typeof setup>['tracker'], player: { userId: string; saver: ProgressSaver } | null) {
  const store = createGameStore({
    atlas: BUILT_IN_ATLAS,
    mapId: 'overworld',
    position: { x: 2, y: 12 },
    rng: seededRng(1),
  });
  const hook = renderHook(
    () =>
      useWorldArtifacts({
        store,
        userId: player?.userId ?? null,
        saved: player ? { inventory: [], viewedArtifacts: [] } : null,
        saver: player?.saver ?? null,
        progress: { discovered: tracker.artifactDiscovered, collected: tracker.artifactCollected },
      }),
    { wrapper: wrapper() },
  );
  return { store, hook };
}

describe('picking up a built-in artifact', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const body = String(input).includes('/inventory') ? { success: true, artifacts: [] } : emptyList;
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a collect claim for a signed-in player, after the discovery that came first', async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    const saver = { save: vi.fn(async () => undefined) } as unknown as ProgressSaver;
    const { store, hook } = visit(tracker, { userId: testUser.id, saver });
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    store.move('down', 0);
    await waitFor(() =>
      expect(server.calls).toContainEqual({ kind: 'event', event: { kind: 'collect', artifactId: RUSTY_KEY } }),
    );
    const events = server.calls.flatMap((call) => (call.kind === 'event' ? [call.event] : []));
    expect(events).toEqual([
      { kind: 'discovery', artifactId: RUSTY_KEY },
      { kind: 'collect', artifactId: RUSTY_KEY },
    ]);
    // The carried list is still saved as before; it is no longer what the achievements count.
    expect(saver.save).toHaveBeenCalledWith({ inventory: [RUSTY_KEY] });
    hook.unmount();
    tracker.dispose();
  });

  it("keeps a guest's pickup in local storage and asks no server", async () => {
    const { tracker } = setup();
    const fetchMock = vi.mocked(fetch);
    const { store, hook } = visit(tracker, null);
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    store.move('down', 0);
    await waitFor(() => expect(hook.result.current.carriedBuiltIns.map((item) => item.id)).toEqual([RUSTY_KEY]));
    expect(JSON.parse(localStorage.getItem(ARTIFACT_LIST_KEYS.collected) ?? '[]')).toEqual([RUSTY_KEY]);
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted).toEqual([]);
    hook.unmount();
    tracker.dispose();
  });
});

describe("picking up players' artifacts", () => {
  const mine = makeArtifact({
    id: 'a-mine',
    name: 'Lantern',
    creator: { id: testUser.id, username: testUser.username },
    location: { x: 2, y: 11, mapName: 'overworld' },
  });
  const theirs = makeArtifact({
    id: 'a-theirs',
    name: 'Bell',
    creator: { id: 'someone-else', username: 'someone' },
    location: { x: 1, y: 11, mapName: 'overworld' },
  });
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const taken = url.includes('a-mine') ? mine : theirs;
        const body = url.includes('/inventory')
          ? { success: true, artifacts: [] }
          : url.includes('/pickup')
            ? { success: true, artifact: { ...taken, location: null } }
            : url.includes('/interact')
              ? { success: true, interactions: { views: 1, saves: 1, shares: 0 } }
              : { ...emptyList, artifacts: [mine, theirs], total: 2 };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("claims another player's artifact it takes, never its own", async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    const saver = { save: vi.fn(async () => undefined) } as unknown as ProgressSaver;
    const { store, hook } = visit(tracker, { userId: testUser.id, saver });
    await waitFor(() => expect(store.getSnapshot().artifacts.map((artifact) => artifact.id)).toContain('a-theirs'));
    // Its own, taken on purpose with P: no collect claim (the server would count nothing).
    store.move('up', 0);
    store.interact({ take: true });
    // The placement dialog opens once the server gave it; closing it lets the character walk on.
    await waitFor(() => expect(store.getSnapshot().panel).not.toBeNull());
    store.closePanel();
    // Someone else's, taken by stepping on it.
    store.move('left', 1000);
    await waitFor(() =>
      expect(server.calls).toContainEqual({ kind: 'event', event: { kind: 'collect', artifactId: 'a-theirs' } }),
    );
    const collects = server.calls.flatMap((call) =>
      call.kind === 'event' && call.event.kind === 'collect' ? [call.event.artifactId] : [],
    );
    expect(collects).toEqual(['a-theirs']);
    hook.unmount();
    tracker.dispose();
  });
});
