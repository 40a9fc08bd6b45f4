import { describe, expect, it } from 'vitest';
import { displayText } from './display-text.js';

describe('displayText', () => {
  it('removes bidi overrides, embeddings, isolates and marks', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(displayText(`a${control}b`), control.codePointAt(0)!.toString(16)).toBe('ab');
    }
    expect(displayText('\u200eleft\u200f \u061cright')).toBe('left right');
    expect(displayText('\u202ekcuf\u202c')).toBe('kcuf');
  });

  it('removes zero-width spaces, joiners between Latin letters, soft hyphens and tags', () => {
    expect(displayText('f\u200bu\u200dc\u200ck\u2060\ufeff')).toBe('fuck');
    expect(displayText('soft\u00adhyphen')).toBe('softhyphen');
    expect(displayText('a\u{e0041}b')).toBe('ab');
    expect(displayText('\u200dstart end\u200d')).toBe('start end');
  });

  it('keeps joiners that shape emoji and scripts, and every other character', () => {
    expect(displayText('👩\u200d💻')).toBe('👩\u200d💻');
    expect(displayText('می\u200cخواهم')).toBe('می\u200cخواهم');
    const text = 'Hello 😀 é ñ 日本 — “quoted” ❤️';
    expect(displayText(text)).toBe(text);
  });

  it('keeps the tags that spell a subdivision flag, and only those', () => {
    const england = '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}';
    expect(displayText(`Go ${england}!`)).toBe(`Go ${england}!`);
    expect(displayText(`🏴x\u{e0067}\u{e007f}`)).toBe('🏴x');
  });
});
