import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { TILED_MESSAGES, worldDocToTiled, type WorldDoc } from '@authentic/core';
import { TILED_TEXTS } from './tiled-texts';
import { buildTiledZip, readTiledUpload } from './tiled-zip';
import { TiledExportButton, TiledImportButton } from './index';

const rows = ['11111111', '10000001', '10000001', '10000051', '10000001', '10000001', '10000001', '11111111'];
const doc: WorldDoc = {
  format: 1,
  spawn: { mapId: 'main', x: 2, y: 2 },
  maps: [
    {
      id: 'main',
      name: 'Main hall',
      rows,
      portals: [{ x: 6, y: 3, to: 'exit' }],
      edges: {},
      npcs: [{ npcId: 'guide', x: 3, y: 4, patrol: { startX: 3, startY: 4, width: 2, height: 1 } }],
      artifactSpots: [{ x: 5, y: 5 }],
    },
  ],
};
const png = new Uint8Array([137, 80, 78, 71]);
const makeImage = () => Promise.resolve(png);
const asFile = (name: string, bytes: Uint8Array) => ({
  name,
  arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
});

describe('Tiled zip', () => {
  it('holds the maps, the world, the tileset and its image, and reads back to the same world', async () => {
    const zip = await buildTiledZip(doc, 'My World', makeImage);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'authentic-tileset.png',
      'authentic-tileset.tsj',
      'maps/main.tmj',
      'my-world.world',
    ]);
    expect(entries['authentic-tileset.png']).toEqual(png);
    const upload = readTiledUpload([{ name: 'my-world-tiled.zip', bytes: zip }]);
    expect(upload.errors).toEqual([]);
    expect(Object.keys(upload.files).sort()).toEqual(['authentic-tileset.tsj', 'maps/main.tmj', 'my-world.world']);
  });

  it('reads a zipped folder and loose files', () => {
    const tiled = worldDocToTiled(doc, { worldName: 'w' });
    const loose = tiled.files.map(({ path, json }) => ({
      name: path.split('/').pop()!,
      bytes: strToU8(JSON.stringify(json)),
    }));
    expect(Object.keys(readTiledUpload(loose).files).sort()).toEqual(['authentic-tileset.tsj', 'main.tmj', 'w.world']);
    expect(readTiledUpload([{ name: 'notes.txt', bytes: strToU8('hi') }]).errors).toEqual([
      TILED_TEXTS.unreadable('notes.txt'),
    ]);
  });
});

describe('TiledExportButton', () => {
  it('hands over <slug>-tiled.zip', async () => {
    const save = vi.fn();
    render(<TiledExportButton doc={doc} worldName="My World" biome="meadow" makeImage={makeImage} save={save} />);
    await userEvent.click(screen.getByRole('button', { name: TILED_TEXTS.exportLabel }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [bytes, name] = save.mock.calls[0] as [Uint8Array, string];
    expect(name).toBe('my-world-tiled.zip');
    expect(JSON.parse(strFromU8(unzipSync(bytes)['maps/main.tmj']!))).toMatchObject({ type: 'map', width: 8 });
  });
});

describe('TiledImportButton', () => {
  it('imports an exported zip back to the same world', async () => {
    const onImport = vi.fn();
    render(<TiledImportButton worldId="w1" onImport={onImport} />);
    expect(screen.getByRole('button', { name: TILED_TEXTS.importLabel })).toBeInTheDocument();
    const zip = await buildTiledZip(doc, 'My World', makeImage);
    fireEvent.change(screen.getByLabelText(TILED_TEXTS.pickerLabel), { target: { files: [asFile('w.zip', zip)] } });
    await waitFor(() => expect(onImport).toHaveBeenCalledWith(doc));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an unknown layer in an alert that names it', async () => {
    const onImport = vi.fn();
    render(<TiledImportButton worldId="w1" onImport={onImport} />);
    const tmj = worldDocToTiled(doc, { worldName: 'w' }).files[0]!.json as { layers: unknown[] };
    tmj.layers.push({ id: 3, name: 'Foreground', type: 'objectgroup', objects: [] });
    fireEvent.change(screen.getByLabelText(TILED_TEXTS.pickerLabel), {
      target: { files: [asFile('main.tmj', strToU8(JSON.stringify(tmj)))] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TILED_MESSAGES.unknownLayer('Foreground', 'main.tmj'));
    expect(onImport).not.toHaveBeenCalled();
  });
});
