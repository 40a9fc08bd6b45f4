import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const encoder = new TextEncoder();

/**
 * The most deflated in one go, and between two turns of the event loop (decision 0264): a
 * piece of this size takes a millisecond or two, where one push of a 1 MB world document at
 * level 6 held the server for 200 ms, and a whole export for 20 s.
 */
export const ZIP_PIECE_BYTES = 64 * 1024;
/** Level 3: about four times as fast as the default 6 on world documents, 8% larger. */
const LEVEL = 3;

/** The next turn of the event loop: requests waiting on sockets and timers go first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A zip written file by file into a stream, waiting whenever the reader is behind (decision 0257):
 * rows and files pass through as they are read, so a large account never sits in memory whole.
 * Work is cut in pieces of ZIP_PIECE_BYTES with a turn of the event loop after each (decision
 * 0264), so an export never keeps other requests waiting for more than a piece's time.
 */
export class ZipStream {
  /** What to send: the zip's bytes as they are made. */
  readonly output = new PassThrough({ highWaterMark: 256 * 1024 });
  private readonly zip: Zip;
  private failed: Error | undefined;
  /** Bytes deflated since the event loop last had a turn. */
  private sinceTurn = 0;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failed = error;
        this.output.destroy(error);
        return;
      }
      this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** True once the reader went away: nothing more need be read. */
  get closed(): boolean {
    return this.output.destroyed || this.failed !== undefined;
  }

  /** A file written in pieces (a JSON array row by row): `write` each piece, then `end`. */
  file(name: string, options: { compress?: boolean } = {}) {
    const entry = options.compress === false ? new ZipPassThrough(name) : new ZipDeflate(name, { level: LEVEL });
    entry.mtime = new Date();
    this.zip.add(entry);
    return {
      write: async (piece: string | Uint8Array) => {
        for (const bytes of pieces(piece)) {
          if (this.closed) return;
          entry.push(bytes, false);
          await this.pause(bytes.byteLength);
        }
      },
      end: async () => {
        entry.push(new Uint8Array(0), true);
        await this.drained();
      },
    };
  }

  /** A whole small file at once. */
  async text(name: string, text: string): Promise<void> {
    const entry = this.file(name);
    await entry.write(text);
    await entry.end();
  }

  /** A JSON array written one item at a time from an async source. */
  async jsonArray<T>(name: string, items: AsyncIterable<T>): Promise<void> {
    const entry = this.file(name);
    let first = true;
    await entry.write('[');
    for await (const item of items) {
      if (this.closed) break;
      await entry.write(`${first ? '\n' : ',\n'}  ${JSON.stringify(item)}`);
      first = false;
    }
    await entry.write(first ? ']\n' : '\n]\n');
    await entry.end();
  }

  /** A file from disk, read in chunks; answers false (and adds nothing) when it cannot be read. */
  async diskFile(name: string, filePath: string, compress: boolean): Promise<boolean> {
    const stream = createReadStream(filePath, { highWaterMark: 64 * 1024 });
    const opened = await new Promise<boolean>((resolve) => {
      stream.once('open', () => resolve(true));
      stream.once('error', () => resolve(false));
    });
    if (!opened) return false;
    const entry = this.file(name, { compress });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (this.closed) {
        stream.destroy();
        break;
      }
      await entry.write(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    await entry.end();
    return true;
  }

  /** Finishes the zip; the output ends when its last bytes are written. */
  finish(): void {
    this.zip.end();
  }

  /**
   * After `bytes` more were deflated: waits for the reader when it is behind, else gives the event
   * loop a turn once a piece's worth was done since the last one.
   */
  private async pause(bytes: number): Promise<void> {
    this.sinceTurn += bytes;
    if (this.output.writableNeedDrain) {
      this.sinceTurn = 0;
      await this.drained();
    } else if (this.sinceTurn >= ZIP_PIECE_BYTES) {
      this.sinceTurn = 0;
      await nextTurn();
    }
  }

  /** Waits while the output holds more than its high-water mark and the reader is still there. */
  private async drained(): Promise<void> {
    if (!this.output.writableNeedDrain || this.closed) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.output.on('drain', done);
      this.output.on('close', done);
    });
  }
}

/** A text or bytes as UTF-8 pieces of at most ZIP_PIECE_BYTES (a text is never cut inside a pair). */
function* pieces(piece: string | Uint8Array): Generator<Uint8Array> {
  if (typeof piece !== 'string') {
    for (let at = 0; at < piece.byteLength; at += ZIP_PIECE_BYTES) {
      yield piece.subarray(at, at + ZIP_PIECE_BYTES);
    }
    return;
  }
  // A UTF-16 unit is at most 3 bytes of UTF-8 (a pair, two units, is 4).
  const units = Math.floor(ZIP_PIECE_BYTES / 3);
  for (let at = 0; at < piece.length;) {
    let end = Math.min(piece.length, at + units);
    const last = piece.charCodeAt(end - 1);
    if (end < piece.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield encoder.encode(piece.slice(at, end));
    at = end;
  }
}
