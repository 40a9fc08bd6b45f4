import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from './messages.js';

describe('messages', () => {
  it('keeps the spec texts to the letter', () => {
    expect(HTTP_MESSAGES.serverError).toBe('Server error. Please try again later.');
    expect(HTTP_MESSAGES.networkError).toBe('Network error. Please check your connection.');
    expect(HTTP_MESSAGES.forbidden).toBe('Access forbidden');
    expect(HTTP_MESSAGES.notFound).toBe('Resource not found');
  });
});
