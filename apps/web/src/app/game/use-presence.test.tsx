import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore, type GameStore } from '../../features/game/engine/game-store';
import { JOIN_CHECK_MS, usePresence } from './use-presence';

/** The browser's WebSocket, played by the test. */
class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  hear(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const socket = () => FakeWebSocket.last!;
const types = () => socket().sent.map((frame) => frame.t);

function start(x = 1, y = 1) {
  const store = createGameStore({ atlas: BUILT_IN_ATLAS, mapId: 'overworld', position: { x, y }, rng: seededRng(3) });
  const hook = renderHook(() => usePresence(store as unknown as GameStore<string>, null));
  act(() => socket().open());
  return { store, hook };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live presence on the game screen', () => {
  it('joins where the game starts, as a guest without a token', () => {
    start(1, 1);
    expect(socket().url).toMatch(/^ws:\/\/.+\/api\/presence$/);
    expect(socket().sent).toEqual([{ t: 'join', w: null, m: 'overworld', x: 1, y: 1 }]);
  });

  it('sends each step as a move, and joins nothing more when the server walks us across an edge too', () => {
    const { store } = start(23, 5);
    act(() => void store.move('right', 0));
    expect(socket().sent.at(-1)).toEqual({ t: 'mv', d: 1, s: 1 });
    act(() => {
      socket().hear({ t: 'hi', me: 'h2', name: null, w: null, m: 'overworld2', x: 0, y: 5, f: 1 });
      socket().hear({ t: 'all', m: 'overworld2', p: [] });
    });
    act(() => void vi.advanceTimersByTime(JOIN_CHECK_MS));
    expect(types().filter((type) => type === 'join')).toHaveLength(1);
  });

  it('snaps the character to the answer of its join', () => {
    const { store, hook } = start(1, 1);
    act(() => socket().hear({ t: 'hi', me: 'h1', name: null, w: null, m: 'overworld', x: 1, y: 2, f: 2 }));
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 2 });
    expect(hook.result.current.snapshot.state).toBe('live');
  });

  it('leaves and closes the socket when the game screen closes', () => {
    const { hook } = start();
    hook.unmount();
    expect(types().at(-1)).toBe('leave');
    expect(socket().readyState).toBe(3);
  });
});
