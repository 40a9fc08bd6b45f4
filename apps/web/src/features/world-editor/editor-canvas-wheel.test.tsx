// @vitest-environment jsdom
// (jsdom, not happy-dom: this file needs its accessible names, wheel events or storage quota; decision 0295)
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { EditorCanvas } from './editor-canvas';
import { zoomAround } from './editor-canvas-wheel';
import { freshToolMemory } from './tool-choice';

function renderCanvas(zoom = 1) {
  const onZoom = vi.fn();
  render(
    <EditorCanvas
      store={createEditorStore(testDoc())}
      memory={freshToolMemory()}
      biome="meadow"
      zoom={zoom}
      onZoom={onZoom}
      problems={[]}
    />,
  );
  return { onZoom, canvas: screen.getByRole('application', { name: /^Map canvas, / }) };
}

describe('the mouse wheel over the map', () => {
  it('zooms by the toolbar’s steps and keeps the page from scrolling', () => {
    const { onZoom, canvas } = renderCanvas();
    // fireEvent answers false when the listener prevented the default (the page's scroll).
    expect(fireEvent.wheel(canvas, { deltaY: -100 })).toBe(false);
    expect(onZoom).toHaveBeenLastCalledWith(1.5);
    expect(fireEvent.wheel(canvas, { deltaY: 100, ctrlKey: true })).toBe(false);
    expect(onZoom).toHaveBeenLastCalledWith(0.75);
  });

  it('adds up a trackpad’s small turns into one step, and pans sideways with Shift', () => {
    const { onZoom, canvas } = renderCanvas();
    fireEvent.wheel(canvas, { deltaY: 30 });
    expect(onZoom).not.toHaveBeenCalled();
    fireEvent.wheel(canvas, { deltaY: 30 });
    expect(onZoom).toHaveBeenCalledTimes(1);
    expect(onZoom).toHaveBeenLastCalledWith(0.75);
    expect(fireEvent.wheel(canvas, { deltaY: 200, shiftKey: true })).toBe(false);
    expect(onZoom).toHaveBeenCalledTimes(1);
  });

  it('stays within the zoom steps', () => {
    const { onZoom, canvas } = renderCanvas(2);
    fireEvent.wheel(canvas, { deltaY: -100 });
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('keeps the map point under the pointer where it was', () => {
    expect(zoomAround({ x: 0, y: 0 }, { x: 100, y: 50 }, 1, 2)).toEqual({ x: 100, y: 50 });
    const corner = zoomAround({ x: 40, y: 20 }, { x: 60, y: 30 }, 1, 0.5);
    // The map point under the pointer was (100, 50) at zoom 1: (50, 25) at zoom 0.5, still 60, 30 from the corner.
    expect(corner).toEqual({ x: -10, y: -5 });
  });
});
