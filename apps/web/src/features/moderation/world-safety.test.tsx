import { REPORT_REASON_LABELS, SAFETY_MESSAGES, WORLD_MODERATION_MESSAGES } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession, testUser } from '../../test/session';
import { stubWorldServer } from '../../test/worlds-test-server';
import { generatedWorld } from '../../test/generated-world';

const someoneElse = { id: 'u-other', username: 'bea' };

/** The world page with a fetch that also takes reports, which it keeps. */
function openWorld(world = generatedWorld({ creator: someoneElse, visibility: 'public', isPublic: true })) {
  stubWorldServer({ worlds: [world] });
  const worldServer = globalThis.fetch;
  const reports: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input.endsWith('/api/reports') && init?.method === 'POST') {
        reports.push(JSON.parse(String(init.body)));
        const body = { success: true, message: SAFETY_MESSAGES.reportSent, id: 'r1' };
        return new Response(JSON.stringify(body), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }
      return worldServer(input, init);
    }),
  );
  storeSignedInSession();
  renderApp(`/world/${world.id}`);
  return { world, reports };
}

/** Issue 34 item 5 (decision 0269): a hidden world says why; others may report a world. */
describe('the world page for the house', () => {
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('tells its players why the moderators hid it from Explore', async () => {
    openWorld(generatedWorld({ creator: someoneElse, hidden: { reason: REPORT_REASON_LABELS.hate } }));
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    expect(screen.getByText(WORLD_MODERATION_MESSAGES.hiddenNotice('Hate or slurs'))).toBeInTheDocument();
  });

  it('says nothing of the kind about a world nobody hid', async () => {
    openWorld();
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    expect(screen.queryByText(/Hidden from Explore/)).not.toBeInTheDocument();
  });

  it("lets another player report the world with a reason, and then reads 'Reported'", async () => {
    const { world, reports } = openWorld();
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    await userEvent.click(screen.getByRole('button', { name: 'Report world Lantern Vale' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.reportSent)).toBeInTheDocument();
    expect(reports).toEqual([{ kind: 'world', target: world.id, reason: 'spam' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Reported: world Lantern Vale' })).toBeInTheDocument();
  });

  it('offers no report to the creator, who still reads why it is hidden', async () => {
    openWorld(
      generatedWorld({ creator: { id: testUser.id, username: testUser.username }, hidden: { reason: 'Spam' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    expect(screen.getByText(WORLD_MODERATION_MESSAGES.hiddenNotice('Spam'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
