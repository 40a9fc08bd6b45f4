import { vi } from 'vitest';
import type { ArtifactDto } from '@authentic/core';
import { testUser } from '../../test/session';

/**
 * A small in-memory stand-in for the artifact routes, stubbed in as `fetch` per test: it answers
 * as the contracts say, remembers what was asked, and can be told to fail.
 */
export interface FakeArtifactServer {
  artifacts: ArtifactDto[];
  calls: { method: string; url: URL; body: unknown }[];
  /** How a list call fails: no answer, or this status. */
  failList: 'network' | number | null;
  failVote: boolean;
  /** true: a 500; or this answer (a moderator's mute, say). */
  failComment: boolean | { status: number; body: unknown };
  failDelete: boolean;
  failCreate: { status: number; body?: unknown } | null;
  /** Like the real list, carry only the latest this-many comments and say how many there are. */
  listCommentLimit: number;
  callsTo: (method: string, pathPattern: RegExp) => { method: string; url: URL; body: unknown }[];
}

export const otherUser = { id: 'u2', username: 'grace' };

let counter = 0;

export function makeArtifact(fields: Partial<ArtifactDto> = {}): ArtifactDto {
  counter += 1;
  const id = fields.id ?? `a${counter}`;
  return {
    id,
    _id: id,
    name: `Artifact ${counter}`,
    description: 'A small relic.',
    content: 'A small relic.',
    exp: 10,
    visible: true,
    status: 'dropped',
    type: 'artifact',
    area: 'overworld',
    location: { x: 1, y: 2 },
    creator: { id: testUser.id, username: testUser.username },
    holder: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    visibility: 'public',
    tags: [],
    interactions: { views: 0, saves: 0, shares: 0 },
    votes: 0,
    voters: [],
    views: 0,
    shares: 0,
    comments: [],
    ...fields,
  };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function bodyOf(init: RequestInit | undefined): unknown {
  if (!init?.body) return undefined;
  if (init.body instanceof FormData) return Object.fromEntries(init.body.entries());
  return JSON.parse(String(init.body)) as unknown;
}

export function stubArtifactServer(initial: ArtifactDto[] = []): FakeArtifactServer {
  const server: FakeArtifactServer = {
    artifacts: [...initial],
    calls: [],
    failList: null,
    failVote: false,
    failComment: false,
    failDelete: false,
    failCreate: null,
    listCommentLimit: Infinity,
    callsTo: (method, pattern) =>
      server.calls.filter((call) => call.method === method && pattern.test(call.url.pathname)),
  };
  const find = (id: string) => server.artifacts.find((artifact) => artifact.id === decodeURIComponent(id));

  const handle = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/artifacts') {
      if (server.failList === 'network') throw new TypeError('Failed to fetch');
      if (typeof server.failList === 'number') return json(server.failList, { success: false, message: 'Boom' });
      const filter = url.searchParams.get('filter') ?? 'all';
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const matching = server.artifacts.filter((artifact) =>
        filter === 'mine'
          ? artifact.creator?.id === testUser.id
          : filter === 'others'
            ? artifact.creator?.id !== testUser.id
            : true,
      );
      const artifacts = matching.slice((page - 1) * limit, page * limit).map((artifact) =>
        artifact.comments.length > server.listCommentLimit
          ? {
              ...artifact,
              comments: artifact.comments.slice(-server.listCommentLimit),
              commentCount: artifact.comments.length,
            }
          : artifact,
      );
      return json(200, { success: true, artifacts, total: matching.length, page, limit });
    }
    if (method === 'POST' && path === '/api/artifacts') {
      if (server.failCreate) return json(server.failCreate.status, server.failCreate.body);
      const fields = body as Partial<ArtifactDto> & { tags?: string };
      const created = makeArtifact({
        ...fields,
        tags: typeof fields.tags === 'string' ? fields.tags.split(',').map((tag) => tag.trim()) : [],
        content: fields.content ?? fields.description ?? '',
        // Like the real server: a map without a cell gets a walkable cell of it (decision 0220).
        location: { x: 1, y: 1, mapName: 'overworld', ...fields.location },
      });
      server.artifacts.unshift(created);
      return json(201, { success: true, artifact: created });
    }
    const match = /^\/api\/artifacts\/([^/]+)(?:\/(\w+))?$/.exec(path);
    const artifact = match?.[1] ? find(match[1]) : undefined;
    if (!match || !artifact) return json(404, { success: false, message: 'Artifact not found' });
    const action = match[2];
    if (!action && method === 'GET') return json(200, { success: true, artifact });
    if (!action && method === 'PUT') {
      const fields = body as Partial<ArtifactDto> & { tags?: string };
      Object.assign(artifact, fields, { tags: typeof fields.tags === 'string' ? [] : artifact.tags });
      return json(200, { success: true, artifact });
    }
    if (!action && method === 'DELETE') {
      if (server.failDelete) return json(500, { success: false, message: 'Boom' });
      server.artifacts = server.artifacts.filter((item) => item !== artifact);
      return json(200, { success: true });
    }
    if (action === 'vote') {
      if (server.failVote) return json(500, { success: false });
      const voted = !artifact.voters.includes(testUser.id);
      artifact.voters = voted ? [...artifact.voters, testUser.id] : artifact.voters.filter((id) => id !== testUser.id);
      artifact.votes = artifact.voters.length;
      return json(200, { success: true, votes: artifact.votes, voted });
    }
    if (action === 'comment') {
      if (server.failComment === true) return json(500, { success: false });
      if (server.failComment) return json(server.failComment.status, server.failComment.body);
      const comment = {
        _id: `c${artifact.comments.length + 1}`,
        text: (body as { text: string }).text,
        user: { id: testUser.id, username: testUser.username },
        createdAt: '2026-11-22T12:00:00.000Z',
      };
      artifact.comments = [...artifact.comments, comment];
      return json(201, { success: true, comment });
    }
    if (action === 'interact') {
      artifact.views += 1;
      return json(200, { success: true });
    }
    return json(404, { success: false });
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const body = bodyOf(init);
      server.calls.push({ method, url, body });
      return handle(method, url, body);
    }),
  );
  return server;
}
