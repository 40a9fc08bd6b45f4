import { unzipSync, strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testDoc } from '../model/test-doc';
import { importTiledFiles } from './tiled-import-button';
import { buildTiledZip, readTiledUpload, STORY_FILE } from './tiled-zip';

const png = new Uint8Array([137, 80, 78, 71]);
const asFile = (name: string, bytes: Uint8Array) => ({
  name,
  arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
});
const source = '=== hello ===\nHi. # emote: wave\n-> END\n';

describe('a world’s story in the Tiled zip (decision 0283)', () => {
  it('exports the story as story.ink and imports it back into the document', async () => {
    const doc = { ...testDoc(), story: { source } };
    const zip = await buildTiledZip(doc, 'Told', () => Promise.resolve(png));
    expect(strFromU8(unzipSync(zip)[STORY_FILE]!)).toBe(source);
    const imported = await importTiledFiles([asFile('told-tiled.zip', zip)]);
    expect(imported.ok && imported.doc.story).toEqual({ source });
  });

  it('leaves story.ink out of a world without a story, and refuses one past the limit', async () => {
    const zip = await buildTiledZip(testDoc(), 'Quiet', () => Promise.resolve(png));
    expect(Object.keys(unzipSync(zip))).not.toContain(STORY_FILE);
    const big = readTiledUpload([{ name: 'big.ink', bytes: strToU8('x'.repeat(70_000)) }]);
    expect(big.story).toBeNull();
    expect(big.errors).toEqual([expect.stringContaining('big.ink is larger than 64 kB')]);
  });
});
