import { crc32 } from './png';

/**
 * For tests: reads back the PNGs png.ts writes (RGBA, filter 0, stored deflate), checking every
 * length, checksum and header on the way, so a test can assert the pixels a player would upload.
 */
export function readPng(bytes: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('Not a PNG signature');
  let offset = 8;
  let header: Uint8Array | null = null;
  const idat: number[] = [];
  for (;;) {
    const length = view.getUint32(offset);
    const typed = bytes.subarray(offset + 4, offset + 8 + length);
    if (view.getUint32(offset + 8 + length) !== crc32(typed)) throw new Error('Bad chunk CRC');
    const type = String.fromCharCode(...typed.subarray(0, 4));
    const data = typed.subarray(4);
    offset += 12 + length;
    if (type === 'IHDR') header = data;
    else if (type === 'IDAT') idat.push(...data);
    else if (type === 'IEND') break;
  }
  if (!header) throw new Error('No IHDR');
  const head = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const width = head.getUint32(0);
  const height = head.getUint32(4);
  if (header[8] !== 8 || header[9] !== 6) throw new Error('Not 8-bit RGBA');
  if (((idat[0] ?? 0) * 256 + (idat[1] ?? 0)) % 31 !== 0) throw new Error('Bad zlib header');
  const raw: number[] = [];
  let at = 2;
  for (;;) {
    const final = (idat[at] ?? 0) & 1;
    if (((idat[at] ?? 0) & 6) !== 0) throw new Error('Not a stored block');
    const length = (idat[at + 1] ?? 0) | ((idat[at + 2] ?? 0) << 8);
    const inverse = (idat[at + 3] ?? 0) | ((idat[at + 4] ?? 0) << 8);
    if ((length ^ 0xffff) !== inverse) throw new Error('Bad stored block length');
    raw.push(...idat.slice(at + 5, at + 5 + length));
    at += 5 + length;
    if (final) break;
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    if (raw[row] !== 0) throw new Error('Unexpected filter');
    rgba.set(raw.slice(row + 1, row + 1 + width * 4), y * width * 4);
  }
  return { width, height, rgba };
}

/** The colour of pixel (x, y) as '#rrggbb', or null where it is transparent. */
export function pngPixel(image: { width: number; rgba: Uint8Array }, x: number, y: number): string | null {
  const i = (y * image.width + x) * 4;
  if (image.rgba[i + 3] === 0) return null;
  const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(2, '0');
  return `#${hex(image.rgba[i])}${hex(image.rgba[i + 1])}${hex(image.rgba[i + 2])}`;
}
