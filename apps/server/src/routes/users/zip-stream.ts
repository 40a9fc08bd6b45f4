import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const encoder = new TextEncoder();

/**
 * A zip written file by file into a stream, waiting whenever the reader is behind (decision 0257):
 * rows and files pass through as they are read, so a large account never sits in memory whole.
 */
export class ZipStream {
  /** What to send: the zip's bytes as they are made. */
  readonly output = new PassThrough({ highWaterMark: 256 * 1024 });
  private readonly zip: Zip;
  private failed: Error | undefined;

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
    const entry = options.compress === false ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    entry.mtime = new Date();
    this.zip.add(entry);
    return {
      write: async (piece: string | Uint8Array) => {
        entry.push(typeof piece === 'string' ? encoder.encode(piece) : piece, false);
        await this.drained();
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
