import { describe, expect, it } from 'vitest';
import { storableText } from './storable-text.js';

describe('storableText', () => {
  it('removes NUL and other controls, halves of pairs, and makes line breaks spaces', () => {
    expect(storableText('a\u0000b\u0007c\u007f\u0085d')).toBe('abcd');
    expect(storableText('one\ntwo\tthree\r')).toBe('one two three ');
    expect(storableText('x\uD800y\uDC00z')).toBe('xyz');
  });

  it('keeps every other character as it is', () => {
    const text = 'Hello 😀 é ñ 日本 — “quoted”';
    expect(storableText(text)).toBe(text);
  });
});
