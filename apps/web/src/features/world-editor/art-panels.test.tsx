import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorldTileset } from '@authentic/core';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { LayersPanel } from './layers-panel';
import { TilesPanel } from './tiles-panel';
import { tilesetCut } from './tileset-dialog';
import { freshToolMemory } from './tool-choice';

const docOf = (store: ReturnType<typeof createEditorStore>) => store.getState().history.present;

const TOWN: WorldTileset = {
  id: '3f1c1d0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
  url: '/uploads/town.png',
  name: 'Town',
  imageWidth: 64,
  imageHeight: 32,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: 4,
  tileCount: 8,
  tiles: [],
};

/** A PNG's first 24 bytes: the signature and the IHDR chunk with its size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('the tileset palette', () => {
  it('picks a tile with a tap, a block with a drag, and moves and grows it with the arrows', () => {
    const store = createEditorStore({ ...testDoc(), tilesets: [TOWN] });
    const memory = freshToolMemory();
    render(<TilesPanel worldId="w1" store={store} memory={memory} />);
    // 64 px wide: shown at 4× to fit the panel, so a tile is 64 CSS pixels.
    const palette = screen.getByRole('application', { name: 'Tiles of Town' });
    expect(screen.getByText('No tile of Town chosen.')).toBeInTheDocument();
    fireEvent.pointerDown(palette, { pointerId: 1, clientX: 70, clientY: 70 });
    fireEvent.pointerUp(palette, { pointerId: 1, clientX: 70, clientY: 70 });
    expect(store.getState().tool).toEqual({
      kind: 'tiles',
      stamp: { tileset: 0, column: 1, row: 1, width: 1, height: 1 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Tile 5 of Town (column 2, row 2).');

    fireEvent.pointerDown(palette, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(palette, { pointerId: 1, clientX: 140, clientY: 10 });
    fireEvent.pointerUp(palette, { pointerId: 1, clientX: 140, clientY: 10 });
    expect(store.getState().tool).toMatchObject({ stamp: { column: 0, row: 0, width: 3, height: 1 } });

    fireEvent.keyDown(palette, { key: 'ArrowRight' });
    fireEvent.keyDown(palette, { key: 'ArrowDown', shiftKey: true });
    expect(store.getState().tool).toMatchObject({ stamp: { column: 1, row: 0, width: 3, height: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Block of 3 by 2 tiles of Town from tile 1 (column 2, row 1).',
    );
    expect(screen.getByLabelText('Zoom of Town')).toHaveValue('4');
  });

  it('adds a tileset through its dialog: reads the PNG, cuts it, uploads it, and shows the server refusal', async () => {
    const store = createEditorStore(testDoc());
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new Error('Your storage is full.'))
      .mockResolvedValue({ id: TOWN.id, name: 'Town', url: TOWN.url, width: 96, height: 64, bytes: 99, hidden: false });
    render(<TilesPanel worldId="w1" store={store} memory={freshToolMemory()} upload={upload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a tileset' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a tileset' });
    const file = new File([pngHeader(96, 64) as BlobPart], 'town.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('PNG image of tiles'), file);
    expect(await within(dialog).findByText('The image is 96 × 64 pixels.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('town');
    // 96 × 64 divides by 32: tiles of 32 guessed.
    expect(within(dialog).getByLabelText('Tile width (pixels)')).toHaveValue(32);
    expect(within(dialog).getByText('3 columns by 2 rows: 6 tiles.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload and add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your storage is full.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload and add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload).toHaveBeenLastCalledWith('w1', 'town', expect.any(Uint8Array));
    expect(docOf(store).tilesets).toEqual([
      { ...TOWN, imageWidth: 96, imageHeight: 64, tileWidth: 32, tileHeight: 32, columns: 3, tileCount: 6 },
    ]);
    store.dispatch({ type: 'undo' });
    expect(docOf(store).tilesets).toBeUndefined();
  });

  it('says when the world holds as many tilesets as it may, and cuts images as Tiled does', () => {
    const store = createEditorStore({ ...testDoc(), tilesets: Array.from({ length: 16 }, () => TOWN) });
    render(<TilesPanel worldId="w1" store={store} memory={freshToolMemory()} />);
    expect(screen.getByRole('button', { name: 'Tilesets full (16 of 16)' })).toBeDisabled();
    expect(tilesetCut(100, 16, 1, 2)).toBe(5);
    expect(tilesetCut(10, 16, 0, 0)).toBe(0);
  });
});

describe('the layers panel', () => {
  it('adds, chooses, hides, moves, renames and deletes layers', async () => {
    const store = createEditorStore(testDoc());
    render(<LayersPanel store={store} />);
    const group = screen.getByRole('group', { name: 'Layers of Meadow' });
    expect(within(group).getByRole('radio', { name: 'Walls (the player cannot walk there)' })).toBeChecked();

    await userEvent.type(screen.getByLabelText('Layer name'), 'Ground');
    await userEvent.click(screen.getByRole('button', { name: 'Add layer' }));
    await userEvent.type(screen.getByLabelText('Layer name'), 'Roofs');
    await userEvent.selectOptions(screen.getByLabelText('Placement'), 'above');
    await userEvent.click(screen.getByRole('button', { name: 'Add layer' }));
    expect(docOf(store).maps[0]!.layers!.map((l) => [l.name, l.placement])).toEqual([
      ['Ground', 'below'],
      ['Roofs', 'above'],
    ]);
    // The topmost first; the new layer is the one painted on.
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked') ?? (r as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(radios[0]).toHaveAccessibleName('Roofs (above the player)');

    await userEvent.click(screen.getByRole('radio', { name: 'Ground (below the player)' }));
    expect(store.getState().layer).toBe(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Roofs' }));
    expect(store.getState().hidden).toEqual(['main/1']);
    expect(screen.getByRole('button', { name: 'Move Roofs up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Ground up' }));
    expect(docOf(store).maps[0]!.layers!.map((l) => l.name)).toEqual(['Roofs', 'Ground']);
    expect(screen.getByRole('checkbox', { name: 'Show Roofs' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Ground' }));
    const rename = screen.getByRole('dialog', { name: 'Rename the layer' });
    await userEvent.clear(within(rename).getByLabelText('Layer name'));
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(within(rename).getByRole('alert')).toHaveTextContent('A layer needs a name of 1 to 40 characters.');
    await userEvent.type(within(rename).getByLabelText('Layer name'), 'Paths');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(docOf(store).maps[0]!.layers![1]!.name).toBe('Paths');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Roofs' }));
    const ask = screen.getByRole('dialog', { name: 'Delete the layer' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete layer' }));
    expect(docOf(store).maps[0]!.layers!.map((l) => l.name)).toEqual(['Paths']);
  });
});
