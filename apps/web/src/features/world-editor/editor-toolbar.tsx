import { useEffect, useRef } from 'react';
import type { Biome } from '../../lib/render/art/biomes';
import { createTileAtlas } from '../../lib/render/art/tile-atlas';
import { MODEL_TEXTS, PAINTABLE_CODES, type EditorStore } from './model';
import { chooseTile, chooseTool, chosenCode, TOOL_ORDER, type ToolMemory } from './tool-choice';
import { EDITOR_TEXTS as T, TILE_NAMES, TOOL_KEYS } from './editor-texts';
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
}

/** Tools, tiles, undo and redo, the grid and zoom. Ctrl+Z and Ctrl+Shift+Z work anywhere on the page. */
export function EditorToolbar({ store, memory, biome, zoom, onZoom }: EditorToolbarProps) {
  const { state } = useEditor(store);
  const code = chosenCode(state.tool);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement | null)?.closest('input, textarea, select'))
        return;
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

  return (
    <div className="editor-toolbar">
      <div role="group" aria-label={T.tools} className="editor-tools">
        {TOOL_ORDER.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button editor-tool"
            aria-pressed={state.tool.kind === kind}
            aria-keyshortcuts={TOOL_KEYS[kind]}
            title={`${MODEL_TEXTS.toolNames[kind]} (${TOOL_KEYS[kind]})`}
            onClick={() => chooseTool(store, memory, kind)}
          >
            {MODEL_TEXTS.toolNames[kind]}
          </button>
        ))}
      </div>
      <div role="group" aria-label={T.palette} className="editor-palette">
        {PAINTABLE_CODES.map((tile) => (
          <button
            key={tile}
            type="button"
            className="editor-tile"
            aria-pressed={code === tile}
            aria-label={`${TILE_NAMES[tile]} (${tile})`}
            title={`${TILE_NAMES[tile]} (${tile})`}
            onClick={() => chooseTile(store, memory, tile)}
          >
            <TileSwatch code={tile} biome={biome} />
          </button>
        ))}
      </div>
      <div role="group" aria-label={T.history} className="editor-tools">
        <button
          type="button"
          className="button"
          aria-keyshortcuts="Control+Z"
          disabled={state.history.past.length === 0}
          onClick={() => store.dispatch({ type: 'undo' })}
        >
          {T.undo}
        </button>
        <button
          type="button"
          className="button"
          aria-keyshortcuts="Control+Shift+Z"
          disabled={state.history.future.length === 0}
          onClick={() => store.dispatch({ type: 'redo' })}
        >
          {T.redo}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={state.grid}
          onClick={() => store.dispatch({ type: 'toggleGrid' })}
        >
          {T.grid}
        </button>
        <button
          type="button"
          className="button"
          disabled={zoom === ZOOMS[0]}
          onClick={() => onZoom(stepZoom(zoom, -1))}
        >
          {T.zoomOut}
        </button>
        <button
          type="button"
          className="button"
          disabled={zoom === ZOOMS[ZOOMS.length - 1]}
          onClick={() => onZoom(stepZoom(zoom, 1))}
        >
          {T.zoomIn}
        </button>
      </div>
    </div>
  );
}
