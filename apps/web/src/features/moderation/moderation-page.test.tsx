import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REPORT_REASON_LABELS,
  SAFETY_MESSAGES,
  WORLD_MODERATION_MESSAGES,
  type ModerationLogEntry,
  type ModerationReport,
  type PublicUser,
} from '@authentic/core';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession, testUser } from '../../test/session';
import { MODERATION_TEXTS } from './moderation-texts';

const moderator: PublicUser = { ...testUser, role: 'moderator' };

const report = (overrides: Partial<ModerationReport>): ModerationReport => ({
  id: 'r1',
  kind: 'artifact',
  targetId: 'a1',
  reason: 'spam',
  details: '',
  status: 'open',
  createdAt: '2026-11-26T10:00:00.000Z',
  closedAt: null,
  reporter: { id: 'u2', username: 'bea' },
  targetUser: { id: 'u3', username: 'cal', mutedUntil: null, suspendedUntil: null },
  subject: { title: 'Gold lamp', text: 'Buy gold at example.com', artifactId: null, hidden: false },
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface FakeModeration {
  reports: ModerationReport[];
  closed: ModerationReport[];
  /** Lift and shorten requests, as sent. */
  restrictions: Array<{ path: string; body: unknown }>;
  log: ModerationLogEntry[];
  actions: Array<{ path: string; body: unknown }>;
  /** The next action answers this status with this message instead. */
  failAction: { status: number; message: string } | null;
  forbidden: boolean;
  /** Who /api/auth/me says the signed-in player is now. */
  me: PublicUser;
}

function stubModeration(initial: Partial<FakeModeration>): FakeModeration & { asked: string[] } {
  const server: FakeModeration = {
    reports: [],
    closed: [],
    restrictions: [],
    log: [],
    actions: [],
    failAction: null,
    forbidden: false,
    me: moderator,
    ...initial,
  };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      asked.push(path);
      if (path === '/api/auth/me') return json(200, { success: true, user: server.me });
      if (server.forbidden && path.startsWith('/api/moderation')) {
        return json(403, { success: false, message: SAFETY_MESSAGES.notModerator });
      }
      if (path === '/api/moderation/reports?status=open') return json(200, { success: true, reports: server.reports });
      if (path === '/api/moderation/log') return json(200, { success: true, entries: server.log });
      if (path === '/api/moderation/reports?status=closed') return json(200, { success: true, reports: server.closed });
      const restriction = /^\/api\/moderation\/players\/([^/]+)\/restriction$/.exec(path);
      if (restriction && init?.method === 'POST') {
        server.restrictions.push({ path, body: JSON.parse(String(init.body)) });
        const userId = restriction[1] ?? '';
        const lifted = (r: ModerationReport): ModerationReport =>
          r.targetUser?.id === userId ? { ...r, targetUser: { ...r.targetUser, mutedUntil: null } } : r;
        server.closed = server.closed.map(lifted);
        const player = { id: userId, username: 'cal', mutedUntil: null, suspendedUntil: null };
        const entry: ModerationLogEntry = {
          id: 'l9',
          moderator: { id: moderator.id, username: moderator.username },
          player: { id: player.id, username: 'cal' },
          action: 'liftMute',
          targetKind: 'player',
          targetId: player.id,
          reportId: null,
          until: null,
          note: '',
          createdAt: '2026-11-26T12:00:00.000Z',
        };
        return json(200, { success: true, message: SAFETY_MESSAGES.muteLifted('cal'), player, entry });
      }
      const action = /^\/api\/moderation\/reports\/([^/]+)\/actions$/.exec(path);
      if (action && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { action: string; minutes?: number; note?: string };
        server.actions.push({ path, body });
        if (server.failAction) return json(server.failAction.status, { success: false, ...server.failAction });
        const done = server.reports.find((item) => item.id === action[1]);
        server.reports = server.reports.filter((item) => item.id !== action[1]);
        const entry: ModerationLogEntry = {
          id: `l${server.log.length + 1}`,
          moderator: { id: moderator.id, username: moderator.username },
          player: done?.targetUser ? { id: done.targetUser.id, username: done.targetUser.username } : null,
          action: body.action,
          targetKind: done?.kind ?? 'artifact',
          targetId: done?.targetId ?? '',
          reportId: action[1] ?? null,
          until: null,
          note: body.note ?? '',
          createdAt: '2026-11-26T12:00:00.000Z',
        };
        server.log = [entry, ...server.log];
        return json(200, { success: true, message: 'Done.', report: { ...done, status: 'closed' }, entry });
      }
      return json(404, { success: false, message: 'Resource not found' });
    }),
  );
  return Object.assign(server, { asked });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ModerationPage', () => {
  it('lists open reports newest first with what was reported, who reported it and why', async () => {
    storeSignedInSession(moderator);
    stubModeration({
      reports: [
        report({ id: 'old', createdAt: '2026-11-25T09:00:00.000Z', details: 'Spam everywhere' }),
        report({
          id: 'new',
          kind: 'chat',
          targetId: 'line-9',
          reason: 'harassment',
          createdAt: '2026-11-26T11:00:00.000Z',
          subject: { title: null, text: 'you are awful', artifactId: null, hidden: false },
        }),
      ],
    });
    renderApp('/moderation');
    const list = await screen.findByRole('list', { name: MODERATION_TEXTS.reportsLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(REPORT_REASON_LABELS.harassment);
    expect(cards[0]).toHaveTextContent('Chat line');
    expect(cards[0]).toHaveTextContent('you are awful');
    expect(within(cards[0]!).queryByRole('button', { name: 'Hide artifact' })).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Gold lamp');
    expect(cards[1]).toHaveTextContent('Buy gold at example.com');
    expect(cards[1]).toHaveTextContent('Spam everywhere');
    expect(cards[1]).toHaveTextContent('bea');
    expect(cards[1]).toHaveTextContent('cal');
    expect(within(cards[1]!).getByRole('button', { name: 'Hide artifact' })).toBeInTheDocument();
  });

  it('suspends for the chosen duration with a note, after a confirmation, and the list refreshes', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const server = stubModeration({ reports: [report({})] });
    renderApp('/moderation');
    const card = await screen.findByRole('article');
    await user.selectOptions(within(card).getByLabelText(MODERATION_TEXTS.duration), '7 days');
    await user.type(within(card).getByLabelText(MODERATION_TEXTS.note), 'Third time');
    await user.click(within(card).getByRole('button', { name: 'Suspend player' }));

    const dialog = screen.getByRole('dialog', { name: 'Suspend player?' });
    expect(dialog).toHaveTextContent('Suspend cal for 7 days?');
    expect(server.actions).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend player' }));

    await waitFor(() =>
      expect(server.actions).toEqual([
        {
          path: '/api/moderation/reports/r1/actions',
          body: { action: 'suspendPlayer', minutes: 10_080, note: 'Third time' },
        },
      ]),
    );
    expect(await screen.findByText(MODERATION_TEXTS.noReports)).toBeInTheDocument();
    expect(screen.getByText('Done.')).toBeInTheDocument();
  });

  it("lists a world's report with its name and a link, and hides it from Explore with a reason", async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const world = report({
      kind: 'world',
      targetId: 'w-9',
      reason: 'hate',
      subject: { title: 'Rude Vale', text: 'A valley of rude signs.', artifactId: null, hidden: false },
    });
    const server = stubModeration({ reports: [world] });
    renderApp('/moderation');
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('World');
    expect(card).toHaveTextContent('Rude Vale');
    expect(within(card).getByRole('link', { name: WORLD_MODERATION_MESSAGES.openWorld })).toHaveAttribute(
      'href',
      '/world/w-9',
    );
    await user.click(within(card).getByRole('button', { name: WORLD_MODERATION_MESSAGES.hideWorld }));
    const dialog = screen.getByRole('dialog', { name: `${WORLD_MODERATION_MESSAGES.hideWorld}?` });
    expect(dialog).toHaveTextContent('Hide the world Rude Vale from Explore?');
    const reason = within(dialog).getByLabelText(WORLD_MODERATION_MESSAGES.hideReasonLabel);
    expect(reason).toHaveValue('hate');
    await user.selectOptions(reason, REPORT_REASON_LABELS.spam);
    await user.click(within(dialog).getByRole('button', { name: WORLD_MODERATION_MESSAGES.hideWorld }));
    await waitFor(() => expect(server.actions.map((a) => a.body)).toEqual([{ action: 'hideWorld', reason: 'spam' }]));
  });

  it("sends the moderator's own words as the hidden world's reason", async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const subject = { title: 'Copy Vale', text: 'Copied.', artifactId: null, hidden: false };
    const server = stubModeration({ reports: [report({ kind: 'world', targetId: 'w-8', subject })] });
    renderApp('/moderation');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: WORLD_MODERATION_MESSAGES.hideWorld }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(WORLD_MODERATION_MESSAGES.hideReasonOther), 'A copy');
    await user.click(within(dialog).getByRole('button', { name: WORLD_MODERATION_MESSAGES.hideWorld }));
    await waitFor(() => expect(server.actions.map((a) => a.body)).toEqual([{ action: 'hideWorld', reason: 'A copy' }]));
  });

  it('Cancel in the confirmation sends nothing; Close report needs none', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const server = stubModeration({ reports: [report({})] });
    renderApp('/moderation');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Hide artifact' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(server.actions).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Close report' }));
    await waitFor(() => expect(server.actions.map((a) => a.body)).toEqual([{ action: 'close' }]));
  });

  it('shows the server’s refusal of an action and keeps the report', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    stubModeration({
      reports: [report({})],
      failAction: { status: 409, message: SAFETY_MESSAGES.reportClosed },
    });
    renderApp('/moderation');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Close report' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.reportClosed);
    expect(within(card).getByRole('button', { name: 'Close report' })).toBeEnabled();
  });

  it('shows an error with Try again when the reports cannot be loaded', async () => {
    storeSignedInSession(moderator);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { success: false, message: 'boom' })),
    );
    renderApp('/moderation');
    expect(await screen.findByText(MODERATION_TEXTS.loadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MODERATION_TEXTS.retry })).toBeInTheDocument();
  });

  it('the Log tab lists moderation actions', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    stubModeration({
      log: [
        {
          id: 'l1',
          moderator: { id: 'u1', username: 'ada' },
          player: { id: 'u3', username: 'grace' },
          action: 'mutePlayer',
          targetKind: 'player',
          targetId: 'u3',
          reportId: 'r0',
          until: '2026-11-27T10:00:00.000Z',
          note: 'Cool off',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    });
    renderApp('/moderation');
    await user.click(await screen.findByRole('tab', { name: MODERATION_TEXTS.logTab }));
    const log = await screen.findByRole('list', { name: MODERATION_TEXTS.logLabel });
    expect(log).toHaveTextContent('Mute player');
    expect(log).toHaveTextContent('Cool off');
    // Players by username, with a link to their profile; never by id (issue 38).
    expect(within(log).getByRole('link', { name: 'grace' })).toHaveAttribute('href', '/players/grace');
    expect(within(log).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/players/ada');
    expect(log).not.toHaveTextContent('u3');
  });

  it('the Closed reports tab lists closed reports without their actions, and lifts the player’s mute there', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const mutedUntil = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const closed = report({
      id: 'c1',
      status: 'closed',
      closedAt: '2026-11-26T12:00:00.000Z',
      details: 'Rude in chat',
      targetUser: { id: 'u3', username: 'cal', mutedUntil, suspendedUntil: null },
    });
    const server = stubModeration({ closed: [closed], log: [] });
    renderApp('/moderation?tab=closed');
    const list = await screen.findByRole('list', { name: MODERATION_TEXTS.closedLabel });
    const card = within(list).getByRole('article');
    expect(card).toHaveTextContent('Rude in chat');
    expect(card).toHaveTextContent(MODERATION_TEXTS.closedAt);
    expect(within(card).queryByRole('button', { name: 'Close report' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'bea' })).toHaveAttribute('href', '/players/bea');

    const restrictions = within(card).getByRole('region', { name: MODERATION_TEXTS.restrictionsLabel('cal') });
    // Three days left: 1 hour and 1 day are shorter, 7 and 30 days are not.
    const sooner = within(restrictions).getByRole('combobox');
    expect(
      within(sooner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In 1 hour', 'In 1 day']);
    await user.click(within(restrictions).getByRole('button', { name: MODERATION_TEXTS.liftMute }));
    expect(await screen.findByText(SAFETY_MESSAGES.muteLifted('cal'))).toBeInTheDocument();
    expect(server.restrictions).toEqual([
      { path: '/api/moderation/players/u3/restriction', body: { restriction: 'mute' } },
    ]);
    await waitFor(() => expect(within(list).queryByRole('region')).not.toBeInTheDocument());
  });

  it('shortens a suspension to the chosen end', async () => {
    const user = userEvent.setup();
    storeSignedInSession(moderator);
    const suspendedUntil = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
    const server = stubModeration({
      reports: [report({ targetUser: { id: 'u3', username: 'cal', mutedUntil: null, suspendedUntil } })],
      log: [],
    });
    renderApp('/moderation');
    const region = await screen.findByRole('region', { name: MODERATION_TEXTS.restrictionsLabel('cal') });
    await user.selectOptions(within(region).getByRole('combobox'), 'In 1 day');
    await user.click(within(region).getByRole('button', { name: MODERATION_TEXTS.shortenSuspension }));
    await waitFor(() =>
      expect(server.restrictions.map((r) => r.body)).toEqual([{ restriction: 'suspension', minutes: 1440 }]),
    );
  });

  it('a player who is no moderator is told so, and the moderation routes are not asked', async () => {
    storeSignedInSession({ ...testUser, role: 'player' });
    const server = stubModeration({ reports: [report({})], me: { ...testUser, role: 'player' } });
    renderApp('/moderation');
    expect(await screen.findByText(SAFETY_MESSAGES.notModerator)).toBeInTheDocument();
    expect(server.asked.filter((path) => path.startsWith('/api/moderation'))).toEqual([]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a player made a moderator since signing in gets the queue and the link at once (issue 33)', async () => {
    storeSignedInSession({ ...testUser, role: 'player' });
    stubModeration({ reports: [report({ details: 'Spam everywhere' })] });
    renderApp('/moderation');
    expect(await screen.findByText('Spam everywhere')).toBeInTheDocument();
    expect(screen.queryByText(SAFETY_MESSAGES.notModerator)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderation' })).toBeInTheDocument();
  });

  it('a 403 from the server says the same', async () => {
    storeSignedInSession(testUser);
    stubModeration({ forbidden: true });
    renderApp('/moderation');
    expect(await screen.findByText(SAFETY_MESSAGES.notModerator)).toBeInTheDocument();
  });
});
