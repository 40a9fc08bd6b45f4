// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  it('write every date the same way, with the month as a word', () => {
    const at = new Date(2025, 2, 14, 15, 5);
    expect(formatDate(at)).toBe('Mar 14, 2025');
    expect(formatDate(at.toISOString())).toBe('Mar 14, 2025');
    expect(formatDate(at.getTime())).toBe('Mar 14, 2025');
    expect(formatDateTime(at)).toMatch(/^Mar 14, 2025, 3:05\sPM$/);
  });

  it('answer nothing for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
