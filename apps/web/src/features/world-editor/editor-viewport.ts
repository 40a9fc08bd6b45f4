import type { Position } from '@authentic/core';
import type { CanvasView } from './editor-canvas-drawing';

/** The part of the map in view, in whole cells (what the minimap shows and says). */
export interface ViewCells {
  left: number;
  top: number;
  columns: number;
  rows: number;
}

/**
 * Where the canvas's view is, for what sits beside it (the minimap): the canvas publishes the view
 * each time it draws, and the snapshot changes only when the view moves by a whole cell, so a panel
 * reading it renders a few times a pan, not every frame (STYLE habit 4). The canvas also answers
 * `moveTo`, which centres the view on a cell.
 */
export interface EditorViewport {
  publish(view: CanvasView, cellPx: number): void;
  cells(): ViewCells;
  subscribe(listener: () => void): () => void;
  setMover(move: ((cell: Position) => void) | null): void;
  moveTo(cell: Position): void;
}

const NO_VIEW: ViewCells = { left: 0, top: 0, columns: 0, rows: 0 };

export function createViewport(): EditorViewport {
  let cells = NO_VIEW;
  let mover: ((cell: Position) => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    publish(view, cellPx) {
      const next = {
        left: Math.floor(view.x / cellPx),
        top: Math.floor(view.y / cellPx),
        columns: Math.ceil(view.width / cellPx),
        rows: Math.ceil(view.height / cellPx),
      };
      if (
        next.left === cells.left &&
        next.top === cells.top &&
        next.columns === cells.columns &&
        next.rows === cells.rows
      )
        return;
      cells = next;
      for (const listener of listeners) listener();
    },
    cells: () => cells,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setMover(move) {
      mover = move;
    },
    moveTo(cell) {
      mover?.(cell);
    },
  };
}

/** The view's corner that puts a cell in the middle of the view. */
export function centreOn(view: CanvasView, cell: Position, cellPx: number): Position {
  return {
    x: Math.round(cell.x * cellPx + cellPx / 2 - view.width / 2),
    y: Math.round(cell.y * cellPx + cellPx / 2 - view.height / 2),
  };
}
