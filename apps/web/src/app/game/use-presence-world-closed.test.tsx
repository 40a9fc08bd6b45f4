import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore, type GameStore } from '../../features/game/engine/game-store';
import { usePresence } from './use-presence';

/** The browser's WebSocket, played by the test: only what the server says matters here. */
class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Issue 33, item 7: the server moved this player out of a world that turned private. */
describe('a world turned private, on the game screen', () => {
  it('tells the world’s screen, and no other', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 1, y: 1 },
      rng: seededRng(3),
    });
    const onClosed = vi.fn();
    renderHook(() => usePresence(store as unknown as GameStore<string>, 'world-1', undefined, onClosed));
    const socket = FakeWebSocket.last!;
    act(() => {
      socket.readyState = 1;
      socket.onopen?.({});
    });
    act(() => socket.onmessage?.({ data: JSON.stringify({ t: 'worldClosed', worldId: 'world-2' }) }));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => socket.onmessage?.({ data: JSON.stringify({ t: 'worldClosed', worldId: 'world-1' }) }));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
