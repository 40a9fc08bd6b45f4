import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_ACCOUNT_WORD, REPORT_REASONS, SAFETY_API, worldResponseSchema } from '@authentic/core';
import type { PresenceRegistry, RelayedChatLine } from './realtime/seams.js';
import { runModeratorCommand } from './moderation/moderator-cli.js';
import { createArtifact } from './routes/artifacts/test-kit.js';
import { createTestApp, type TestApp } from './test/app.js';
import {
  encode,
  hostileBodyText,
  hostileInteger,
  hostileQueryText,
  hostileSegment,
  stackTraceIn,
} from './test/hostile.js';
import { keysOf, plausibleBody, plausibleDoc, type Method, type Route } from './test/plausible-bodies.js';
import { callerOf, registerPlayer } from './test/users.js';

/**
 * The routes only an owner or a moderator reaches — the world builder (saves, versions, publish,
 * restore, positions), reports, moderation and the account export — fed hostile and almost-valid
 * input as the player or moderator they belong to, so the handlers run: no answer may be a 5xx
 * or carry a stack trace, every export is a whole zip, and the app is healthy afterwards (issue
 * 33). fuzz.test.ts covers every route as a stranger; this file goes past the sign-in. Seeded, so
 * a failure replays; bounded, so the file runs in seconds.
 */
const SEED = 20_261_128;
const RUNS = 40;

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** What reports may name, by kind: filled in once the players, artifacts, comments and chat lines exist. */
const reportTargets: [kind: string, target: string][] = [];
/** Chat lines the stubbed presence says it relayed: one with NUL, one with bidi controls, one at the limit. */
const chatLines = new Map<string, RelayedChatLine>();
const chatLine = (id: string) => chatLines.get(id);

/** Whether a zip arrived whole: its end-of-central-directory record is there. */
const wholeZip = (bytes: Buffer) => bytes.subarray(-65_557).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

