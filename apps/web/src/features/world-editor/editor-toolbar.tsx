import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Biome } from '../game/render/art/biomes';
import { createTileAtlas } from '../game/render/art/tile-atlas';
import type { EditorStore, EditorTool } from './editor-store';
import { EDITOR_TEXTS as T, TILE_NAMES } from './editor-texts';

const TOOLS: readonly EditorTool[] = ['paint', 'fill', 'spawn'];
const ZOOMS = [0.5, 0.75, 1, 1.5, 2] as const;
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

export interface EditorToolbarProps {
  store: EditorStore;
  biome: Biome;
  zoom: number;
  onZoom: (zoom: number) => void;
  children?: ReactNode;
}

/** Tiles, tools, undo and redo, the grid, zoom and the map shown; the save and Tiled buttons follow. */
export function EditorToolbar({ store, biome, zoom, onZoom, children }: EditorToolbarProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const zoomAt = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);

  // Undo and redo work wherever focus is on the page (not while typing in a field).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement | null)?.closest('input, textarea, select'))
        return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <div className="editor-toolbar">
      <div role="group" aria-label={T.palette} className="editor-palette">
        {Object.entries(TILE_NAMES).map(([code, name]) => (
          <button
            key={code}
            type="button"
            className="editor-tile"
            aria-pressed={state.code === Number(code) && state.tool !== 'spawn'}
            aria-label={`${name} (${code})`}
            title={`${name} (${code})`}
            onClick={() => store.setCode(Number(code))}
          >
            <TileSwatch code={Number(code)} biome={biome} />
          </button>
        ))}
      </div>
      <div role="group" aria-label={T.tools} className="editor-tools">
        {TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            className="button"
            aria-pressed={state.tool === tool}
            onClick={() => store.setTool(tool)}
          >
            {T.toolName(tool)}
          </button>
        ))}
        <button type="button" className="button" disabled={state.past.length === 0} onClick={() => store.undo()}>
          {T.undo}
        </button>
        <button type="button" className="button" disabled={state.future.length === 0} onClick={() => store.redo()}>
          {T.redo}
        </button>
        <button type="button" className="button" aria-pressed={state.grid} onClick={() => store.toggleGrid()}>
          {T.grid}
        </button>
        <button type="button" className="button" disabled={zoomAt <= 0} onClick={() => onZoom(ZOOMS[zoomAt - 1]!)}>
          {T.zoomOut}
        </button>
        <button
          type="button"
          className="button"
          disabled={zoomAt >= ZOOMS.length - 1}
          onClick={() => onZoom(ZOOMS[zoomAt + 1]!)}
        >
          {T.zoomIn}
        </button>
        {state.doc.maps.length > 1 && (
          <label className="editor-map-select">
            {T.map}{' '}
            <select value={state.mapId} onChange={(event) => store.selectMap(event.target.value)}>
              {state.doc.maps.map((map) => (
                <option key={map.id} value={map.id}>
                  {map.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="editor-files">{children}</div>
    </div>
  );
}
