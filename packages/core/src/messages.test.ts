import { describe, expect, it } from 'vitest';
import { formatMessage, HTTP_MESSAGES, QUOTE_PANEL_MESSAGES } from './messages.js';

describe('messages', () => {
  it('keeps the spec texts to the letter', () => {
    expect(HTTP_MESSAGES.serverError).toBe('Server error. Please try again later.');
    expect(HTTP_MESSAGES.networkError).toBe('Network error. Please check your connection.');
    expect(HTTP_MESSAGES.forbidden).toBe('Access forbidden');
    expect(HTTP_MESSAGES.notFound).toBe('Resource not found');
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(formatMessage(QUOTE_PANEL_MESSAGES.sharedWith, { email: 'ada@example.com' })).toBe(
      'Quotes shared with ada@example.com',
    );
    expect(formatMessage('Hello {name} and {other}', { name: 'Ada' })).toBe('Hello Ada and {other}');
  });
});
