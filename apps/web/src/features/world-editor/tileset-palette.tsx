import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { WorldTileset } from '@authentic/core';
import type { EditorStore, TileStamp } from './model';
import { ART_TEXTS as T } from './art-texts';
import { chooseStamp, type ToolMemory } from './tool-choice';
import { useEditor } from './use-editor';

type Tile = { column: number; row: number };

const ZOOMS = [1, 2, 3, 4] as const;
/** The panel's width the palette fits at first (CSS pixels). */
const FIT_PX = 288;

export const tilesetRows = (tileset: WorldTileset) => Math.ceil(tileset.tileCount / tileset.columns);

/** The block between two tiles, as a stamp of the tileset. */
function blockOf(index: number, a: Tile, b: Tile): TileStamp {
  const column = Math.min(a.column, b.column);
  const row = Math.min(a.row, b.row);
  return { tileset: index, column, row, width: Math.abs(a.column - b.column) + 1, height: Math.abs(a.row - b.row) + 1 };
}

/** What the arrows do: move the block (plain) or grow and shrink it from its far corner (Shift). */
function stepStamp(stamp: TileStamp, tileset: WorldTileset, dx: number, dy: number, grow: boolean): TileStamp {
  const columns = tileset.columns;
  const rows = tilesetRows(tileset);
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  if (grow) {
    const width = clamp(stamp.width + dx, columns - stamp.column);
    const height = clamp(stamp.height + dy, rows - stamp.row);
    return { ...stamp, width: Math.max(1, width), height: Math.max(1, height) };
  }
  return {
    ...stamp,
    column: clamp(stamp.column + dx, columns - stamp.width),
    row: clamp(stamp.row + dy, rows - stamp.height),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * One tileset as a palette (issue 36): its image scaled crisp, a tap picks one tile, a drag a block
 * (the stamp the Paint tiles tool puts down); focusable, the arrows move the choice and Shift with an
 * arrow grows it, and a live line says which tile it is.
 */
export function TilesetPalette({
  store,
  memory,
  tileset,
  index,
}: {
  store: EditorStore;
  memory: ToolMemory;
  tileset: WorldTileset;
  index: number;
}) {
  const id = useId();
  const { state } = useEditor(store);
  const [zoom, setZoom] = useState(() => Math.max(1, Math.min(4, Math.floor(FIT_PX / tileset.imageWidth))));
  const [drag, setDrag] = useState<null | { anchor: Tile; end: Tile }>(null);
  const held = state.tool.kind === 'tiles' ? state.tool.stamp : memory.stamp;
  const chosen = held?.tileset === index ? held : null;
  const shown = drag ? blockOf(index, drag.anchor, drag.end) : chosen;
  const { tileWidth: tw, tileHeight: th, margin, spacing, columns } = tileset;

  const tileAt = (event: PointerEvent<HTMLDivElement>): Tile => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / zoom - margin;
    const y = (event.clientY - box.top) / zoom - margin;
    const clamp = (n: number, max: number) => Math.min(max - 1, Math.max(0, n));
    return {
      column: clamp(Math.floor(x / (tw + spacing)), columns),
      row: clamp(Math.floor(y / (th + spacing)), tilesetRows(tileset)),
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const tile = tileAt(event);
    setDrag({ anchor: tile, end: tile });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, end: tileAt(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    chooseStamp(store, memory, blockOf(index, drag.anchor, tileAt(event)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const from = chosen ?? { tileset: index, column: 0, row: 0, width: 1, height: 1 };
    chooseStamp(store, memory, chosen ? stepStamp(from, tileset, arrow[0], arrow[1], event.shiftKey) : from);
  };

  const scale = (n: number) => n * zoom;
  const said = chosen
    ? T.chosen(
        chosen.row * columns + chosen.column,
        tileset.name,
        chosen.column,
        chosen.row,
        chosen.width,
        chosen.height,
      )
    : T.noneChosen(tileset.name);
  return (
    <div className="tileset-palette">
      <div className="tileset-palette-head">
        <h3 id={`${id}-name`}>{tileset.name}</h3>
        <label htmlFor={`${id}-zoom`} className="visually-hidden">
          {T.zoom(tileset.name)}
        </label>
        <select id={`${id}-zoom`} value={zoom} onChange={(event) => setZoom(Number(event.target.value))}>
          {ZOOMS.map((z) => (
            <option key={z} value={z}>{`${z}×`}</option>
          ))}
        </select>
      </div>
      <div className="tileset-palette-scroll">
        <div
          className="tileset-palette-grid"
          role="application"
          aria-roledescription={T.paletteRole}
          aria-label={T.paletteLabel(tileset.name)}
          aria-describedby={`${id}-help ${id}-said`}
          tabIndex={0}
          style={{ width: scale(tileset.imageWidth), height: scale(tileset.imageHeight) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
          onKeyDown={onKeyDown}
        >
          <img src={tileset.url} alt="" draggable={false} width={scale(tileset.imageWidth)} />
          {shown && (
            <div
              className="tileset-palette-chosen"
              style={{
                left: scale(margin + shown.column * (tw + spacing)),
                top: scale(margin + shown.row * (th + spacing)),
                width: scale(shown.width * (tw + spacing) - spacing),
                height: scale(shown.height * (th + spacing) - spacing),
              }}
            />
          )}
        </div>
      </div>
      <p id={`${id}-help`} className="visually-hidden">
        {T.paletteHelp}
      </p>
      <p id={`${id}-said`} className="field-hint" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
