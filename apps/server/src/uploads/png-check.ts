import { decode } from 'fast-png';
import { pngSize } from '@authentic/core';

export type PngHeader = { ok: true; width: number; height: number } | { ok: false; problem: 'notPng' | 'tooLarge' };

/**
 * What a PNG says its size is, from its header alone (core's pngSize) before anything is decoded
 * (issue 36): a file that is no PNG, or claims a side of 0 or over `maxSide` (a 50,000×50,000
 * bomb), is refused here, so no pixel buffer is ever allocated for it.
 */
export function readPngHeader(bytes: Uint8Array, maxSide: number): PngHeader {
  const size = pngSize(bytes);
  if (!size) return { ok: false, problem: 'notPng' };
  const { width, height } = size;
  if (width === 0 || height === 0 || width > maxSide || height > maxSide) return { ok: false, problem: 'tooLarge' };
  return { ok: true, width, height };
}

/**
 * Decodes the whole PNG (CRCs checked) to prove it is complete and valid; only its size comes
 * back. Call it after readPngHeader: the header bounds what decoding allocates. Runs on the
 * replay pool's threads (replay-worker.ts).
 */
export function decodePngSize(bytes: Uint8Array): { ok: true; width: number; height: number } | { ok: false } {
  try {
    const image = decode(bytes, { checkCrc: true });
    return { ok: true, width: image.width, height: image.height };
  } catch {
    return { ok: false };
  }
}