describe('fuzz: hostile input on the routes of owners and moderators', () => {
  let t: TestApp;
  const routes: Route[] = [];
  const failures: string[] = [];
  const statusTally = new Map<string, number>();
  let owners: Player[];
  let other: Player;
  let moderator: Player;
  let reporters: Player[];
  /** Each owner's worlds (one never saved, one with versions, one public) and the others'. */
  const worlds = new Map<string, string[]>();
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t.app)(...args);

  /** One request; a 5xx or a stack trace is written down, with what caused it. */
  async function send(method: Method, url: string, token: string | undefined, body?: string) {
    const withBody = body !== undefined && method !== 'GET';
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(withBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(withBody ? { payload: body } : {}),
    });
    const tallyKey = `${method} ${url
      .split('?')[0]!
      .replace(/[0-9a-f-]{36}/gi, ':id')
      .slice(0, 60)} ${res.statusCode}`;
    statusTally.set(tallyKey, (statusTally.get(tallyKey) ?? 0) + 1);
    if (res.statusCode >= 500 || stackTraceIn(res.body)) {
      const shown = body && body.length > 300 ? `${body.slice(0, 150)} … ${body.slice(-150)}` : (body ?? '');
      failures.push(`${method} ${url.slice(0, 200)} ${shown} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return res;
  }

  async function makeWorld(owner: Player, isPublic: boolean): Promise<string> {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: 'Fuzzed Isles',
      description: 'Islands for the fuzzer.',
      mapType: 'fantasy',
      isPublic,
    });
    return worldResponseSchema.parse(res.json()).world.id;
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_IP: '100000', AUTH_RATE_LIMIT_IDENTIFIER: '100000' },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
        const owned = /^\/api\/(worlds|reports|moderation)(\/|$)|^\/api\/users\/me\/export$/.test(route.url);
        for (const method of methods) {
          if (!owned || method === 'HEAD') continue;
          routes.push({
            method: method as Method,
            url: route.url,
            bodyKeys: keysOf(schema?.body),
            queryKeys: keysOf(schema?.querystring),
          });
        }
      },
      beforeReady: (app) => {
        if (!app.hasDecorator('presence')) {
          const stub: PresenceRegistry = { chatLine, whereAre: async () => new Map() };
          app.decorate('presence', stub);
        }
      },
    });
    if (t.app.presence.chatLine !== chatLine) vi.spyOn(t.app.presence, 'chatLine').mockImplementation(chatLine);

    owners = [await registerPlayer(t.app), await registerPlayer(t.app)];
    other = await registerPlayer(t.app);
    moderator = await registerPlayer(t.app);
    reporters = [await registerPlayer(t.app), await registerPlayer(t.app), await registerPlayer(t.app)];
    expect((await runModeratorCommand(t.database.db, ['grant', moderator.user.username])).code).toBe(0);

    for (const owner of [...owners, other]) {
      const ids = [await makeWorld(owner, false), await makeWorld(owner, false), await makeWorld(owner, true)];
      // The second and third have two versions, the first published.
      for (const id of ids.slice(1)) {
        for (const baseVersion of [0, 1]) {
          const saved = await call('PUT', `/api/worlds/${id}/doc`, owner.token, { doc: plausibleDoc(), baseVersion });
          expect(saved.statusCode).toBe(200);
        }
        expect((await call('POST', `/api/worlds/${id}/publish`, owner.token, { version: 1 })).statusCode).toBe(200);
      }
      worlds.set(owner.user.id, ids);
    }

    const artifact = await createArtifact(t.app, other.token, { name: 'Lamp', description: 'A brass lamp' });
    const comment = await call('POST', `/api/artifacts/${artifact.id}/comment`, other.token, { text: 'Shiny!' });
    expect(comment.statusCode).toBe(201);
    const said = (id: string, speakerId: string, text: string): RelayedChatLine => ({
      id,
      speakerId,
      speakerName: 'Someone',
      text,
      room: 'main:overworld',
      at: new Date(),
    });
    for (const line of [
      said('line-nul', other.user.id, 'hello\u0000there'),
      said('line-bidi', other.user.id, '\u202Eevil\u2066'),
      said('line-guest', 'guest-1', 'x'.repeat(200)),
    ]) {
      chatLines.set(line.id, line);
    }
    reportTargets.push(
      ['player', other.user.username],
      ['player', owners[0]!.user.username],
      ['artifact', artifact.id],
      ['comment', comment.json<{ comment: { _id: string } }>().comment._id],
      ...[...chatLines.keys()].map((id): [string, string] => ['chat', id]),
    );
  });
  afterAll(async () => {
    // FUZZ_TALLY=1 prints what each route answered how often: whether the runs reach the handlers.
    if (process.env.FUZZ_TALLY)
      console.log(
        [...statusTally]
          .sort()
          .map(([k, n]) => `${k} x${n}`)
          .join('\n'),
      );
    await t.close();
  });

  // Each test answers for its own requests.
  beforeEach(() => {
    failures.length = 0;
  });

  it('reads the owned routes from the route table', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    for (const name of [
      'PUT /api/worlds/:worldId/doc',
      'POST /api/worlds/:worldId/publish',
      'POST /api/worlds/:worldId/versions/:number/restore',
      'POST /api/reports',
      'POST /api/moderation/reports/:id/actions',
      'GET /api/users/me/export',
    ]) {
      expect(names).toContain(name);
    }
  });

  /** A route's path with each parameter filled: a real id most of the time, a hostile one otherwise. */
  function pathArbitrary(route: Route, ids: { worldId: string[]; id: string[] }): fc.Arbitrary<string> {
    const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
    const valueOf = (name: string): fc.Arbitrary<string> => {
      const real = name === 'worldId' ? ids.worldId : name === 'id' ? ids.id : [];
      const number = fc.oneof(fc.constantFrom('1', '2', '3', '1.5', '1e3', ' 2', '0x2'), hostileInteger.map(String));
      return fc.oneof(
        {
          weight: 3,
          arbitrary: name === 'number' ? number : real.length > 0 ? fc.constantFrom(...real) : hostileSegment,
        },
        { weight: 1, arbitrary: hostileSegment },
      );
    };
    return fc
      .tuple(...names.map(valueOf))
      .map((values) => names.reduce((url, name, i) => url.replace(`:${name}`, values[i]!), route.url));
  }

  /** Fuzzes the routes `select` picks, as the callers given (one per run, in turn). */
  async function fuzz(
    select: (route: Route) => boolean,
    callers: (Player | undefined)[],
    ids: { worldId: string[]; id: string[] },
  ) {
    const picked = routes.filter(select);
    expect(picked.length).toBeGreaterThan(0);
    for (const [index, route] of picked.entries()) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const plausible = plausibleBody(route, reportTargets);
      const body = plausible
        ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileBodyText(route.bodyKeys) })
        : hostileBodyText(route.bodyKeys);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(route, ids),
          hostileQueryText(route.queryKeys),
          body,
          async (path, query, text) => {
            const caller = callers[run++ % callers.length];
            const url = query ? `${path}?${query}` : path;
            await send(route.method, url, caller?.token, withBody ? text : undefined);
            return true;
          },
        ),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
  }

  it('world builder: hostile ids, version numbers, documents and bodies, as their owners', async () => {
    const worldIds = [...worlds.values()].flat();
    const ids = { worldId: [...worldIds, ...worldIds.map((id) => id.toUpperCase())], id: [] };
    // Deleting would end the worlds the runs after it need: DELETE runs against the others' worlds only.
    await fuzz(
      (route) => route.url.startsWith('/api/worlds') && route.method !== 'DELETE',
      [...owners, ...owners, other],
      ids,
    );
    await fuzz((route) => route.url.startsWith('/api/worlds') && route.method === 'DELETE', owners, {
      worldId: worlds.get(other.user.id)!,
      id: [],
    });
    expect(failures).toEqual([]);
  }, 120_000);

  it('world builder: version numbers past 32 bits and conflicts on a world never saved answer 4xx', async () => {
    const owner = owners[0]!;
    const [fresh, saved] = worlds.get(owner.user.id)!;
    const doc = plausibleDoc();
    const cases: [Method, string, object | undefined][] = [
      ['PUT', `/api/worlds/${fresh}/doc`, { doc, baseVersion: 1 }],
      ['PUT', `/api/worlds/${fresh}/doc`, { doc, baseVersion: 7, force: false, publish: true }],
      ['POST', `/api/worlds/${fresh}/publish`, { version: 1 }],
      ['POST', `/api/worlds/${fresh}/versions/1/restore`, undefined],
    ];
    for (const big of [2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 1e21]) {
      cases.push(
        ['PUT', `/api/worlds/${saved}/doc`, { doc, baseVersion: big }],
        ['PUT', `/api/worlds/${saved}/doc`, { doc, baseVersion: big, force: true }],
        ['POST', `/api/worlds/${saved}/publish`, { version: big }],
        ['POST', `/api/worlds/${saved}/versions/${big}/restore`, undefined],
      );
    }
    for (const [method, url, body] of cases) await send(method, url, owner.token, body && JSON.stringify(body));
    expect(failures).toEqual([]);
  });

  it('reports: hostile kinds, targets, reasons and details, as players', async () => {
    // Every target with plain details (a chat line's own text holds a NUL or bidi controls), then
    // with a NUL and bidi controls in the details.
    for (const details of ['Keeps saying it.', 'a\u0000b\u202E']) {
      for (const [index, [kind, target]] of reportTargets.entries()) {
        const body = { kind, target, reason: REPORT_REASONS[index % REPORT_REASONS.length], details };
        await send('POST', SAFETY_API.reports, reporters[index % reporters.length]!.token, JSON.stringify(body));
      }
    }
    await fuzz((route) => route.url.startsWith('/api/reports'), reporters, { worldId: [], id: [] });
    expect(failures).toEqual([]);
  }, 60_000);

  it('moderation: hostile report ids, actions and minutes, as a moderator, also on reports whose player left', async () => {
    // A player reported, then gone: actions on their reports find no account.
    const [leaver, witness] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const gone = await createArtifact(t.app, leaver.token, { name: 'Vase', description: 'A vase' });
    for (const [kind, target] of [
      ['player', leaver.user.username],
      ['artifact', gone.id],
    ]) {
      expect((await call('POST', SAFETY_API.reports, witness.token, { kind, target, reason: 'spam' })).statusCode).toBe(
        201,
      );
    }
    const deleted = await call('DELETE', '/api/users/me', leaver.token, {
      password: leaver.password,
      confirm: DELETE_ACCOUNT_WORD,
    });
    expect(deleted.statusCode).toBe(200);

    const queue = await call('GET', `${SAFETY_API.moderationReports}?status=open`, moderator.token);
    const reportIds = queue.json<{ reports: { id: string }[] }>().reports.map((report) => report.id);
    expect(reportIds.length).toBeGreaterThan(2);
    await fuzz((route) => route.url.startsWith('/api/moderation'), [moderator, moderator, moderator, owners[1]], {
      worldId: [],
      id: [...reportIds, ...reportIds.map((id) => id.toUpperCase())],
    });
    expect(failures).toEqual([]);
  }, 60_000);

  it('requests racing their account deletion: saves, publishes, reports, worlds and an export answer 4xx', async () => {
    const leaver = await registerPlayer(t.app);
    const worldId = await makeWorld(leaver, true);
    const doc = JSON.stringify({ doc: plausibleDoc(), baseVersion: 0, force: true });
    const report = JSON.stringify({ kind: 'player', target: other.user.username, reason: 'spam' });
    const created = JSON.stringify({ name: 'Late world', description: 'Made while leaving.', mapType: 'fantasy' });
    const goodbye = JSON.stringify({ password: leaver.password, confirm: DELETE_ACCOUNT_WORD });
    await Promise.all([
      send('PUT', `/api/worlds/${worldId}/doc`, leaver.token, doc),
      send('DELETE', '/api/users/me', leaver.token, goodbye),
      send('PUT', `/api/worlds/${worldId}/doc`, leaver.token, doc),
      send('POST', SAFETY_API.reports, leaver.token, report),
      send('POST', '/api/worlds', leaver.token, created),
      send('PUT', `/api/worlds/${worldId}/position`, leaver.token, JSON.stringify({ x: 1, y: 1 })),
      send('POST', `/api/worlds/${worldId}/publish`, leaver.token, JSON.stringify({ version: 1 })),
      send('GET', '/api/users/me/export', leaver.token),
    ]);
    expect(failures).toEqual([]);
  });

  it('account export: hostile queries, of accounts holding what the fuzz left; each answer a whole zip', async () => {
    const queries = fc.sample(hostileQueryText([]), { seed: SEED, numRuns: 3 });
    for (const [index, player] of [owners[0]!, reporters[0]!, moderator].entries()) {
      const query = queries[index] ?? '';
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/me/export${query ? `?${query}` : ''}`,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(wholeZip(res.rawPayload)).toBe(true);
    }
    // Past the day's allowance: a 429, with a message.
    for (let i = 0; i < 3; i += 1) await send('GET', `/api/users/me/export?${encode('\u0000')}=1`, owners[0]!.token);
    expect(failures).toEqual([]);
  }, 60_000);

  it('stays healthy afterwards', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
