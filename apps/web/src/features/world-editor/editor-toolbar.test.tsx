import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { createEditorStore } from './editor-store';
import { EditorToolbar } from './editor-toolbar';

function testDoc(): WorldDoc {
  return {
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [
      {
        id: 'main',
        name: 'Meadow',
        rows: Array.from({ length: 8 }, () => '00000000'),
        portals: [{ x: 6, y: 6, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

function renderToolbar() {
  const store = createEditorStore(testDoc());
  render(<EditorToolbar store={store} biome="meadow" zoom={1} onZoom={() => {}} />);
  return store;
}

describe('the world editor toolbar', () => {
  it('names every tile of the palette and marks the chosen one and the chosen tool', async () => {
    const store = renderToolbar();
    const palette = screen.getByRole('group', { name: 'Tiles' });
    expect(palette.querySelectorAll('button')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Wall (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tree (2)' }));
    expect(screen.getByRole('button', { name: 'Tree (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Wall (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().code).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getByRole('button', { name: 'Fill' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Brush' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers Undo and Redo only when there is something to undo or redo, by button and by Ctrl+Z / Ctrl+Shift+Z', async () => {
    const store = renderToolbar();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    store.apply({ x: 2, y: 2 });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.click(undo);
    expect(store.getState().doc.maps[0]!.rows[2]).toBe('00000000');
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(store.getState().doc.maps[0]!.rows[2]).toBe('00100000');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(store.getState().doc.maps[0]!.rows[2]).toBe('00000000');
  });

  it('toggles the grid and steps the zoom', async () => {
    const store = renderToolbar();
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().grid).toBe(false);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });
});
