import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '../messages/quotes.js';
import { addSavedQuote, isDuplicateQuote, quotePreviewText, recentQuoteActivity, type SavedQuote } from './saved.js';

const muir: SavedQuote = {
  text: 'The mountains are calling and I must go.',
  author: 'John Muir',
  npcType: 'naturalist',
  timestamp: '2025-03-14T10:00:00.000Z',
};

describe('saving quotes', () => {
  it.each([
    ['the same text', 'The mountains are calling and I must go.', true],
    ['other case', 'THE MOUNTAINS ARE CALLING AND I MUST GO.', true],
    ['surrounding whitespace', '  The mountains are calling and I must go.\n', true],
    ['doubled inner spaces', 'The mountains  are calling and I must go.', true],
    ['different words', 'The mountains are calling.', false],
  ])('treats %s as duplicate: %s', (_label, text, duplicate) => {
    expect(isDuplicateQuote([muir], { text })).toBe(duplicate);
  });

  it('adds a new quote last, stamped with the time given', () => {
    const result = addSavedQuote(
      [muir],
      { text: ' Call me Ishmael. ', author: 'Herman Melville' },
      '2025-03-15T08:00:00Z',
    );
    expect(result).toEqual({
      ok: true,
      quotes: [muir, { text: 'Call me Ishmael.', author: 'Herman Melville', timestamp: '2025-03-15T08:00:00Z' }],
    });
  });

  it('refuses a duplicate and leaves the collection alone', () => {
    const saved = [muir];
    expect(addSavedQuote(saved, { text: muir.text.toUpperCase(), author: 'Someone' }, '2025-03-15T08:00:00Z')).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(saved).toEqual([muir]);
  });

  it('keeps the spec texts to the letter', () => {
    expect(QUOTE_MESSAGES.saved).toBe('Quote saved to your collection!');
    expect(QUOTE_MESSAGES.duplicate).toBe('This quote is already in your saved quotes!');
    expect(QUOTE_MESSAGES.loginRequired).toBe('You need to be logged in to save quotes. Please log in first.');
    expect(QUOTE_MESSAGES.noProfile).toBe('No user profile found. Please log in again.');
    expect(QUOTE_MESSAGES.saveFailed).toBe('Failed to save quote. Please try again.');
  });
});

describe('recent quote activity', () => {
  it.each([
    ['short text as is', 'Call me Ishmael.', 'Call me Ishmael.'],
    ['exactly 50 characters as is', 'x'.repeat(50), 'x'.repeat(50)],
    ['51 characters cut at 50', 'y'.repeat(51), `${'y'.repeat(50)}...`],
    [
      'a long quote cut without a dangling space',
      'It is a truth universally acknowledged, that a single man in possession of a good fortune',
      'It is a truth universally acknowledged, that a sin...',
    ],
  ])('shows %s', (_label, text, preview) => {
    expect(quotePreviewText(text)).toBe(preview);
  });

  it('lists the latest three, newest first', () => {
    const saved: SavedQuote[] = [
      { text: 'one', author: 'A', timestamp: '2025-03-01T00:00:00Z' },
      { text: 'four', author: 'D', timestamp: '2025-03-04T00:00:00Z' },
      { text: 'two', author: 'B', timestamp: '2025-03-02T00:00:00Z' },
      { text: 'three', author: 'C', timestamp: '2025-03-03T00:00:00Z' },
    ];
    expect(recentQuoteActivity(saved).map((item) => item.preview)).toEqual(['four', 'three', 'two']);
    expect(recentQuoteActivity([])).toEqual([]);
  });

  it('counts the later of two same-time quotes as newer', () => {
    const time = '2025-03-01T00:00:00Z';
    const saved: SavedQuote[] = [
      { text: 'first', author: 'A', timestamp: time },
      { text: 'second', author: 'B', timestamp: time },
    ];
    expect(recentQuoteActivity(saved).map((item) => item.preview)).toEqual(['second', 'first']);
  });
});
