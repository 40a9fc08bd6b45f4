/** What an upload really is, decided from its first bytes — never from its name or declared type. */
export interface SniffedType {
  mime: string;
  ext: string;
  kind: 'image' | 'audio' | 'video' | 'other';
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** SVG is text: allow a BOM, an XML declaration, comments and a doctype before <svg. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart();
  const rest = head
    .replace(/^<\?xml[\s\S]*?\?>\s*/i, '')
    .replace(/^(<!--[\s\S]*?-->\s*)*/, '')
    .replace(/^<!doctype\s+svg[\s\S]*?>\s*/i, '')
    .replace(/^(<!--[\s\S]*?-->\s*)*/, '');
  return /^<svg[\s>]/i.test(rest);
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', kind: 'image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif', kind: 'image' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp', kind: 'image' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { mime: 'audio/wav', ext: 'wav', kind: 'audio' };
  if (ascii(bytes, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg', kind: 'audio' };
  if (ascii(bytes, 0, 3) === 'ID3' || startsWith(bytes, [0xff, 0xfb]) || startsWith(bytes, [0xff, 0xf3]))
    return { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    return brand.startsWith('M4A')
      ? { mime: 'audio/mp4', ext: 'm4a', kind: 'audio' }
      : { mime: 'video/mp4', ext: 'mp4', kind: 'video' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', ext: 'webm', kind: 'video' };
  if (looksLikeSvg(bytes)) return { mime: 'image/svg+xml', ext: 'svg', kind: 'image' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf', kind: 'other' };
  return { mime: 'application/octet-stream', ext: 'bin', kind: 'other' };
}

/** Raster images a browser shows inline without running anything. */
export function isRasterImage(type: SniffedType): boolean {
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type.mime);
}

/** SVG may carry script and 'other' may be anything: both are only ever served as downloads. */
export function mustDownload(type: Pick<SniffedType, 'mime' | 'kind'>): boolean {
  return type.mime === 'image/svg+xml' || type.kind === 'other';
}
