import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exploreResponseSchema,
  moderationLogResponseSchema,
  moderationReportsResponseSchema,
  REPORT_REASON_LABELS,
  SAFETY_API,
  SAFETY_MESSAGES,
  WORLD_MODERATION_MESSAGES,
  worldResponseSchema,
  type ModerationReport,
  type WorldVisibility,
} from '@authentic/core';
import { runModeratorCommand } from '../moderator-cli.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 34 item 5 (decision 0269): players report worlds; a moderator hides one, and its page says why. */
describe('reports of worlds, and a hidden world telling its players why', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let mod: Player;
  let owner: Player;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
    call = callerOf(t.app);
    mod = await registerPlayer(t.app);
    owner = await registerPlayer(t.app);
    expect((await runModeratorCommand(t.database.db, ['grant', mod.user.username])).code).toBe(0);
  });
  afterAll(() => t.close());

  let made = 0;
  const world = async (visibility: WorldVisibility) => {
    made += 1;
    const res = await call('POST', '/api/worlds', owner.token, {
      name: `Lantern Vale ${made}`,
      description: 'A valley of lanterns and patient trees.',
      mapType: 'fantasy',
      visibility,
    });
    expect(res.statusCode).toBe(201);
    return worldResponseSchema.parse(res.json()).world;
  };
  const report = (by: Player, target: string, reason = 'hate') =>
    call('POST', SAFETY_API.reports, by.token, { kind: 'world', target, reason });
  const queue = async (): Promise<ModerationReport[]> =>
    moderationReportsResponseSchema.parse((await call('GET', SAFETY_API.moderationReports, mod.token)).json()).reports;
  const act = (reportId: string, body: object) => call('POST', SAFETY_API.moderationAction(reportId), mod.token, body);
  const read = async (worldId: string, by: Player) =>
    worldResponseSchema.parse((await call('GET', `/api/worlds/${worldId}`, by.token)).json()).world;
  const explored = async () =>
    exploreResponseSchema
      .parse((await call('GET', '/api/explore?sort=newest&limit=48')).json())
      .worlds.map((w) => w.id);

  it('takes a report of a public or unlisted world once while it is open', async () => {
    const reporter = await registerPlayer(t.app);
    for (const visibility of ['public', 'unlisted'] as const) {
      const target = await world(visibility);
      const first = await report(reporter, target.id);
      expect(first.statusCode, visibility).toBe(201);
      expect(first.json().message).toBe(SAFETY_MESSAGES.reportSent);
      // The same world, as the address bar may spell its id.
      const again = await report(reporter, target.id.toUpperCase());
      expect(again.statusCode, visibility).toBe(409);
      expect(again.json().message).toBe(SAFETY_MESSAGES.alreadyReported);
    }
  });

  it('refuses a world the reporter cannot open, one that is not there, and their own', async () => {
    const reporter = await registerPlayer(t.app);
    const hidden = await world('private');
    for (const target of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-a-world']) {
      const res = await report(reporter, target);
      expect(res.statusCode, target).toBe(404);
      expect(res.json().message).toBe(SAFETY_MESSAGES.reportTargetGone);
    }
    const own = await report(owner, hidden.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(SAFETY_MESSAGES.notYourself);
  });

  it("lists a world's report in the queue with its name, description and creator", async () => {
    const target = await world('public');
    const res = await report(await registerPlayer(t.app), target.id, 'spam');
    const entry = (await queue()).find((item) => item.id === res.json().id);
    expect(entry).toMatchObject({
      kind: 'world',
      targetId: target.id,
      reason: 'spam',
      targetUser: { id: owner.user.id, username: owner.user.username },
      subject: { title: target.name, text: target.description, artifactId: null, hidden: false },
    });
  });

  it("hides a reported world from Explore with the report's reason, and its players read why", async () => {
    const target = await world('public');
    const reporter = await registerPlayer(t.app);
    expect(await explored()).toContain(target.id);
    expect((await read(target.id, reporter)).hidden).toBeNull();
    const res = await report(reporter, target.id, 'hate');
    expect((await act(res.json().id, { action: 'hideArtifact' })).statusCode).toBe(400);

    const hidden = await act(res.json().id, { action: 'hideWorld', note: 'slurs on the sign' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: WORLD_MODERATION_MESSAGES.worldHidden,
      report: { status: 'closed', subject: { hidden: true } },
      entry: { action: 'hideWorld', targetKind: 'world', targetId: target.id, note: 'slurs on the sign' },
    });
    expect(await explored()).not.toContain(target.id);
    const reason = { reason: REPORT_REASON_LABELS.hate };
    for (const by of [reporter, owner, await registerPlayer(t.app)])
      expect((await read(target.id, by)).hidden).toEqual(reason);
  });

  it("shows the moderator's own words, changes them, and clears them when the world is shown again", async () => {
    const target = await world('public');
    const res = await report(await registerPlayer(t.app), target.id, 'other');
    const words = 'A copy of another player’s world';
    expect((await act(res.json().id, { action: 'hideWorld', reason: words })).statusCode).toBe(200);
    const player = await registerPlayer(t.app);
    expect((await read(target.id, player)).hidden).toEqual({ reason: words });

    const put = (body: object) => call('PUT', `/api/moderation/worlds/${target.id}`, mod.token, body);
    expect((await put({ hidden: true, reason: 'spam' })).json()).toMatchObject({ hidden: true });
    expect((await read(target.id, player)).hidden).toEqual({ reason: REPORT_REASON_LABELS.spam });
    expect((await put({ hidden: true, reason: '' })).statusCode).toBe(400);
    expect((await put({ hidden: false })).json()).toMatchObject({ hidden: false });
    expect((await read(target.id, player)).hidden).toBeNull();
    expect(await explored()).toContain(target.id);

    // Hidden without a reason: 'Something else', never an empty notice.
    expect((await put({ hidden: true })).statusCode).toBe(200);
    expect((await read(target.id, player)).hidden).toEqual({ reason: REPORT_REASON_LABELS.other });
    const log = moderationLogResponseSchema.parse((await call('GET', SAFETY_API.moderationLog, mod.token)).json());
    expect(log.entries.slice(0, 4).map((e) => e.action)).toEqual(['hideWorld', 'showWorld', 'hideWorld', 'hideWorld']);
  });
});
