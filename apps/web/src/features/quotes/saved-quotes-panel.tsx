import { useState } from 'react';
import { formatMessage, QUOTE_MESSAGES, QUOTE_PANEL_MESSAGES, type SavedQuote } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { Notice, type NoticeKind } from '../../ui/notice';
import '../../styles/panels.css';
import { exportQuotesPdf, formatQuoteDate } from './export-pdf';
import { PANEL_TEXTS } from './panel-texts';
import { quoteKey, quotesToUse } from './quote-selection';
import { ShareForm } from './share-form';

export interface SavedQuotesPanelProps {
  quotes: readonly SavedQuote[];
  onClose: () => void;
  /** Delete shows only when this is given and `canDelete` is true (spec 02 §6). */
  onDelete?: (quote: SavedQuote) => void;
  canDelete?: boolean;
  /** Share shows only when this is given; it sends the quotes to the address. */
  onShare?: (quotes: SavedQuote[], email: string) => Promise<void>;
  /** The optional Add buttons of spec 02 §2 show only when this is given. */
  onAddQuote?: () => void;
  /** Injected so tests need neither a PDF download nor a clipboard. */
  exportPdf?: (quotes: SavedQuote[]) => Promise<void>;
  writeClipboard?: (text: string) => Promise<void>;
}

function defaultWriteClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
}

/** What Copy puts on the clipboard: the words and whose they are. */
export function quoteClipboardText(quote: SavedQuote): string {
  return `"${quote.text}" — ${quote.author}`;
}

interface Message {
  kind: NoticeKind;
  text: string;
}

/** The saved-quotes panel of spec 02 §2 and §5. */
export function SavedQuotesPanel({
  quotes,
  onClose,
  onDelete,
  canDelete = false,
  onShare,
  onAddQuote,
  exportPdf = (chosen) => exportQuotesPdf(chosen),
  writeClipboard = defaultWriteClipboard,
}: SavedQuotesPanelProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  // A deleted quote drops out of the selection without an effect: only keys still present count.
  const selectedKeys = new Set(quotes.map(quoteKey).filter((key) => selected.has(key)));
  const allSelected = quotes.length > 0 && selectedKeys.size === quotes.length;

  const toggle = (key: string) => {
    const next = new Set(selectedKeys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
  };

  const runExport = async () => {
    setExporting(true);
    setMessage(null);
    try {
      await exportPdf(quotesToUse(quotes, selectedKeys));
    } catch {
      setMessage({ kind: 'error', text: PANEL_TEXTS.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  const share = async (email: string) => {
    if (!onShare) return;
    await onShare(quotesToUse(quotes, selectedKeys), email);
    setSharing(false);
    setMessage({ kind: 'success', text: formatMessage(QUOTE_PANEL_MESSAGES.sharedWith, { email }) });
  };

  const copy = async (quote: SavedQuote) => {
    try {
      await writeClipboard(quoteClipboardText(quote));
      setMessage({ kind: 'success', text: PANEL_TEXTS.copied });
    } catch {
      setMessage({ kind: 'error', text: PANEL_TEXTS.copyFailed });
    }
  };

  if (quotes.length === 0) {
    return (
      <Modal title={PANEL_TEXTS.title} onClose={onClose}>
        <div className="quotes-panel quotes-empty">
          <p>{QUOTE_MESSAGES.panelEmpty}</p>
          <p>{QUOTE_MESSAGES.panelEmptyHint}</p>
          {onAddQuote && (
            <button type="button" className="button" onClick={onAddQuote}>
              {PANEL_TEXTS.addFromWelcome}
            </button>
          )}
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={PANEL_TEXTS.title} onClose={onClose}>
      <div className="quotes-panel">
        <div className="button-row quotes-actions">
          <button type="button" className="button" disabled={exporting} onClick={() => void runExport()}>
            {PANEL_TEXTS.exportPdf}
          </button>
          {onShare && (
            <button type="button" className="button" aria-expanded={sharing} onClick={() => setSharing(!sharing)}>
              {PANEL_TEXTS.shareQuotes}
            </button>
          )}
          {onAddQuote && (
            <button type="button" className="button" onClick={onAddQuote}>
              {PANEL_TEXTS.addQuote}
            </button>
          )}
        </div>
        {sharing && <ShareForm onSubmit={share} onCancel={() => setSharing(false)} />}
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
        <div className="quotes-select-all">
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(quotes.map(quoteKey)))}
            />{' '}
            {PANEL_TEXTS.selectAll}
          </label>
          <span className="quotes-count">{PANEL_TEXTS.selectionCount(selectedKeys.size, quotes.length)}</span>
        </div>
        <ul className="quotes-list">
          {quotes.map((quote) => {
            const key = quoteKey(quote);
            return (
              <li key={key} className="quotes-item">
                <input
                  type="checkbox"
                  aria-label={PANEL_TEXTS.selectQuote(quote.text)}
                  checked={selectedKeys.has(key)}
                  onChange={() => toggle(key)}
                />
                <figure>
                  <blockquote>{quote.text}</blockquote>
                  <figcaption>
                    — {quote.author}
                    {quote.source && <cite>, {quote.source}</cite>}{' '}
                    <time dateTime={quote.timestamp}>{formatQuoteDate(quote.timestamp)}</time>
                  </figcaption>
                </figure>
                <div className="quotes-item-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={PANEL_TEXTS.copyQuote(quote.text)}
                    onClick={() => void copy(quote)}
                  >
                    {PANEL_TEXTS.copy}
                  </button>
                  {canDelete && onDelete && (
                    <button
                      type="button"
                      className="button button-danger"
                      aria-label={PANEL_TEXTS.deleteQuote(quote.text)}
                      onClick={() => onDelete(quote)}
                    >
                      {PANEL_TEXTS.delete}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}
