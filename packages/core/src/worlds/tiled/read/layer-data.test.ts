import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeLayerData } from './layer-data.js';
import { base64Gids, encodeBase64, gidBytes } from './maps.fixture.js';

const GIDS = [1, 2, 0, 0x80000003, 0x40000004, 0x20000005, 7, 1024, 0, 9, 10, 11];

describe('layer data', () => {
  it('decodes base64 of every length, and refuses what is not base64', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 30]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37) & 0xff);
      expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
    }
    expect(decodeBase64('AAE=\nAgM=')).toBeNull();
    expect(decodeBase64('AA\nEC')).toEqual(Uint8Array.from([0, 1, 2]));
    expect(decodeBase64('A*==')).toBeNull();
    expect(decodeBase64('A')).toBeNull();
  });

  it('reads CSV, and base64 uncompressed, zlib and gzip, with their flip bits', () => {
    const expected = Uint32Array.from(GIDS);
    expect(decodeLayerData(GIDS, undefined, undefined, 12)).toEqual({ gids: expected });
    expect(decodeLayerData(GIDS.join(','), 'csv', '', 12)).toEqual({ gids: expected });
    for (const compression of ['', 'zlib', 'gzip'] as const) {
      expect(decodeLayerData(base64Gids(GIDS, compression), 'base64', compression, 12)).toEqual({ gids: expected });
    }
  });

  it('refuses zstd and unknown formats', () => {
    expect(decodeLayerData('KLUv/Q==', 'base64', 'zstd', 12)).toEqual({ problem: 'zstd' });
    expect(decodeLayerData('AAAA', 'base64', 'lzma', 1)).toMatchObject({ problem: 'encoding' });
    expect(decodeLayerData('AAAA', 'xml', '', 1)).toMatchObject({ problem: 'encoding' });
  });

  it('refuses data that does not match the declared size', () => {
    expect(decodeLayerData(GIDS.slice(1), 'csv', undefined, 12)).toEqual({ problem: 'size' });
    expect(decodeLayerData([...GIDS, 1], 'csv', undefined, 12)).toEqual({ problem: 'size' });
    expect(decodeLayerData([1, -1, 2, 3], 'csv', undefined, 4)).toEqual({ problem: 'size' });
    expect(decodeLayerData(['1', 2, 3, 4], 'csv', undefined, 4)).toEqual({ problem: 'size' });
    expect(decodeLayerData(base64Gids(GIDS.slice(1)), 'base64', '', 12)).toEqual({ problem: 'size' });
    expect(decodeLayerData(base64Gids(GIDS, 'zlib'), 'base64', 'zlib', 13)).toEqual({ problem: 'size' });
    expect(decodeLayerData(base64Gids(GIDS, 'gzip'), 'base64', 'gzip', 11)).toEqual({ problem: 'size' });
    expect(decodeLayerData('not base64!', 'base64', 'zlib', 12)).toEqual({ problem: 'size' });
    expect(decodeLayerData(encodeBase64(Uint8Array.from([1, 2, 3, 4, 5, 6])), 'base64', 'gzip', 1)).toEqual({
      problem: 'size',
    });
  });

  it('stops a zlib bomb at the declared size instead of inflating it', () => {
    const bomb = encodeBase64(zlibSync(new Uint8Array(1024 * 1024)));
    expect(bomb.length).toBeLessThan(4_000);
    expect(decodeLayerData(bomb, 'base64', 'zlib', 4)).toEqual({ problem: 'size' });
    expect(decodeLayerData(encodeBase64(zlibSync(gidBytes([5, 6]))), 'base64', 'zlib', 2)).toEqual({
      gids: Uint32Array.from([5, 6]),
    });
  });
});
