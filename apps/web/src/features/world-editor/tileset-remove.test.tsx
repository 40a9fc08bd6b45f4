import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodeLayerCells, tileCell, type WorldTileset } from '@authentic/core';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { TilesPanel } from './tiles-panel';
import { chooseStamp, freshToolMemory } from './tool-choice';

const tileset = (name: string, id: string): WorldTileset => ({
  id,
  url: `/uploads/${name}.png`,
  name,
  imageWidth: 32,
  imageHeight: 16,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: 2,
  tileCount: 2,
  tiles: [],
});

describe('removing a tileset in the editor', () => {
  it('asks first, says what it clears, takes it out (stamp and all), and undo brings it back', async () => {
    const user = userEvent.setup();
    const base = testDoc();
    const width = base.maps[0]!.rows[0]!.length;
    const cells = new Uint32Array(width * base.maps[0]!.rows.length);
    cells[0] = tileCell(0, 1);
    cells[1] = tileCell(1, 0);
    const doc = {
      ...base,
      tilesets: [
        tileset('Town', '3f1c1d0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f'),
        tileset('Roofs', '4a2c1d0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f'),
      ],
      maps: [
        {
          ...base.maps[0]!,
          layers: [{ name: 'Street', placement: 'below' as const, opacity: 1, cells: encodeLayerCells(cells) }],
        },
        ...base.maps.slice(1),
      ],
    };
    const store = createEditorStore(doc);
    const memory = freshToolMemory();
    chooseStamp(store, memory, { tileset: 1, column: 0, row: 0, width: 1, height: 1 });
    render(<TilesPanel worldId="w1" store={store} memory={memory} />);

    await user.click(screen.getByRole('button', { name: 'Remove Town' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the tileset' });
    expect(dialog).toHaveTextContent('Remove Town from this world? 1 painted cell is cleared. Undo brings it back.');
    await user.click(screen.getByRole('button', { name: 'Remove tileset' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().history.present.tilesets?.map((t) => t.name)).toEqual(['Roofs']);
    expect(store.getState().tool).toEqual({
      kind: 'tiles',
      stamp: { tileset: 0, column: 0, row: 0, width: 1, height: 1 },
    });
    expect(memory.stamp?.tileset).toBe(0);
    expect(screen.queryByRole('button', { name: 'Remove Town' })).not.toBeInTheDocument();

    store.dispatch({ type: 'undo' });
    expect(store.getState().history.present.tilesets?.map((t) => t.name)).toEqual(['Town', 'Roofs']);
    expect(store.getState().history.present.maps[0]!.layers![0]!.cells).toBe(doc.maps[0]!.layers![0]!.cells);
  });
});
