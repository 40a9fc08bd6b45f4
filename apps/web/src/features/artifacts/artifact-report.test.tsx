import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_REASON_LABELS, SAFETY_MESSAGES } from '@authentic/core';
import { testUser } from '../../test/session';
import { makeArtifact, otherUser, stubArtifactServer } from './artifacts-test-server';
import { renderArtifactsPage } from '../../test/render-artifacts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** The artifact stand-in, with POST /api/reports answered in front of it. */
function stubWithReports() {
  stubArtifactServer([
    makeArtifact({
      id: 'theirs',
      name: 'Their Lamp',
      creator: otherUser,
      comments: [
        {
          _id: 'c1',
          text: 'Nice',
          user: { id: testUser.id, username: testUser.username },
          createdAt: '2026-11-21T00:00:00.000Z',
        },
        { _id: 'c2', text: 'Rude words', user: { id: 'u3', username: 'troll' }, createdAt: '2026-11-21T00:00:00.000Z' },
      ],
      commentCount: 2,
    }),
    makeArtifact({ id: 'mine', name: 'My Lamp' }),
  ]);
  const artifacts = globalThis.fetch;
  const reports: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/reports') {
        reports.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ success: true, message: 'ok', id: 'r1' }), { status: 201 });
      }
      return artifacts(input, init);
    }),
  );
  return reports;
}

async function expand(name: string) {
  const article = await screen.findByRole('article', { name });
  await userEvent.click(within(article).getByRole('button', { name }));
  return article;
}

describe('Reporting artifacts and comments', () => {
  it("reports someone else's artifact and a comment by someone else, never one's own", async () => {
    const user = userEvent.setup();
    const reports = stubWithReports();
    renderArtifactsPage();

    const theirs = await expand('Their Lamp');
    expect(within(theirs).queryByRole('button', { name: `Report Comment by ${testUser.username}` })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'Report Comment by troll' }));
    const dialog = await screen.findByRole('dialog', { name: SAFETY_MESSAGES.report });
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.harassment }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText(SAFETY_MESSAGES.reportSent);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(theirs).getByRole('button', { name: 'Reported: Comment by troll' })).toHaveTextContent('Reported');

    await user.click(within(theirs).getByRole('button', { name: 'Report Their Lamp' }));
    await user.click(await screen.findByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(SAFETY_MESSAGES.reportSent);
    expect(reports).toEqual([
      { kind: 'comment', target: 'c2', reason: 'harassment' },
      { kind: 'artifact', target: 'theirs', reason: 'spam' },
    ]);

    const mine = await expand('My Lamp');
    expect(within(mine).queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
