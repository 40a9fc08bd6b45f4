import { describe, expect, it } from 'vitest';
import { pngSize } from './png-header.js';

/** A PNG's first 33 bytes: the signature and an IHDR chunk (its CRC not checked here). */
function header(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('pngSize', () => {
  it('reads the size a PNG claims, however large', () => {
    expect(pngSize(header(816, 1020))).toEqual({ width: 816, height: 1020 });
    expect(pngSize(header(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
  });

  it('says null for what is not a PNG', () => {
    expect(pngSize(Uint8Array.from('GIF89a this is not a png at all', (char) => char.charCodeAt(0)))).toBeNull();
    expect(pngSize(header(8, 8).subarray(0, 20))).toBeNull();
    const noIhdr = header(8, 8);
    noIhdr[12] = 0;
    expect(pngSize(noIhdr)).toBeNull();
  });
});
