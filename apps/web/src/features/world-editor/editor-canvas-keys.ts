import type { KeyboardEvent, MutableRefObject } from 'react';
import type { EditorStore, EditorTool } from './model';
import type { CanvasView } from './editor-canvas-drawing';
import { stepZoom } from './editor-toolbar';
import { chooseTile, chooseTool, type ToolMemory } from './tool-choice';
import { TOOLS } from './tools';

/** A tool's key on the canvas, lower case, to the tool. */
const KEY_TOOLS = new Map<string, EditorTool['kind']>(TOOLS.map((tool) => [tool.key.toLowerCase(), tool.id]));

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface CanvasKeys {
  store: EditorStore;
  memory: ToolMemory;
  viewRef: MutableRefObject<CanvasView>;
  scale: number;
  zoom: number;
  onZoom: (zoom: number) => void;
  repaintRef: MutableRefObject<() => void>;
  /** Opens the list of keyboard keys ('?'). */
  onShowKeys?: () => void;
}

/** Does what a key means on the canvas; false when the key is not the canvas's. */
function handleKey(event: KeyboardEvent<HTMLCanvasElement>, keys: CanvasKeys): boolean {
  const { store, memory, viewRef, scale } = keys;
  const move = MOVES[event.key];
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const key = event.key.toLowerCase();
  if (move && event.shiftKey) {
    viewRef.current.x += move[0] * scale * 4;
    viewRef.current.y += move[1] * scale * 4;
    keys.repaintRef.current();
  } else if (move) store.dispatch({ type: 'moveCursor', dx: move[0], dy: move[1] });
  else if (event.key === '?' && keys.onShowKeys) keys.onShowKeys();
  else if (event.key === ' ' || event.key === 'Enter') store.dispatch({ type: 'applyAtCursor' });
  else if (event.key === 'Escape' && store.getState().stroke) store.dispatch({ type: 'strokeCancel' });
  else if (plain && /^[0-8]$/.test(event.key)) chooseTile(store, memory, Number(event.key));
  else if (plain && KEY_TOOLS.has(key)) chooseTool(store, memory, KEY_TOOLS.get(key)!);
  else if (plain && key === 'g') store.dispatch({ type: 'toggleGrid' });
  else if (plain && (event.key === '+' || event.key === '=' || event.key === '-'))
    keys.onZoom(stepZoom(keys.zoom, event.key === '-' ? -1 : 1));
  else return false;
  return true;
}

/**
 * The canvas's keys: arrows move the cell cursor (Shift pans), Space or Enter hands the tool the
 * cursor's cell, Escape cancels a rectangle, 0 to 8 choose a tile, each tool's letter takes it, G the
 * grid, plus and minus zoom, '?' lists every key (editor-keys.ts).
 */
export function useCanvasKeys(keys: CanvasKeys) {
  return (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (handleKey(event, keys)) event.preventDefault();
  };
}
