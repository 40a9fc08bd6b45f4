// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createGrid, setPixel } from './pixel-model';
import { avatarPng, crc32, encodePng } from './png';
import { pngPixel, readPng } from './test-png-reader';

describe('PNG export', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('writes a PNG of the grid at its own size, transparent where nothing is drawn', async () => {
    const grid = setPixel(setPixel(createGrid(32), { x: 0, y: 0 }, '#feae34'), { x: 31, y: 31 }, '#124e89');
    const blob = avatarPng(grid);
    expect(blob.type).toBe('image/png');
    const image = readPng(new Uint8Array(await blob.arrayBuffer()));
    expect(image).toMatchObject({ width: 32, height: 32 });
    expect(pngPixel(image, 0, 0)).toBe('#feae34');
    expect(pngPixel(image, 31, 31)).toBe('#124e89');
    expect(pngPixel(image, 1, 0)).toBeNull();
  });

  it('splits data longer than one stored block and still reads back whole', () => {
    const width = 200;
    const height = 100;
    const rgba = new Uint8Array(width * height * 4).map((_, i) => (i * 7) & 255);
    const image = readPng(encodePng(rgba, width, height));
    expect(image.width).toBe(width);
    expect([...image.rgba]).toEqual([...rgba]);
  });

  it('refuses a byte count that does not match the size', () => {
    expect(() => encodePng(new Uint8Array(3), 1, 1)).toThrow();
  });
});
