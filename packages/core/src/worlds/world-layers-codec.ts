import { unzlibSync, zlibSync } from 'fflate';
import { base64ToBytes, bytesToBase64 } from '../shared/base64.js';

/*
 * A layer's cells and a map's walls as text (world-layers.ts says what they are). Apart from the
 * schemas, so what only validates a document never loads the inflater.
 */

/** Inflates exactly `size` bytes, or null when the text is not base64 + zlib of that many bytes. */
function inflateExactly(text: string, size: number): Uint8Array | null {
  const packed = base64ToBytes(text);
  if (!packed) return null;
  try {
    // One byte more than expected: a stream that fills it is too long, and it stops there.
    const out = unzlibSync(packed, { out: new Uint8Array(size + 1) });
    return out.length === size ? out.subarray(0, size) : null;
  } catch {
    return null;
  }
}

export function encodeLayerCells(cells: Uint32Array): string {
  const bytes = new Uint8Array(cells.length * 4);
  const view = new DataView(bytes.buffer);
  cells.forEach((cell, i) => view.setUint32(i * 4, cell, true));
  return bytesToBase64(zlibSync(bytes, { level: 9 }));
}

/** A layer's `count` cells, or null when its text does not hold exactly that many. */
export function decodeLayerCells(text: string, count: number): Uint32Array | null {
  const bytes = inflateExactly(text, count * 4);
  if (!bytes) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cells = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) cells[i] = view.getUint32(i * 4, true);
  return cells;
}

export function encodeWalls(walls: Uint8Array): string {
  const bits = new Uint8Array(Math.ceil(walls.length / 8));
  walls.forEach((wall, i) => {
    if (wall) bits[i >> 3]! |= 1 << (i & 7);
  });
  return bytesToBase64(zlibSync(bits, { level: 9 }));
}

/** `count` cells, 1 where a wall stands, or null when the text does not hold that many. */
export function decodeWalls(text: string, count: number): Uint8Array | null {
  const bits = inflateExactly(text, Math.ceil(count / 8));
  if (!bits) return null;
  const walls = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) walls[i] = (bits[i >> 3]! >> (i & 7)) & 1;
  return walls;
}
