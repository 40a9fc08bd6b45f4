import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from '../../features/game/engine/game-store';
import { makeArtifact } from '../../features/artifacts/artifacts-test-server';
import { artifactsChanged } from '../../lib/live-events';
import { useWorldArtifacts } from './use-world-artifacts';

const list = (artifacts: unknown[]) =>
  new Response(JSON.stringify({ success: true, artifacts, total: artifacts.length, page: 1, limit: 100 }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('an artifact placed near you (issue 34)', () => {
  it('appears on the map without a reload when the socket says the map’s artifacts changed', async () => {
    const placed = makeArtifact({ id: 'a-new', name: 'Lantern', location: { x: 5, y: 12, mapName: 'overworld' } });
    let onServer: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => list(onServer)),
    );
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 2, y: 12 },
      rng: seededRng(1),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useWorldArtifacts({ store, userId: null, saved: null, saver: null }), { wrapper });
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    const ids = () => store.getSnapshot().artifacts.map((artifact) => artifact.id);
    expect(ids()).not.toContain('a-new');

    onServer = [placed];
    // Another map's news reads nothing here; this map's brings the new artifact.
    act(() => artifactsChanged.emit('desert'));
    act(() => artifactsChanged.emit('overworld'));
    await waitFor(() => expect(ids()).toContain('a-new'));
    hook.unmount();
  });
});
