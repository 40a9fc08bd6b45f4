import { vi } from 'vitest';
import { checkWorldDoc, WORLD_BUILDER_MESSAGES, type WorldDoc } from '@authentic/core';

/** A stand-in for the world builder's routes (doc, versions, restore, publish), stubbed in as `fetch`. */
export interface FakeBuilderServer {
  versions: { number: number; doc: WorldDoc; savedAt: string }[];
  published: number | null;
  /** Every request, as 'METHOD path'. */
  requests: string[];
  /** Bodies of PUT /doc. */
  saves: { baseVersion: number; force?: boolean; publish?: boolean }[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubBuilderServer(start: WorldDoc, options: { savedVersions?: number } = {}): FakeBuilderServer {
  const server: FakeBuilderServer = { versions: [], published: null, requests: [], saves: [] };
  for (let n = 1; n <= (options.savedVersions ?? 0); n += 1)
    server.versions.unshift({ number: n, doc: start, savedAt: `2025-03-14T1${n}:05:00.000Z` });
  const newest = () => server.versions[0];
  const add = (doc: WorldDoc) => {
    const number = (newest()?.number ?? 0) + 1;
    server.versions.unshift({ number, doc, savedAt: new Date().toISOString() });
    return number;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      server.requests.push(`${method} ${path}`);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (path.endsWith('/doc') && method === 'GET')
        return json(200, {
          success: true,
          doc: newest()?.doc ?? start,
          version: newest()?.number ?? 0,
          published: server.published,
        });
      if (path.endsWith('/doc') && method === 'PUT') {
        const request = body as { doc: WorldDoc; baseVersion: number; force?: boolean; publish?: boolean };
        server.saves.push({ baseVersion: request.baseVersion, force: request.force, publish: request.publish });
        const problems = checkWorldDoc(request.doc);
        if (problems.length > 0)
          return json(400, { success: false, message: WORLD_BUILDER_MESSAGES.invalid, problems });
        const current = newest()?.number ?? 0;
        if (request.baseVersion !== current && !request.force)
          return json(409, { success: false, message: WORLD_BUILDER_MESSAGES.conflict, currentVersion: current });
        // As the server does (issue 36): the latest version's very document adds no version.
        const unchanged = current > 0 && JSON.stringify(newest()?.doc) === JSON.stringify(request.doc);
        const version = unchanged ? current : add(request.doc);
        if (request.publish) server.published = version;
        return json(200, {
          success: true,
          message: WORLD_BUILDER_MESSAGES.saved(version),
          version,
          published: server.published,
        });
      }
      if (path.endsWith('/versions'))
        return json(200, {
          success: true,
          published: server.published,
          versions: server.versions.map((v) => ({
            number: v.number,
            savedAt: v.savedAt,
            maps: v.doc.maps.length,
            published: v.number === server.published,
          })),
        });
      const restore = /\/versions\/(\d+)\/restore$/.exec(path);
      if (restore) {
        const from = server.versions.find((v) => v.number === Number(restore[1]));
        if (!from) return json(404, { success: false, message: WORLD_BUILDER_MESSAGES.versionMissing });
        const version = add(from.doc);
        return json(200, {
          success: true,
          message: WORLD_BUILDER_MESSAGES.restored(from.number, version),
          version,
          published: server.published,
        });
      }
      if (path.endsWith('/publish')) {
        server.published = Number(body.version);
        return json(200, {
          success: true,
          message: WORLD_BUILDER_MESSAGES.published(server.published),
          version: server.published,
          published: server.published,
        });
      }
      return json(404, { success: false, message: 'Not found' });
    }),
  );
  return server;
}
