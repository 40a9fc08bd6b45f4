import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { centreOn, createViewport } from './editor-viewport';
import { Minimap } from './minimap';

const view = (x: number, y: number, width: number, height: number) => ({ x, y, width, height, ratio: 1 });

function renderMinimap() {
  const store = createEditorStore(testDoc());
  const viewport = createViewport();
  const mover = vi.fn();
  viewport.setMover(mover);
  render(<Minimap store={store} viewport={viewport} />);
  return { viewport, mover, name: store.getState().history.present.maps[0]!.name };
}

describe('the minimap', () => {
  it('shows a map larger than the view, says where the view is, and follows it', () => {
    const { viewport, name } = renderMinimap();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The 16 × 12 map at 32 px a cell, in a view of 8 × 6 cells.
    act(() => viewport.publish(view(0, 0, 256, 192), 32));
    const minimap = screen.getByRole('img', {
      name: new RegExp(`^Minimap of ${name}: the view is at columns 0 to 7, rows 0 to 5, of 16 × 12 cells`),
    });
    expect(minimap).toBeInTheDocument();
    act(() => viewport.publish(view(4 * 32, 3 * 32, 256, 192), 32));
    expect(minimap).toHaveAccessibleName(expect.stringContaining('columns 4 to 11, rows 3 to 8'));
  });

  it('moves the view to where it is clicked or tapped', () => {
    const { viewport, mover } = renderMinimap();
    act(() => viewport.publish(view(0, 0, 256, 192), 32));
    const minimap = screen.getByRole('img', { name: /^Minimap of / });
    minimap.getBoundingClientRect = () => ({ left: 0, top: 0, width: 160, height: 120 }) as DOMRect;
    fireEvent.pointerDown(minimap, { clientX: 105, clientY: 65, pointerId: 1 });
    expect(mover).toHaveBeenLastCalledWith({ x: 10, y: 6 });
  });

  it('is not shown when the whole map fits the view', () => {
    const { viewport } = renderMinimap();
    act(() => viewport.publish(view(0, 0, 16 * 32, 12 * 32), 32));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('centres the view on the chosen cell', () => {
    expect(centreOn(view(0, 0, 256, 192), { x: 10, y: 6 }, 32)).toEqual({ x: 10 * 32 + 16 - 128, y: 6 * 32 + 16 - 96 });
  });
});
