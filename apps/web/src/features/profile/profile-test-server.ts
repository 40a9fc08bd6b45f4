import type { FriendsDto, PlayerSearchResult, ProfileStats, PublicProfile } from '@authentic/core';
import { vi } from 'vitest';
import { testUser } from '../../test/session';

/** A stand-in for the profile's calls (stats, profile update, avatar, friends, players), stubbed in as `fetch`. */
export interface FakeProfileServer {
  stats: ProfileStats;
  failStats: boolean;
  friends: FriendsDto;
  search: PlayerSearchResult[];
  player: PublicProfile | null;
  /** PUT /api/users/me answers this instead of success, when set. */
  failUpdate: { status: number; message: string } | null;
  updates: unknown[];
  /** POST /api/friends/requests etc.: method and path of each. */
  friendCalls: string[];
  avatarUploads: number;
}

export const summary = (username: string, id = `id-${username}`) => ({
  id,
  username,
  avatar: null,
  level: 2,
  title: 'Aspiring Explorer',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubProfileServer(initial: Partial<FakeProfileServer> = {}): FakeProfileServer {
  const server: FakeProfileServer = {
    stats: {
      success: true,
      experience: 300,
      level: 2,
      title: 'Aspiring Explorer',
      levelPercent: 20,
      nextLevelAt: 500,
      artifactCount: 4,
      savedQuotesCount: 5,
      friendsCount: 1,
      recentQuotes: [],
      achievements: [],
    },
    failStats: false,
    friends: { success: true, friends: [], incoming: [], outgoing: [] },
    search: [],
    player: null,
    failUpdate: null,
    updates: [],
    friendCalls: [],
    avatarUploads: 0,
    ...initial,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const path = url.pathname;
      if (path === '/api/auth/me') return json(200, { success: true, user: testUser });
      if (path === '/api/auth/logout-all' || path === '/api/auth/logout') {
        server.friendCalls.push(`${method} ${path}`);
        return json(200, { success: true, message: 'Signed out on every device' });
      }
      if (path === '/api/users/me/stats') {
        return server.failStats ? json(500, { success: false, message: 'Server error' }) : json(200, server.stats);
      }
      if (path === '/api/users/me' && method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        server.updates.push(body);
        if (server.failUpdate) return json(server.failUpdate.status, { success: false, ...server.failUpdate });
        const user = {
          ...testUser,
          ...(body.username && { username: body.username }),
          ...(body.email && { email: body.email }),
        };
        const tokens = body.newPassword ? { token: 'new.token.value', refreshToken: 'new-refresh-token' } : {};
        return json(200, { success: true, message: 'Profile updated successfully!', user, ...tokens });
      }
      if (path === '/api/users/me/avatar' && method === 'POST') {
        server.avatarUploads += 1;
        return json(200, { success: true, avatar: '/uploads/avatar.png' });
      }
      if (path === '/api/friends') return json(200, server.friends);
      if (path.startsWith('/api/friends/')) {
        server.friendCalls.push(`${method} ${path}`);
        if (path === '/api/friends/requests' && method === 'POST') {
          const { username } = JSON.parse(String(init?.body)) as { username: string };
          return json(201, { success: true, status: 'request', message: `Friend request sent to ${username}` });
        }
        if (path.endsWith('/accept')) return json(200, server.friends);
        return json(200, { success: true, message: method === 'DELETE' ? 'Done' : 'OK' });
      }
      if (path === '/api/players') return json(200, { success: true, players: server.search });
      if (path.startsWith('/api/players/')) {
        return server.player
          ? json(200, { success: true, player: server.player })
          : json(404, { success: false, message: 'Player not found' });
      }
      if (path === `/api/users/${testUser.id}`) return json(404, { success: false, message: 'No' });
      return json(404, { success: false, message: 'Resource not found' });
    }),
  );
  return server;
}
