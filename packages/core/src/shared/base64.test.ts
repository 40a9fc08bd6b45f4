import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';

describe('base64', () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 1000])('round-trips %i bytes as the platform writes them', (length) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
    const text = bytesToBase64(bytes);
    expect(text).toBe(btoa(String.fromCharCode(...bytes)));
    expect(base64ToBytes(text)).toEqual(bytes);
  });

  it('reads text without padding or with line breaks, and refuses what is not base64', () => {
    expect(base64ToBytes('AQID\nBA')).toEqual(Uint8Array.of(1, 2, 3, 4));
    expect(base64ToBytes('AQ!D')).toBeNull();
    expect(base64ToBytes('A')).toBeNull();
    expect(base64ToBytes('é')).toBeNull();
  });
});
