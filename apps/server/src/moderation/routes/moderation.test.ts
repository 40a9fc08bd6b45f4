import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  moderationActionResponseSchema,
  moderationLogResponseSchema,
  moderationReportsResponseSchema,
  SAFETY_API,
  SAFETY_MESSAGES,
  type ModerationReport,
} from '@authentic/core';
import { users } from '../../db/schema.js';
import { SESSION_STATE_TTL_MS } from '../../plugins/session-states.js';
import type { PresenceRegistry, RelayedChatLine } from '../../realtime/seams.js';
import { runModeratorCommand } from '../moderator-cli.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { createArtifact } from '../../routes/artifacts/test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Chat lines the test says were relayed (through the real presence registry when it is there). */
const chatLines = new Map<string, RelayedChatLine>();
const chatLine = (id: string) => chatLines.get(id);

describe('reports and moderation', () => {
  let t: TestApp;
  let mod: Player;
  const events: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_IP: '1000' },
      beforeReady: (app) => {
        if (!app.hasDecorator('presence')) {
          const stub: PresenceRegistry = { chatLine, whereAre: async () => new Map() };
          app.decorate('presence', stub);
        }
      },
    });
    if (t.app.presence.chatLine !== chatLine) vi.spyOn(t.app.presence, 'chatLine').mockImplementation(chatLine);
    t.app.safetyEvents.on('moderation', (id) => events.push(id));
    mod = await registerPlayer(t.app);
    expect((await runModeratorCommand(t.database.db, ['grant', mod.user.username])).code).toBe(0);
  });
  afterAll(() => t.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t.app)(...args);
  const player = () => registerPlayer(t.app);
  const report = (by: Player, kind: string, target: string, extra: object = {}) =>
    call('POST', SAFETY_API.reports, by.token, { kind, target, reason: 'harassment', ...extra });
  const queue = async (status = 'open'): Promise<ModerationReport[]> => {
    const res = await call('GET', `${SAFETY_API.moderationReports}?status=${status}`, mod.token);
    expect(res.statusCode).toBe(200);
    return moderationReportsResponseSchema.parse(res.json()).reports;
  };
  const act = (reportId: string, body: object) => call('POST', SAFETY_API.moderationAction(reportId), mod.token, body);
  const log = async () =>
    moderationLogResponseSchema.parse((await call('GET', SAFETY_API.moderationLog, mod.token)).json()).entries;

  it('gives the role in /me, and only a moderator reads the queue and the log or acts', async () => {
    const p = await player();
    expect(p.user.role).toBe('player');
    expect((await call('GET', '/api/auth/me', mod.token)).json().user.role).toBe('moderator');
    for (const [method, url] of [
      ['GET', SAFETY_API.moderationReports],
      ['GET', SAFETY_API.moderationLog],
      ['POST', SAFETY_API.moderationAction('00000000-0000-4000-8000-000000000000')],
    ] as const) {
      const res = await call(method, url, p.token, method === 'POST' ? { action: 'close' } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SAFETY_MESSAGES.notModerator);
      expect((await call(method, url)).statusCode).toBe(401);
    }
    // The API has no way to grant a role: a player's own update ignores it.
    await call('PUT', '/api/users/me', p.token, { role: 'moderator' });
    expect((await call('GET', SAFETY_API.moderationLog, p.token)).statusCode).toBe(403);
  });

  it('takes a report of a player once while it is open, and refuses unknown targets and oneself', async () => {
    const [a, b] = [await player(), await player()];
    const first = await report(a, 'player', b.user.username, { details: 'keeps following me' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(SAFETY_MESSAGES.reportSent);
    const again = await report(a, 'player', b.user.username.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAFETY_MESSAGES.alreadyReported);
    expect((await report(a, 'player', 'no_such_player_here')).statusCode).toBe(404);
    expect((await report(a, 'player', a.user.username)).statusCode).toBe(400);
    expect((await report(a, 'artifact', 'not-an-id')).statusCode).toBe(404);
    expect((await report(a, 'comment', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(a, 'player', b.user.username, { reason: 'boredom' })).statusCode).toBe(400);
    expect((await report(a, 'player', b.user.username, { details: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(a, 'planet', 'mars')).statusCode).toBe(400);

    const entry = (await queue()).find((r) => r.id === first.json().id)!;
    expect(entry).toMatchObject({
      kind: 'player',
      targetId: b.user.id,
      reason: 'harassment',
      details: 'keeps following me',
      reporter: { id: a.user.id, username: a.user.username },
      targetUser: { id: b.user.id, username: b.user.username, mutedUntil: null, suspendedUntil: null },
      subject: { text: b.user.username },
    });
    const closed = await act(entry.id, { action: 'close', note: 'talked to them' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe(SAFETY_MESSAGES.reportClosedDone);
    expect((await act(entry.id, { action: 'close' })).statusCode).toBe(409);
    // Closed, it may be reported again.
    expect((await report(a, 'player', b.user.username)).statusCode).toBe(201);
  });

  it('reports a chat line while presence holds it, keeping its text, and mutes the speaker: no comments then', async () => {
    const [a, speaker] = [await player(), await player()];
    const lineId = `line-${Date.now()}`;
    chatLines.set(lineId, {
      id: lineId,
      speakerId: speaker.user.id,
      speakerName: speaker.user.username,
      text: 'you are all terrible',
      room: 'main:overworld',
      at: new Date(),
    });
    const gone = await report(a, 'chat', 'line-that-expired');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.chatLineGone);
    const res = await report(a, 'chat', lineId);
    expect(res.statusCode).toBe(201);
    const entry = (await queue()).find((r) => r.id === res.json().id)!;
    expect(entry.subject).toMatchObject({ text: 'you are all terrible' });
    expect(entry.targetUser?.id).toBe(speaker.user.id);

    expect((await act(entry.id, { action: 'mutePlayer' })).json().message).toBe(SAFETY_MESSAGES.minutesRequired);
    expect((await act(entry.id, { action: 'hideArtifact' })).statusCode).toBe(400);
    events.length = 0;
    const muted = await act(entry.id, { action: 'mutePlayer', minutes: 60, note: 'cool off' });
    expect(muted.statusCode).toBe(200);
    const body = moderationActionResponseSchema.parse(muted.json());
    expect(body.report.status).toBe('closed');
    expect(body.report.targetUser?.mutedUntil).not.toBeNull();
    expect(body.entry).toMatchObject({
      action: 'mutePlayer',
      targetKind: 'player',
      targetId: speaker.user.id,
      note: 'cool off',
    });
    expect(events).toEqual([speaker.user.id]);

    const artifact = await createArtifact(t.app, a.token);
    const comment = await call('POST', `/api/artifacts/${artifact.id}/comment`, speaker.token, { text: 'hello' });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().message).toMatch(/^A moderator has muted you until /);
  });

  it('hides a reported artifact from everyone but its creator, in lists and reads', async () => {
    const [owner, reporter] = [await player(), await player()];
    const artifact = await createArtifact(t.app, owner.token, { name: 'Rude sign', description: 'rude words' });
    const res = await report(reporter, 'artifact', artifact.id, { reason: 'hate' });
    expect(res.statusCode).toBe(201);
    const entry = (await queue()).find((r) => r.id === res.json().id)!;
    expect(entry.subject).toMatchObject({ title: 'Rude sign', hidden: false, artifactId: artifact.id });
    expect(entry.targetUser?.id).toBe(owner.user.id);

    const hidden = await act(entry.id, { action: 'hideArtifact', close: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().report).toMatchObject({ status: 'open', subject: { hidden: true } });

    const ids = async (token?: string) =>
      (await call('GET', '/api/artifacts?limit=100', token)).json().artifacts.map((a: { id: string }) => a.id);
    expect(await ids(reporter.token)).not.toContain(artifact.id);
    expect(await ids()).not.toContain(artifact.id);
    expect(await ids(owner.token)).toContain(artifact.id);
    expect((await call('GET', `/api/artifacts/${artifact.id}`, reporter.token)).statusCode).toBe(404);
    const own = await call('GET', `/api/artifacts/${artifact.id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().artifact.hiddenByModerator).toBe(true);
    expect(artifact.hiddenByModerator).toBeUndefined();
    expect((await call('POST', `/api/artifacts/${artifact.id}/vote`, reporter.token)).statusCode).toBe(404);
    // Nobody reports what they can no longer see.
    expect((await report(await player(), 'artifact', artifact.id)).statusCode).toBe(404);
    expect((await act(entry.id, { action: 'close' })).statusCode).toBe(200);
  });

  it('hides a reported comment from the thread', async () => {
    const [owner, commenter, reporter] = [await player(), await player(), await player()];
    const artifact = await createArtifact(t.app, owner.token);
    const posted = await call('POST', `/api/artifacts/${artifact.id}/comment`, commenter.token, {
      text: 'nasty remark',
    });
    expect(posted.statusCode).toBe(201);
    const commentId = posted.json().comment._id as string;
    expect((await report(commenter, 'comment', commentId)).statusCode).toBe(400);
    const res = await report(reporter, 'comment', commentId, { reason: 'spam' });
    expect(res.statusCode).toBe(201);
    const entry = (await queue()).find((r) => r.id === res.json().id)!;
    expect(entry.subject).toMatchObject({ text: 'nasty remark', artifactId: artifact.id });
    expect((await act(entry.id, { action: 'hideComment' })).statusCode).toBe(200);
    const read = (await call('GET', `/api/artifacts/${artifact.id}`, owner.token)).json().artifact;
    expect(read.comments.map((c: { _id: string }) => c._id)).not.toContain(commentId);
    expect((await queue('closed')).map((r) => r.id)).toContain(entry.id);
  });

  it('suspends: login and refresh are refused with the end, and the old token stops working', async () => {
    const [a, b] = [await player(), await player()];
    const res = await report(a, 'player', b.user.username);
    events.length = 0;
    const suspended = await act(res.json().id, { action: 'suspendPlayer', minutes: 24 * 60 });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().message).toMatch(new RegExp(`^${b.user.username} is suspended until `));
    expect(events).toEqual([b.user.id]);

    expect((await call('GET', '/api/auth/me', b.token)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      identifier: b.user.username,
      password: b.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^This account is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    expect(Date.parse(login.json().until)).toBeGreaterThan(Date.now());
    const refresh = await call('POST', '/api/auth/refresh', undefined, { refreshToken: b.refreshToken });
    expect(refresh.statusCode).toBe(403);

    // A wrong password stays a 401: a suspension is told only to who knows the password.
    expect(
      (await call('POST', '/api/auth/login', undefined, { identifier: b.user.username, password: 'wrong-words' }))
        .statusCode,
    ).toBe(401);

    // When it ends, the same device's refresh token works again.
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, b.user.id));
    expect((await call('POST', '/api/auth/refresh', undefined, { refreshToken: b.refreshToken })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', undefined, { identifier: b.user.username, password: b.password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses the tokens of an account suspended straight in the database, within the session TTL', async () => {
    const p = await player();
    expect((await call('GET', '/api/auth/me', p.token)).statusCode).toBe(200);
    const until = new Date(Date.now() + 60_000);
    await t.database.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, p.user.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_STATE_TTL_MS + 100));
    expect((await call('GET', '/api/auth/me', p.token)).statusCode).toBe(401);
  });

  it('does not mute or suspend a moderator, and answers 404 for unknown reports', async () => {
    const a = await player();
    const res = await report(a, 'player', mod.user.username);
    const refused = await act(res.json().id, { action: 'suspendPlayer', minutes: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SAFETY_MESSAGES.moderatorNotPlayer);
    expect((await act('00000000-0000-4000-8000-000000000000', { action: 'close' })).statusCode).toBe(404);
    expect((await act('nope', { action: 'close' })).statusCode).toBe(404);
    expect((await act(res.json().id, { action: 'ban' })).statusCode).toBe(400);
    expect((await act(res.json().id, { action: 'mutePlayer', minutes: 0 })).statusCode).toBe(400);
  });

  it('logs every action, newest first, with the moderator', async () => {
    const entries = await log();
    const actions = entries.map((e) => e.action);
    for (const action of ['grantModerator', 'close', 'mutePlayer', 'hideArtifact', 'hideComment', 'suspendPlayer']) {
      expect(actions).toContain(action);
    }
    expect(entries.find((e) => e.action === 'grantModerator')).toMatchObject({
      moderator: null,
      targetId: mod.user.id,
    });
    expect(entries.find((e) => e.action === 'hideComment')?.moderator).toEqual({
      id: mod.user.id,
      username: mod.user.username,
    });
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});
