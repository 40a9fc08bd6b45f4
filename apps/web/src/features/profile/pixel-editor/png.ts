/**
 * A small PNG encoder: 8-bit RGBA, no filter, zlib "stored" (uncompressed) deflate blocks. A 32×32
 * avatar is about 4 KB this way, so compression would buy nothing worth a dependency; and being
 * pure TypeScript it gives the same bytes in every browser and in jsdom, which has no canvas.
 */
import { toRgba, type PixelGrid } from './pixel-model';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** The most a stored deflate block can hold. */
const STORED_BLOCK = 65_535;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 255] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A byte writer that grows as needed (PNG numbers are big-endian). */
class Bytes {
  private data: number[] = [];
  u8(...values: number[]) {
    for (const value of values) this.data.push(value & 255);
    return this;
  }
  u16le(value: number) {
    return this.u8(value, value >>> 8);
  }
  u32(value: number) {
    return this.u8(value >>> 24, value >>> 16, value >>> 8, value);
  }
  bytes(values: Uint8Array | readonly number[]) {
    for (const value of values) this.data.push(value);
    return this;
  }
  ascii(text: string) {
    return this.bytes([...text].map((char) => char.charCodeAt(0)));
  }
  done(): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(this.data);
  }
}

/** A zlib stream holding the bytes in stored blocks. */
function zlibStored(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  // CMF 0x78 (deflate, 32 KB window), FLG 0x01: no dictionary, and 0x7801 is a multiple of 31.
  const out = new Bytes().u8(0x78, 0x01);
  let offset = 0;
  do {
    const length = Math.min(STORED_BLOCK, raw.length - offset);
    const last = offset + length >= raw.length;
    out
      .u8(last ? 1 : 0)
      .u16le(length)
      .u16le(~length & 0xffff);
    out.bytes(raw.subarray(offset, offset + length));
    offset += length;
  } while (offset < raw.length);
  return out.u32(adler32(raw)).done();
}

function chunk(out: Bytes, type: string, data: Uint8Array) {
  const typed = new Bytes().ascii(type).bytes(data).done();
  out.u32(data.length).bytes(typed).u32(crc32(typed));
}

/** PNG bytes of an RGBA image (4 bytes per pixel, rows top to bottom). */
export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  if (rgba.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} RGBA bytes`);
  const header = new Bytes()
    .u32(width)
    .u32(height)
    .u8(8, 6, 0, 0, 0) // 8 bits per channel, RGBA, deflate, no-filter method, not interlaced
    .done();
  // Each row starts with its filter type, 0: the bytes as they are.
  const raw = new Uint8Array(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1)
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const out = new Bytes().bytes(SIGNATURE);
  chunk(out, 'IHDR', header);
  chunk(out, 'IDAT', zlibStored(raw));
  chunk(out, 'IEND', new Uint8Array(0));
  return out.done();
}

/** The avatar file: the grid at its own size (16×16 or 32×32), transparent where nothing is drawn. */
export function avatarPng(grid: PixelGrid): Blob {
  return new Blob([encodePng(toRgba(grid), grid.size, grid.size)], { type: 'image/png' });
}
