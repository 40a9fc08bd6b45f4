import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TILE_NAMES, TILESET_TILES } from '@authentic/core';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { EditorToolbar } from './editor-toolbar';
import { freshToolMemory } from './tool-choice';

function renderToolbar() {
  const store = createEditorStore(testDoc());
  render(<EditorToolbar store={store} memory={freshToolMemory()} biome="meadow" zoom={1} onZoom={() => {}} />);
  return store;
}

const row = (store: ReturnType<typeof renderToolbar>, y: number) => store.getState().history.present.maps[0]!.rows[y];

describe('the world editor toolbar', () => {
  it('names every tile and tool, marks the chosen ones, and keeps the tile when the tool changes', async () => {
    const store = renderToolbar();
    const palette = screen.getByRole('group', { name: 'Tiles' });
    expect(palette.querySelectorAll('button')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Wall (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tree (2)' }));
    expect(screen.getByRole('button', { name: 'Tree (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Wall (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.lastAnnouncement()).toBe('Tree chosen.');

    const tools = screen.getByRole('group', { name: 'Tools' });
    for (const name of ['Brush', 'Rectangle', 'Fill', 'Eraser', 'Pick', 'Spawn', 'Portal', 'NPC', 'Artifact spot']) {
      expect(tools.querySelector(`[title^="${name} ("]`), name).not.toBeNull();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Rectangle' }));
    expect(store.getState().tool).toEqual({ kind: 'rect', code: 2 });
    expect(screen.getByRole('button', { name: 'Rectangle' })).toHaveAttribute('aria-pressed', 'true');
    // The eraser has no tile of its own; back on the brush, the tree is still chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(screen.getByRole('button', { name: 'Tree (2)' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Brush' }));
    expect(store.getState().tool).toEqual({ kind: 'brush', code: 2 });
  });

  it('offers Undo and Redo only when there is something to undo or redo, by button and by Ctrl+Z / Ctrl+Shift+Z', async () => {
    const store = renderToolbar();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    store.dispatch({ type: 'strokeStart', cell: { x: 2, y: 2 } });
    store.dispatch({ type: 'strokeEnd' });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.click(undo);
    expect(row(store, 2)).toBe('0000000000000000');
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(row(store, 2)).toBe('0010000000000000');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(row(store, 2)).toBe('0000000000000000');
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

  it("names each tile button by core's one list of tile names, as the live region and the Tiled export do", async () => {
    const store = renderToolbar();
    for (const { code, name } of TILESET_TILES) {
      expect(name).toBe(TILE_NAMES[code]);
      const button = screen.getByRole('button', { name: `${name} (${code})` });
      expect(button).toHaveAttribute('title', `${name} (${code})`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Obstacle (4)' }));
    store.dispatch({ type: 'strokeStart', cell: { x: 3, y: 4 } });
    store.dispatch({ type: 'strokeEnd' });
    expect(store.lastAnnouncement()).toBe('Painted Obstacle at 3, 4.');
  });

  it('gives every button a tooltip with what it does and its key, from the same texts as the key list', () => {
    renderToolbar();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo (Ctrl+Z)');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('title', 'Redo (Ctrl+Shift+Z or Ctrl+Y)');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('title', 'Grid (G)');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('title', 'Zoom in (+)');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('title', 'Zoom out (-)');
    expect(screen.getByRole('button', { name: 'Brush' })).toHaveAttribute('title', 'Brush (B)');
    // The title describes; the name stays what the button says.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAccessibleName('Undo');
    for (const button of screen.getAllByRole('button')) expect(button.title, button.textContent ?? '').not.toBe('');
  });
});
