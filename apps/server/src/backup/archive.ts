import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup is one gzip-compressed tar (ustar) file: `manifest.json` first, then the database dump,
 * then `uploads/<name>` for each upload (decision 0289). Written and read as streams, so an
 * instance's uploads never have to fit in memory; any `tar -xzf` opens it too.
 */
export type ArchiveEntry = { name: string; bytes: Uint8Array } | { name: string; file: string; size: number };

const BLOCK = 512;

function header(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100);
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write('        ', 148); // the checksum counts itself as spaces
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

async function* tarStream(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const size = 'bytes' in entry ? entry.bytes.length : entry.size;
    yield header(entry.name, size);
    if ('bytes' in entry) yield Buffer.from(entry.bytes);
    else {
      let read = 0;
      for await (const chunk of createReadStream(entry.file) as AsyncIterable<Buffer>) {
        read += chunk.length;
        if (read > size) throw new Error(`${entry.file} grew while it was archived`);
        yield chunk;
      }
      if (read !== size) throw new Error(`${entry.file} shrank while it was archived`);
    }
    if (size % BLOCK !== 0) yield Buffer.alloc(BLOCK - (size % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries, in order, as a .tar.gz at `file`. */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>,
): Promise<void> {
  await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(file, { flags: 'wx' }));
}

/** What reading an archive does with each entry: its body comes in chunks, then `end`. */
export interface EntrySink {
  chunk(bytes: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

/** Reads a .tar.gz, handing each regular file to `open(name, size)`; other entries are skipped. */
export async function readArchive(
  file: string,
  open: (name: string, size: number) => Promise<EntrySink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let body: { sink: EntrySink; left: number; padding: number } | undefined;
  let skip = 0;
  let ended = false;
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (skip > 0) {
        const n = Math.min(skip, pending.length);
        pending = pending.subarray(n);
        skip -= n;
        if (skip > 0) break;
      }
      if (body) {
        const n = Math.min(body.left, pending.length);
        if (n > 0) await body.sink.chunk(pending.subarray(0, n));
        pending = pending.subarray(n);
        body.left -= n;
        if (body.left > 0) break;
        await body.sink.end();
        skip = body.padding;
        body = undefined;
        continue;
      }
      if (ended || pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      const text = (start: number, length: number) =>
        block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const name = text(0, 100);
      if (!name) {
        ended = true;
        break;
      }
      const size = parseInt(text(124, 12).trim() || '0', 8);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      const type = text(156, 1);
      if (type === '0' || type === '') body = { sink: await open(name, size), left: size, padding };
      else skip = size + padding;
      if (body && size === 0) {
        await body.sink.end();
        body = undefined;
      }
    }
  }
  if (body) throw new Error('the backup file is cut short');
}

/** Reads the archive's text entries whole (the manifest, a dump) and writes others to files. */
export function collectText(): EntrySink & { text(): string } {
  const chunks: Buffer[] = [];
  return {
    chunk: (bytes) => void chunks.push(Buffer.from(bytes)),
    end: () => undefined,
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}
