import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage, QUOTE_MESSAGES, QUOTE_PANEL_MESSAGES, type SavedQuote } from '@authentic/core';
import { PANEL_TEXTS } from './panel-texts';
import { SavedQuotesPanel } from './saved-quotes-panel';

const frost: SavedQuote = {
  text: 'The only way out is through.',
  author: 'Robert Frost',
  timestamp: '2026-03-01T10:00:00.000Z',
};
const muir: SavedQuote = {
  text: 'The mountains are calling.',
  author: 'John Muir',
  timestamp: '2026-04-02T10:00:00.000Z',
};
const quotes = [frost, muir];

describe('SavedQuotesPanel', () => {
  it('shows the empty-state texts and a close button', async () => {
    const onClose = vi.fn();
    render(<SavedQuotesPanel quotes={[]} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: PANEL_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.panelEmpty)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.panelEmptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PANEL_TEXTS.exportPdf })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists each quote with its text, author and date; Delete and Share only when permitted', () => {
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onDelete={() => {}} />);
    expect(screen.getByText(frost.text)).toBeInTheDocument();
    expect(screen.getByText(/John Muir/)).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PANEL_TEXTS.exportPdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PANEL_TEXTS.deleteQuote(frost.text) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PANEL_TEXTS.shareQuotes })).not.toBeInTheDocument();
  });

  it('deletes a quote when permitted', async () => {
    const onDelete = vi.fn();
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onDelete={onDelete} canDelete />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.deleteQuote(muir.text) }));
    expect(onDelete).toHaveBeenCalledWith(muir);
  });

  it('styles Delete as the destructive action it is', () => {
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onDelete={() => {}} canDelete />);
    const remove = screen.getByRole('button', { name: PANEL_TEXTS.deleteQuote(muir.text) });
    expect(remove).toHaveClass('button-danger');
    expect(remove).not.toHaveClass('button-secondary');
  });

  it("counts one quote in the singular, without 'All 1 quotes' or 'The 1 quote'", () => {
    const { unmount } = render(<SavedQuotesPanel quotes={[frost]} onClose={() => {}} />);
    expect(screen.getByText('This quote will be used')).toBeInTheDocument();
    expect(screen.queryByText(/1 quotes?/)).not.toBeInTheDocument();
    unmount();
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} />);
    expect(screen.getByText(`All ${quotes.length} quotes will be used`)).toBeInTheDocument();
  });

  it('copies a quote and confirms it', async () => {
    const writeClipboard = vi.fn(async () => {});
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} writeClipboard={writeClipboard} />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.copyQuote(frost.text) }));
    expect(writeClipboard).toHaveBeenCalledWith(`"${frost.text}" — Robert Frost`);
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXTS.copied);
  });

  it('exports all quotes when none are selected, and only the selected ones otherwise', async () => {
    const exportPdf = vi.fn(async () => {});
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} exportPdf={exportPdf} />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.exportPdf }));
    expect(exportPdf).toHaveBeenLastCalledWith(quotes);
    await userEvent.click(screen.getByRole('checkbox', { name: PANEL_TEXTS.selectQuote(muir.text) }));
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.exportPdf }));
    expect(exportPdf).toHaveBeenLastCalledWith([muir]);
  });

  it('select all checks every quote and unchecks them again', async () => {
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} />);
    const all = screen.getByRole('checkbox', { name: PANEL_TEXTS.selectAll });
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: PANEL_TEXTS.selectQuote(frost.text) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: PANEL_TEXTS.selectQuote(muir.text) })).toBeChecked();
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: PANEL_TEXTS.selectQuote(frost.text) })).not.toBeChecked();
  });

  it('shows an alert when the export fails', async () => {
    const exportPdf = vi.fn(async () => Promise.reject(new Error('no pdf')));
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} exportPdf={exportPdf} />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.exportPdf }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXTS.exportFailed);
  });

  it('keeps the share form open on an invalid address', async () => {
    const onShare = vi.fn(async () => {});
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onShare={onShare} />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.shareQuotes }));
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUOTE_PANEL_MESSAGES.invalidEmail);
    await userEvent.type(screen.getByLabelText(PANEL_TEXTS.emailLabel), 'no-at-sign.example');
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUOTE_PANEL_MESSAGES.invalidEmail);
    expect(screen.getByLabelText(PANEL_TEXTS.emailLabel)).toBeInTheDocument();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('shares the selected quotes, closes the form and names the address', async () => {
    const onShare = vi.fn(async () => {});
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onShare={onShare} />);
    await userEvent.click(screen.getByRole('checkbox', { name: PANEL_TEXTS.selectQuote(frost.text) }));
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.shareQuotes }));
    await userEvent.type(screen.getByLabelText(PANEL_TEXTS.emailLabel), 'friend@example.com');
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.send }));
    expect(onShare).toHaveBeenCalledWith([frost], 'friend@example.com');
    expect(
      await screen.findByText(formatMessage(QUOTE_PANEL_MESSAGES.sharedWith, { email: 'friend@example.com' })),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(PANEL_TEXTS.emailLabel)).not.toBeInTheDocument();
  });

  it('keeps the form open with an alert when sending fails', async () => {
    const onShare = vi.fn(async () => Promise.reject(new Error('mailer down')));
    render(<SavedQuotesPanel quotes={quotes} onClose={() => {}} onShare={onShare} />);
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.shareQuotes }));
    await userEvent.type(screen.getByLabelText(PANEL_TEXTS.emailLabel), 'friend@example.com');
    await userEvent.click(screen.getByRole('button', { name: PANEL_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXTS.shareFailed);
    expect(onShare).toHaveBeenCalledWith(quotes, 'friend@example.com');
    expect(screen.getByLabelText(PANEL_TEXTS.emailLabel)).toBeInTheDocument();
  });
});
