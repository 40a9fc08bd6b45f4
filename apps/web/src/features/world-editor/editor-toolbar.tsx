import { useEffect, useRef } from 'react';
import type { Biome } from '../../lib/render/art/biomes';
import { createTileAtlas } from '../../lib/render/art/tile-atlas';
import { PAINTABLE_CODES, type EditorState, type EditorStore } from './model';
import { chooseTile, chooseTool, chosenCode, type ToolMemory } from './tool-choice';
import { TOOLS } from './tools';
import { EDITOR_TEXTS as T, TILE_NAMES } from './editor-texts';
import { keyOf } from './editor-keys';
import { useEditor } from './use-editor';

export const ZOOMS = [0.5, 0.75, 1, 1.5, 2] as const;
const SWATCH_PX = 24;
const swatchAtlas = createTileAtlas(SWATCH_PX);

/** One tile as the game draws it, for the palette. */
function TileSwatch({ code, biome }: { code: number; biome: Biome }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, SWATCH_PX, SWATCH_PX);
    ctx.drawImage(swatchAtlas.tile(biome, code, { mask: 0, variant: 0, frame: 0 }), 0, 0);
  }, [code, biome]);
  return <canvas ref={canvas} width={SWATCH_PX} height={SWATCH_PX} aria-hidden="true" className="editor-swatch" />;
}

/** The next zoom step in or out (unchanged at either end). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const at = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  return ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + direction))]!;
}

export interface EditorToolbarProps {
  store: EditorStore;
  memory: ToolMemory;
  biome: Biome;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** Opens the list of keyboard keys. */
  onShowKeys?: () => void;
}

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes anywhere on the page, except in a field, the
 * story's code editor (which has its own undo) or a dialog.
 */
function useUndoKeys(store: EditorStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!(event.ctrlKey || event.metaKey) || target?.closest?.('input, textarea, select, .cm-editor')) return;
      if (document.querySelector('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/** One button per tool piece, in the registry's order. */
function ToolButtons({ store, memory, state }: { store: EditorStore; memory: ToolMemory; state: EditorState }) {
  return (
    <div role="group" aria-label={T.tools} className="editor-tools">
      {TOOLS.map((tool) => (
        <button
          key={tool.id}
          type="button"
          className="button editor-tool"
          aria-pressed={state.tool.kind === tool.id}
          aria-keyshortcuts={tool.key}
          title={T.withKey(tool.label, tool.key)}
          onClick={() => chooseTool(store, memory, tool.id)}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

function TilePalette({
  store,
  memory,
  biome,
  code,
}: {
  store: EditorStore;
  memory: ToolMemory;
  biome: Biome;
  code: number | null;
}) {
  return (
    <div role="group" aria-label={T.palette} className="editor-palette">
      {PAINTABLE_CODES.map((tile) => (
        <button
          key={tile}
          type="button"
          className="editor-tile"
          aria-pressed={code === tile}
          aria-label={T.withKey(TILE_NAMES[tile] ?? '', String(tile))}
          title={T.withKey(TILE_NAMES[tile] ?? '', String(tile))}
          onClick={() => chooseTile(store, memory, tile)}
        >
          <TileSwatch code={tile} biome={biome} />
        </button>
      ))}
    </div>
  );
}

function ViewButtons({
  store,
  state,
  zoom,
  onZoom,
  onShowKeys,
}: {
  store: EditorStore;
  state: EditorState;
  zoom: number;
  onZoom: (zoom: number) => void;
  onShowKeys?: () => void;
}) {
  return (
    <div role="group" aria-label={T.history} className="editor-tools">
      <button
        type="button"
        className="button"
        aria-keyshortcuts="Control+Z"
        title={T.withKey(T.undo, keyOf('undo'))}
        disabled={state.history.past.length === 0}
        onClick={() => store.dispatch({ type: 'undo' })}
      >
        {T.undo}
      </button>
      <button
        type="button"
        className="button"
        aria-keyshortcuts="Control+Shift+Z"
        title={T.withKey(T.redo, keyOf('redo'))}
        disabled={state.history.future.length === 0}
        onClick={() => store.dispatch({ type: 'redo' })}
      >
        {T.redo}
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={state.grid}
        aria-keyshortcuts="G"
        title={T.withKey(T.grid, keyOf('grid'))}
        onClick={() => store.dispatch({ type: 'toggleGrid' })}
      >
        {T.grid}
      </button>
      <button
        type="button"
        className="button"
        aria-keyshortcuts="-"
        title={T.withKey(T.zoomOut, keyOf('zoomOut'))}
        disabled={zoom === ZOOMS[0]}
        onClick={() => onZoom(stepZoom(zoom, -1))}
      >
        {T.zoomOut}
      </button>
      <button
        type="button"
        className="button"
        aria-keyshortcuts="+"
        title={T.withKey(T.zoomIn, keyOf('zoomIn'))}
        disabled={zoom === ZOOMS[ZOOMS.length - 1]}
        onClick={() => onZoom(stepZoom(zoom, 1))}
      >
        {T.zoomIn}
      </button>
      {onShowKeys && (
        <button
          type="button"
          className="button"
          aria-label={T.keysTitle}
          aria-haspopup="dialog"
          aria-keyshortcuts="Shift+?"
          title={T.withKey(T.keysTitle, keyOf('keys'))}
          onClick={onShowKeys}
        >
          {T.keysButton}
        </button>
      )}
    </div>
  );
}

/** Tools, tiles, undo and redo, the grid and zoom. Ctrl+Z and Ctrl+Shift+Z work anywhere on the page. */
export function EditorToolbar({ store, memory, biome, zoom, onZoom, onShowKeys }: EditorToolbarProps) {
  const { state } = useEditor(store);
  useUndoKeys(store);
  return (
    <div className="editor-toolbar">
      <ToolButtons store={store} memory={memory} state={state} />
      <TilePalette store={store} memory={memory} biome={biome} code={chosenCode(state.tool)} />
      <ViewButtons store={store} state={state} zoom={zoom} onZoom={onZoom} onShowKeys={onShowKeys} />
    </div>
  );
}
