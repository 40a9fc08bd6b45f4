import type { FriendsDto } from '@authentic/core';
import { vi } from 'vitest';

/** A stand-in for the friends calls (list, request, join), stubbed in as `fetch`. */
export interface FakeFriendsServer {
  friends: FriendsDto;
  /** Method and path of each call other than the list. */
  calls: string[];
  /** POST /api/friends/{username}/join answers this (status and body). */
  join: { status: number; body: unknown };
}

export const playerSummary = (username: string) => ({
  id: `id-${username}`,
  username,
  avatar: null,
  level: 2,
  title: 'Aspiring Explorer',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubFriendsServer(initial: Partial<FakeFriendsServer> = {}): FakeFriendsServer {
  const server: FakeFriendsServer = {
    friends: { success: true, friends: [], incoming: [], outgoing: [] },
    calls: [],
    join: { status: 404, body: { success: false, message: 'Not found' } },
    ...initial,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/friends' && method === 'GET') return json(200, server.friends);
      server.calls.push(`${method} ${path}`);
      if (path === '/api/friends/requests' && method === 'POST') {
        const { username } = JSON.parse(String(init?.body)) as { username: string };
        const request = {
          id: `r-${username}`,
          from: playerSummary('me'),
          to: playerSummary(username),
          createdAt: '2026-11-28T00:00:00.000Z',
        };
        server.friends = { ...server.friends, outgoing: [...server.friends.outgoing, request] };
        return json(201, { success: true, status: 'request', message: `Friend request sent to ${username}` });
      }
      if (path.endsWith('/join') && method === 'POST') return json(server.join.status, server.join.body);
      return json(404, { success: false, message: 'Resource not found' });
    }),
  );
  return server;
}
