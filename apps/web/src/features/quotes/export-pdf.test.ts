// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUOTE_PANEL_MESSAGES, type SavedQuote } from '@authentic/core';
import { buildQuotesPdf, loadPdfLibraries, PDF_FOOTER_TEXT } from './export-pdf';

const quotes: SavedQuote[] = [
  { text: 'The only way out is through.', author: 'Robert Frost', timestamp: '2026-03-01T10:00:00.000Z' },
  {
    text: 'Write hard and clear about what hurts.',
    author: 'Ernest Hemingway',
    source: 'Letters',
    timestamp: '2026-04-02T10:00:00.000Z',
  },
];

function pdfText(doc: { output(type: 'arraybuffer'): ArrayBuffer }): string {
  return new TextDecoder('latin1').decode(doc.output('arraybuffer'));
}

describe('buildQuotesPdf', () => {
  it('makes a PDF with the title, date line, columns, quotes and a footer', async () => {
    const libs = await loadPdfLibraries();
    const text = pdfText(buildQuotesPdf(quotes, new Date('2026-11-22T12:00:00Z'), libs));
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain(`(${QUOTE_PANEL_MESSAGES.pdfTitle})`);
    expect(text).toContain('(Generated on Nov 22, 2026)');
    for (const header of ['Quote', 'Source', 'Date Added']) expect(text).toContain(`(${header})`);
    expect(text).toContain('(The only way out is through.)');
    expect(text).toContain('(Ernest Hemingway, Letters)');
    expect(text).toContain('(Mar 1, 2026)');
    expect(text).toContain(`(${PDF_FOOTER_TEXT})`);
    expect(text).toContain('(Page 1 of 1)');
  });

  it('puts the footer on every page of a long collection', async () => {
    const libs = await loadPdfLibraries();
    const many = Array.from({ length: 80 }, (_, i) => ({ ...quotes[0]!, text: `Quote number ${i}` }));
    const doc = buildQuotesPdf(many, new Date('2026-11-22T12:00:00Z'), libs);
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(doc);
    expect(text.split(`(${PDF_FOOTER_TEXT})`).length - 1).toBe(pages);
    expect(text).toContain(`(Page ${pages} of ${pages})`);
  });
});
