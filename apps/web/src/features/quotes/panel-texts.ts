/**
 * Texts of the saved-quotes panel that spec 02 does not word (decision 0163). The spec's own texts
 * come from core's QUOTE_MESSAGES and QUOTE_PANEL_MESSAGES.
 */
export const PANEL_TEXTS = {
  title: 'Saved Quotes',
  exportPdf: 'Export as PDF',
  shareQuotes: 'Share Quotes',
  addQuote: 'Add Quote',
  addFromWelcome: 'Add Quote from Welcome Screen',
  copy: 'Copy',
  delete: 'Delete',
  selectAll: 'Select all',
  selectQuote: (text: string): string => `Select quote: ${text}`,
  copyQuote: (text: string): string => `Copy quote: ${text}`,
  deleteQuote: (text: string): string => `Delete quote: ${text}`,
  emailLabel: 'Email address',
  send: 'Send',
  cancel: 'Cancel',
  copied: 'Quote copied to the clipboard',
  copyFailed: 'Could not copy the quote',
  exportFailed: 'Failed to export quotes as PDF. Please try again.',
  shareFailed: 'Failed to share quotes. Please try again.',
  /** With nothing ticked, export and share use every quote; one quote is neither 'All 1 quotes' nor 'The 1 quote'. */
  selectionCount: (selected: number, total: number): string => {
    if (selected > 0) return `${selected} of ${total} selected`;
    return total === 1 ? 'This quote will be used' : `All ${total} quotes will be used`;
  },
} as const;
