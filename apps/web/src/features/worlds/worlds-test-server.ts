import type { World } from '@authentic/core';
import { vi } from 'vitest';
import { testUser } from '../../test/session';

/** A stand-in for /api/auth/me, /api/users/game-state and the world routes, stubbed in as `fetch`. */
export interface FakeWorldServer {
  worlds: World[];
  experience: number;
  failList: boolean;
  failCreate: { status: number; body?: unknown } | null;
  posts: unknown[];
}

let counter = 0;

export function makeWorld(fields: Partial<World> = {}): World {
  counter += 1;
  const id = fields._id ?? `w${counter}`;
  return {
    _id: id,
    id,
    name: `World ${counter}`,
    description: 'A world of its own.',
    isMainWorld: false,
    isPublic: false,
    mapType: 'fantasy',
    type: 'fantasy',
    mapData: [[0]],
    artifacts: [],
    npcs: [],
    games: [],
    portals: [],
    weather: { temperature: 20, condition: 'Sunny' },
    creator: { id: testUser.id, username: testUser.username },
    createdAt: '2026-11-22T00:00:00.000Z',
    ...fields,
  };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function stubWorldServer(initial: Partial<FakeWorldServer> = {}): FakeWorldServer {
  const server: FakeWorldServer = {
    worlds: [],
    experience: 0,
    failList: false,
    failCreate: null,
    posts: [],
    ...initial,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/auth/me') return json(200, { success: true, user: testUser });
      if (path === '/api/users/game-state') {
        return json(200, {
          success: true,
          experience: server.experience,
          level: 1,
          achievements: [],
          inventory: [],
          viewedArtifacts: [],
          lastPosition: null,
          gameProgress: { currentQuest: null, completedQuests: [], discoveredLocations: [] },
        });
      }
      if (path === '/api/worlds/my-worlds') {
        return server.failList ? json(500, { success: false }) : json(200, { success: true, worlds: server.worlds });
      }
      if (path === '/api/worlds' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as Partial<World>;
        server.posts.push(body);
        if (server.failCreate) return json(server.failCreate.status, server.failCreate.body);
        const type = body.mapType ?? body.type ?? 'fantasy';
        const world = makeWorld({ ...body, mapType: type, type, _id: 'new-world', id: 'new-world' });
        server.worlds = [...server.worlds, world];
        return json(201, { success: true, world });
      }
      return json(404, { success: false });
    }),
  );
  return server;
}
