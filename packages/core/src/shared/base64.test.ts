import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';

describe('base64', () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 1000])('round-trips %i bytes', (length) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('writes what every base64 reader reads, padding and all', () => {
    const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(bytesToBase64(ascii('Man'))).toBe('TWFu');
    expect(bytesToBase64(ascii('Ma'))).toBe('TWE=');
    expect(bytesToBase64(ascii('M'))).toBe('TQ==');
    expect(bytesToBase64(Uint8Array.of(255, 254, 253))).toBe('//79');
  });

  it('reads text without padding or with line breaks, and refuses what is not base64', () => {
    expect(base64ToBytes('AQID\nBA')).toEqual(Uint8Array.of(1, 2, 3, 4));
    expect(base64ToBytes('AQ!D')).toBeNull();
    expect(base64ToBytes('A')).toBeNull();
    expect(base64ToBytes('é')).toBeNull();
  });
});
