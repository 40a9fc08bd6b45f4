import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES, GAME_VERSION } from '@authentic/core';
import { PENDING_FEEDBACK_KEY, readPendingFeedback } from '../lib/feedback-api';
import { FeedbackForm } from './feedback-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FeedbackForm', () => {
  it('is a dialog that is not sent without the gameplay text', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<FeedbackForm onClose={() => {}} mapLocation="/game" />);
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByText(FEEDBACK_MESSAGES.gameplayRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the fields with device info and thanks the player', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FeedbackForm onClose={() => {}} mapLocation="Overworld (4, 4)" />);
    await userEvent.type(screen.getByLabelText(/gameplay experience/), 'Lovely maps');
    await userEvent.type(screen.getByLabelText('Any suggestions?'), 'More deserts');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.thanks)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/feedback');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ gameplay: 'Lovely maps', suggestions: 'More deserts' });
    expect(body.deviceInfo).toMatchObject({ mapLocation: 'Overworld (4, 4)', gameVersion: GAME_VERSION });
  });

  it('keeps the feedback locally when sending fails, still thanks, and sends it with the next one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const first = render(<FeedbackForm onClose={() => {}} mapLocation="/" />);
    await userEvent.type(screen.getByLabelText(/gameplay experience/), 'Written offline');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.thanks)).toBeInTheDocument();
    expect(readPendingFeedback().map((f) => f.gameplay)).toEqual(['Written offline']);
    first.unmount();

    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FeedbackForm onClose={() => {}} mapLocation="/" />);
    await userEvent.type(screen.getByLabelText(/gameplay experience/), 'Back online');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText(FEEDBACK_MESSAGES.thanks);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(PENDING_FEEDBACK_KEY)).toBeNull();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    render(<FeedbackForm onClose={onClose} mapLocation="/" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
