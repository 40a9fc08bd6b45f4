import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZIP_PIECE_BYTES, ZipStream } from './zip-stream.js';

async function zipped(write: (zip: ZipStream) => Promise<void>) {
  const zip = new ZipStream();
  const chunks: Buffer[] = [];
  zip.output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => zip.output.on('end', resolve));
  await write(zip);
  zip.finish();
  await ended;
  return unzipSync(Buffer.concat(chunks));
}

/** Decision 0264: long texts are deflated in pieces, and no character is cut between two. */
describe('ZipStream', () => {
  it('keeps every character of a text written in pieces, pairs and all', async () => {
    // Pairs (4 bytes each) and 2-byte letters across many piece boundaries, at every offset.
    const text = `a${'é😀'.repeat(ZIP_PIECE_BYTES)}z`;
    const files = await zipped(async (zip) => {
      const entry = zip.file('long.txt');
      await entry.write(text);
      await entry.write('');
      await entry.write(new Uint8Array(3 * ZIP_PIECE_BYTES + 1).fill(65));
      await entry.end();
    });
    expect(strFromU8(files['long.txt']!)).toBe(text + 'A'.repeat(3 * ZIP_PIECE_BYTES + 1));
  });
});
