import { gunzipSync, unzlibSync } from 'fflate';
import { base64ToBytes } from '../../../shared/base64.js';

/** Why a layer's (or a chunk's) data could not be read. */
export type DataProblem = 'zstd' | 'encoding' | 'size';
export type DecodedData = { gids: Uint32Array } | { problem: DataProblem; format?: string };

/** Base64 to bytes (core's one decoder); null when it is not base64. */
export const decodeBase64 = base64ToBytes;

/**
 * Inflates into a buffer one byte longer than the declared size, so a bomb stops there: fflate
 * does not grow a buffer it is given, and a result of any other length is refused.
 */
function inflate(bytes: Uint8Array, compression: string, size: number): Uint8Array | null {
  const out = new Uint8Array(size + 1);
  try {
    const result = compression === 'zlib' ? unzlibSync(bytes, { out }) : gunzipSync(bytes, { out });
    return result.length === size ? result : null;
  } catch {
    return null;
  }
}

function gidsFromBytes(bytes: Uint8Array, cells: number): Uint32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const gids = new Uint32Array(cells);
  for (let i = 0; i < cells; i += 1) gids[i] = view.getUint32(i * 4, true);
  return gids;
}

function gidsFromList(values: readonly unknown[]): Uint32Array | null {
  const gids = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) return null;
    gids[i] = value;
  }
  return gids;
}

/**
 * One layer's or chunk's gids, `cells` of them exactly: CSV (a JSON array, or a text some tools
 * write) or base64, uncompressed, zlib or gzip. Lengths are checked before the array is made.
 */
export function decodeLayerData(data: unknown, encoding: unknown, compression: unknown, cells: number): DecodedData {
  const format = typeof encoding === 'string' ? encoding : 'csv';
  const packing = typeof compression === 'string' ? compression : '';
  if (packing === 'zstd') return { problem: 'zstd' };
  if (format === 'csv') {
    if (packing !== '') return { problem: 'encoding', format: `csv ${packing}` };
    let values: readonly unknown[] | null = Array.isArray(data) ? data : null;
    if (typeof data === 'string' && data.length <= cells * 12)
      values = data.split(',').map((part) => Number(part.trim()));
    if (!values || values.length !== cells) return { problem: 'size' };
    const gids = gidsFromList(values);
    return gids ? { gids } : { problem: 'size' };
  }
  if (format !== 'base64') return { problem: 'encoding', format };
  if (packing !== '' && packing !== 'zlib' && packing !== 'gzip')
    return { problem: 'encoding', format: `base64 ${packing}` };
  if (typeof data !== 'string') return { problem: 'size' };
  const size = cells * 4;
  // Uncompressed, the text's length is known from the size alone: refuse before decoding.
  if (packing === '' && data.replace(/\s+/g, '').length !== Math.ceil(size / 3) * 4) return { problem: 'size' };
  const bytes = decodeBase64(data);
  if (!bytes) return { problem: 'size' };
  const raw = packing === '' ? bytes : inflate(bytes, packing, size);
  if (!raw || raw.length !== size) return { problem: 'size' };
  return { gids: gidsFromBytes(raw, cells) };
}
