import { formatMessage, QUOTE_PANEL_MESSAGES, type SavedQuote } from '@authentic/core';
import type { jsPDF as JsPdfDocument } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import { formatDate } from '../../lib/format-date';

/** The two libraries the PDF needs; loaded on first export so they stay out of the game's first load. */
export interface PdfLibraries {
  JsPdf: new (options?: { unit?: 'mm'; format?: 'a4' }) => JsPdfDocument;
  autoTable: typeof AutoTable;
}

/** Printed at the foot of every page (decision 0164). */
export const PDF_FOOTER_TEXT = 'Authentic Internet - no ads, no tracking';

/** Column widths of spec 02 §9, in millimetres; the Quote column takes the rest of the page. */
const SOURCE_WIDTH = 50;
const DATE_WIDTH = 30;
const MARGIN = 14;

/** A saved quote's day, as every date in the app reads (decision 0245). */
export const formatQuoteDate = (iso: string): string => formatDate(iso);

/** The author, and the work the words come from when it is known. */
export function quoteSourceText(quote: SavedQuote): string {
  return quote.source ? `${quote.author}, ${quote.source}` : quote.author;
}

export async function loadPdfLibraries(): Promise<PdfLibraries> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { JsPdf: jsPDF, autoTable };
}

/** Builds the document without saving it, so tests can read what a player would download. */
export function buildQuotesPdf(quotes: readonly SavedQuote[], now: Date, libs: PdfLibraries): JsPdfDocument {
  const doc = new libs.JsPdf({ unit: 'mm', format: 'a4' });
  doc.setFontSize(18);
  doc.text(QUOTE_PANEL_MESSAGES.pdfTitle, MARGIN, 20);
  doc.setFontSize(10);
  doc.text(formatMessage(QUOTE_PANEL_MESSAGES.pdfGeneratedOn, { date: formatDate(now) }), MARGIN, 28);

  libs.autoTable(doc, {
    startY: 34,
    margin: { left: MARGIN, right: MARGIN, bottom: 20 },
    head: [['Quote', 'Source', 'Date Added']],
    body: quotes.map((quote) => [quote.text, quoteSourceText(quote), formatQuoteDate(quote.timestamp)]),
    columnStyles: { 1: { cellWidth: SOURCE_WIDTH }, 2: { cellWidth: DATE_WIDTH } },
    styles: { fontSize: 10, cellPadding: 2, overflow: 'linebreak' },
  });

  // The page count is known only once the table is laid out, so footers are added afterwards.
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFontSize(8);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(PDF_FOOTER_TEXT, MARGIN, height - 10);
    doc.text(`Page ${page} of ${pages}`, width - MARGIN, height - 10, { align: 'right' });
  }
  return doc;
}

/** Loads the libraries, builds the PDF and hands it to the browser as authentic-internet-quotes.pdf. */
export async function exportQuotesPdf(quotes: readonly SavedQuote[], now: Date = new Date()): Promise<void> {
  const libs = await loadPdfLibraries();
  buildQuotesPdf(quotes, now, libs).save(QUOTE_PANEL_MESSAGES.pdfFileName);
}
