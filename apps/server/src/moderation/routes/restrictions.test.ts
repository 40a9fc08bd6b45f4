import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationLogResponseSchema,
  moderationRestrictionResponseSchema,
  REPORT_REASON_LABELS,
  SAFETY_API,
  SAFETY_MESSAGES,
} from '@authentic/core';
import { safetyLookup } from '../db/safety-repository.js';
import { runModeratorCommand } from '../moderator-cli.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { createArtifact } from '../../routes/artifacts/test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const MINUTE = 60_000;

/** Issue 38 item 6: a moderator lifts or shortens a mute or a suspension; a muted player is told why. */
describe('lifting and shortening a mute or a suspension', () => {
  let t: TestApp;
  let mod: Player;
  let reporter: Player;
  const events: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
    t.app.safetyEvents.on('moderation', (id) => events.push(id));
    [mod, reporter] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    expect((await runModeratorCommand(t.database.db, ['grant', mod.user.username])).code).toBe(0);
  });
  afterAll(() => t.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t.app)(...args);
  /** Reports `target` (for harassment) and restricts them from that report for `minutes`. */
  const restrict = async (target: Player, action: 'mutePlayer' | 'suspendPlayer', minutes: number) => {
    const report = await call('POST', SAFETY_API.reports, reporter.token, {
      kind: 'player',
      target: target.user.username,
      reason: 'harassment',
    });
    const acted = await call('POST', SAFETY_API.moderationAction(report.json().id), mod.token, { action, minutes });
    expect(acted.statusCode).toBe(200);
  };
  const change = (userId: string, body: object, token = mod.token) =>
    call('POST', SAFETY_API.moderationRestriction(userId), token, body);

  it('tells a muted commenter why and until when, then lets them comment once the mute is shortened and lifted', async () => {
    const p = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, mod.token);
    await restrict(p, 'mutePlayer', 24 * 60);
    const comment = () => call('POST', `/api/artifacts/${artifact.id}/comment`, p.token, { text: 'hello' });
    const refused = await comment();
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body.reason).toBe(REPORT_REASON_LABELS.harassment);
    expect(Date.parse(body.until)).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE);
    expect(body.message).toMatch(/^A moderator has muted you until .+ UTC\. Reason: Harassment or bullying\.$/);

    // Only shorter: a day and a half is refused, an hour is taken.
    expect((await change(p.user.id, { restriction: 'mute', minutes: 36 * 60 })).json()).toEqual({
      success: false,
      message: SAFETY_MESSAGES.onlyShorter,
    });
    events.length = 0;
    const shortened = await change(p.user.id, { restriction: 'mute', minutes: 60, note: 'first time' });
    expect(shortened.statusCode).toBe(200);
    const answer = moderationRestrictionResponseSchema.parse(shortened.json());
    expect(Date.parse(answer.player.mutedUntil!)).toBeLessThanOrEqual(Date.now() + 60 * MINUTE);
    expect(answer.entry).toMatchObject({ action: 'shortenMute', player: { id: p.user.id, username: p.user.username } });
    expect(events).toEqual([p.user.id]);
    expect(Date.parse((await comment()).json().until)).toBeLessThanOrEqual(Date.now() + 60 * MINUTE);

    const lifted = await change(p.user.id, { restriction: 'mute' });
    expect(lifted.json()).toMatchObject({
      message: SAFETY_MESSAGES.muteLifted(p.user.username),
      player: { mutedUntil: null },
    });
    expect((await comment()).statusCode).toBe(201);
    expect((await change(p.user.id, { restriction: 'mute' })).json()).toEqual({
      success: false,
      message: SAFETY_MESSAGES.notRestricted(p.user.username, 'mute'),
    });
  });

  it('tells live presence why a player is muted, for one player and for many', async () => {
    const [p, q] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    await restrict(p, 'mutePlayer', 60);
    const lookup = safetyLookup(t.database.db);
    expect(await lookup.restrictions(p.user.id)).toMatchObject({ muteReason: REPORT_REASON_LABELS.harassment });
    const many = await lookup.restrictionsOfMany!([p.user.id, q.user.id]);
    expect(many.get(p.user.id)?.muteReason).toBe(REPORT_REASON_LABELS.harassment);
    expect(many.get(q.user.id)).toEqual({ mutedUntil: null, suspendedUntil: null });
  });

  it('lifts a suspension: the player signs in again at once, and the log names them', async () => {
    const p = await registerPlayer(t.app);
    await restrict(p, 'suspendPlayer', 7 * 24 * 60);
    const login = () =>
      call('POST', '/api/auth/login', undefined, { identifier: p.user.username, password: p.password });
    expect((await login()).statusCode).toBe(403);
    expect((await change(p.user.id, { restriction: 'suspension', minutes: 60 })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(403);
    const lifted = await change(p.user.id, { restriction: 'suspension' });
    expect(lifted.json().message).toBe(SAFETY_MESSAGES.suspensionLifted(p.user.username));
    expect((await login()).statusCode).toBe(200);

    const log = moderationLogResponseSchema.parse((await call('GET', SAFETY_API.moderationLog, mod.token)).json());
    const aboutP = log.entries.filter((e) => e.player?.id === p.user.id).map((e) => [e.action, e.player?.username]);
    expect(aboutP).toEqual([
      ['liftSuspension', p.user.username],
      ['shortenSuspension', p.user.username],
      ['suspendPlayer', p.user.username],
    ]);
  });

  it('is for moderators only, and answers bad input with 400 and unknown players with 404', async () => {
    const p = await registerPlayer(t.app);
    await restrict(p, 'mutePlayer', 60);
    const refused = await change(p.user.id, { restriction: 'mute' }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SAFETY_MESSAGES.notModerator);
    expect(
      (await call('POST', SAFETY_API.moderationRestriction(p.user.id), undefined, { restriction: 'mute' })).statusCode,
    ).toBe(401);
    for (const body of [
      {},
      { restriction: 'ban' },
      { restriction: 'mute', minutes: 0 },
      { restriction: 'mute', minutes: 1.5 },
    ]) {
      expect((await change(p.user.id, body)).statusCode).toBe(400);
    }
    expect((await change('not-an-id', { restriction: 'mute' })).statusCode).toBe(404);
    expect((await change('00000000-0000-4000-8000-000000000000', { restriction: 'mute' })).json()).toEqual({
      success: false,
      message: SAFETY_MESSAGES.playerNotFound,
    });
    // Nothing changed for the muted player.
    expect((await change(p.user.id, { restriction: 'suspension' })).statusCode).toBe(409);
    expect((await change(p.user.id, { restriction: 'mute' })).statusCode).toBe(200);
  });
});
