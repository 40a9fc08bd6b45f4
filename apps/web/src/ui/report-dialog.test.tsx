import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_REASON_LABELS, SAFETY_MESSAGES } from '@authentic/core';
import { ReportButton } from './report-button';
import { ReportDialog } from './report-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubReports(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/reports' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return answer();
      }
      return json(404, { message: 'no such route' });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog', () => {
  it('is a dialog named Report; reasons move by arrow keys; details and Send post the report', async () => {
    const user = userEvent.setup();
    const bodies = stubReports(() => json(201, { success: true }));
    const onReported = vi.fn();
    render(
      <ReportDialog
        kind="comment"
        target="c-1"
        targetLabel="Comment by ann"
        onClose={() => {}}
        onReported={onReported}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: SAFETY_MESSAGES.report });
    const group = within(dialog).getByRole('group', { name: SAFETY_MESSAGES.reportReasonLabel });
    const first = within(group).getByRole('radio', { name: REPORT_REASON_LABELS.harassment });
    expect(first).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: REPORT_REASON_LABELS.hate })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    const spam = within(group).getByRole('radio', { name: REPORT_REASON_LABELS.spam });
    expect(spam).toBeChecked();
    expect(spam).toHaveFocus();

    await user.type(within(dialog).getByLabelText(SAFETY_MESSAGES.reportDetailsLabel), '  buy gold here  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(SAFETY_MESSAGES.reportSent);
    expect(bodies).toEqual([{ kind: 'comment', target: 'c-1', reason: 'spam', details: 'buy gold here' }]);
    expect(onReported).toHaveBeenCalledOnce();
  });

  it('the details hold at most 1000 characters', () => {
    stubReports(() => json(201, {}));
    render(<ReportDialog kind="player" target="bob" targetLabel="bob" onClose={() => {}} />);
    expect(screen.getByLabelText(SAFETY_MESSAGES.reportDetailsLabel)).toHaveAttribute('maxLength', '1000');
  });

  it('Escape and Cancel close it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ReportDialog kind="player" target="bob" targetLabel="bob" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <ReportDialog kind="player" target="bob" targetLabel="bob" onClose={() => {}} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: SAFETY_MESSAGES.report });
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('a failure shows an alert and keeps the form; a 409 says it was already reported', async () => {
    const user = userEvent.setup();
    let status = 500;
    stubReports(() => json(status, { message: 'boom' }));
    const onReported = vi.fn();
    render(
      <ReportDialog kind="artifact" target="a-1" targetLabel="Old lamp" onClose={() => {}} onReported={onReported} />,
    );
    await user.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(onReported).not.toHaveBeenCalled();

    status = 409;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAFETY_MESSAGES.alreadyReported);
    expect(onReported).toHaveBeenCalledOnce();
  });
});

describe('ReportButton', () => {
  it('opens the dialog, returns focus to the button on close, and says Reported afterwards', async () => {
    const user = userEvent.setup();
    stubReports(() => json(201, { success: true }));
    render(<ReportButton kind="player" target="zed" targetLabel="zed" />);
    const button = screen.getByRole('button', { name: 'Report zed' });

    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(await screen.findByRole('radio', { name: REPORT_REASON_LABELS.harassment }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(SAFETY_MESSAGES.reportSent);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reported: zed' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Reported: zed' })).toHaveAttribute('aria-disabled', 'true');
  });
});
