import { gunzipSync, unzlibSync } from 'fflate';

/** Why a layer's (or a chunk's) data could not be read. */
export type DataProblem = 'zstd' | 'encoding' | 'size';
export type DecodedData = { gids: Uint32Array } | { problem: DataProblem; format?: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTETS = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) SEXTETS[ALPHABET.charCodeAt(i)] = i;

/** Base64 to bytes without Node's Buffer (core runs in browsers too); null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = /\s/.test(text) ? text.replace(/\s+/g, '') : text;
  if (clean.length % 4 !== 0) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((clean.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    let quad = 0;
    for (let k = 0; k < 4; k += 1) {
      const code = clean.charCodeAt(i + k);
      const isPad = code === 61 && i + k >= clean.length - padding;
      const sextet = isPad ? 0 : code < 128 ? (SEXTETS[code] ?? -1) : -1;
      if (sextet < 0) return null;
      quad = (quad << 6) | sextet;
    }
    if (o < out.length) out[o++] = (quad >>> 16) & 0xff;
    if (o < out.length) out[o++] = (quad >>> 8) & 0xff;
    if (o < out.length) out[o++] = quad & 0xff;
  }
  return out;
}

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
