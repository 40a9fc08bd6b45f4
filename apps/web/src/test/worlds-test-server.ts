import type { World, WorldStorage } from '@authentic/core';
import { vi } from 'vitest';
import { testUser } from './session';

/**
 * A stand-in for /api/auth/me, /api/users/game-state, the world routes, NPC talk, the character and
 * the inventory, stubbed in as `fetch`.
 */
export interface FakeWorldServer {
  worlds: World[];
  experience: number;
  failList: boolean;
  failCreate: { status: number; body?: unknown } | null;
  posts: unknown[];
  /** GET /api/worlds/{id} answers this status instead of the world, when set. */
  failWorld: number | null;
  /** Held back until resolved, so a test can see 'Loading world...'. */
  worldDelay: Promise<void> | null;
  /** POST /api/npcs/{id}/interact: the answer, or null to fail with a 500. */
  npcAnswer: { response: string; quote?: { text: string; author: string } } | null;
  npcPrompts: { npcId: string; prompt: string }[];
  /** Held back until resolved, so a test can see the dialog while it waits. */
  npcDelay: Promise<void> | null;
  savedQuotes: { text: string; author: string; timestamp: string }[];
  /** GET /api/worlds/storage (decision 0260): the answer, or null for a 404. */
  storage: WorldStorage | null;
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
    visibility: 'private',
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
    hidden: null,
    visits: 0,
    likes: 0,
    liked: false,
    ...fields,
  };
}

function testCharacter(savedQuotes: FakeWorldServer['savedQuotes']) {
  return {
    id: testUser.id,
    _id: testUser.id,
    username: testUser.username,
    exp: 0,
    level: 1,
    avatar: null,
    inventory: [],
    savedQuotes,
    friends: [],
    completedMaps: [],
    achievements: [],
    qualifyingArtifacts: {},
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
    failWorld: null,
    worldDelay: null,
    npcAnswer: { response: 'The mountains are calling.' },
    npcPrompts: [],
    npcDelay: null,
    savedQuotes: [],
    storage: null,
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
      if (path === '/api/worlds/storage') {
        return server.storage ? json(200, { success: true, storage: server.storage }) : json(404, { success: false });
      }
      const worldMatch = /^\/api\/worlds\/([^/]+)$/.exec(path);
      if (worldMatch && method === 'GET') {
        if (server.worldDelay) await server.worldDelay;
        if (server.failWorld) return json(server.failWorld, { success: false, message: 'No' });
        const world = server.worlds.find((candidate) => candidate.id === decodeURIComponent(worldMatch[1] ?? ''));
        return world
          ? json(200, { success: true, world })
          : json(404, { success: false, message: 'Resource not found' });
      }
      const npcMatch = /^\/api\/npcs\/([^/]+)\/interact$/.exec(path);
      if (npcMatch && method === 'POST') {
        const { prompt } = JSON.parse(String(init?.body)) as { prompt: string };
        server.npcPrompts.push({ npcId: decodeURIComponent(npcMatch[1] ?? ''), prompt });
        if (server.npcDelay) await server.npcDelay;
        return server.npcAnswer ? json(200, { success: true, ...server.npcAnswer }) : json(500, { success: false });
      }
      if (path === `/api/users/${testUser.id}` && method === 'GET') {
        return json(200, { success: true, character: testCharacter(server.savedQuotes) });
      }
      if (path === '/api/artifacts/inventory') return json(200, { success: true, artifacts: [] });
      return json(404, { success: false });
    }),
  );
  return server;
}
