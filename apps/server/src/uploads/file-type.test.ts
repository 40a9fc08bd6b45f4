import { describe, expect, it } from 'vitest';
import { isRasterImage, mustDownload, sniffFileType } from './file-type.js';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffFileType', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF', bytes('GIF89a...'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['MP3', bytes('ID3', [3, 0]), 'audio/mpeg'],
    ['OGG', bytes('OggS', [0]), 'audio/ogg'],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
    [
      'SVG',
      bytes('<?xml version="1.0"?>\n<!-- hi -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
    ],
    ['PDF', bytes('%PDF-1.7'), 'application/pdf'],
    ['HTML named .png', bytes('<html><script>alert(1)</script></html>'), 'application/octet-stream'],
  ])('%s → %s', (_label, input, mime) => {
    expect(sniffFileType(input).mime).toBe(mime);
  });

  it('serves SVG and unknown files only as downloads, never raster images', () => {
    expect(mustDownload(sniffFileType(bytes('<svg></svg>')))).toBe(true);
    expect(mustDownload(sniffFileType(bytes('plain text')))).toBe(true);
    expect(mustDownload(sniffFileType(bytes([0xff, 0xd8, 0xff])))).toBe(false);
    expect(isRasterImage(sniffFileType(bytes('<svg></svg>')))).toBe(false);
  });
});
