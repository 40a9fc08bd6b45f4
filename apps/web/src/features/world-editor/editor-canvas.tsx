import { useEffect, useRef, type MutableRefObject } from 'react';
import type { Position, WorldProblemDto as WorldProblem } from '@authentic/core';
import type { Biome } from '../../lib/render/art/biomes';
import type { TilesetArt } from '../../lib/render/painted-art';
import type { EditorStore } from './model';
import { useCanvasDrawing, type CanvasView } from './editor-canvas-drawing';
import { useCanvasKeys } from './editor-canvas-keys';
import { useCanvasPointer } from './editor-canvas-pointer';
import { useCanvasWheel } from './editor-canvas-wheel';
import { centreOn, type EditorViewport } from './editor-viewport';
import { EDITOR_TILE_PX } from './editor-overlay';
import { EDITOR_TEXTS as T } from './editor-texts';
import { canvasHelp } from './editor-keys';
import type { ToolMemory } from './tool-choice';
import { toolPiece } from './tools';
import { shownMap, useEditor } from './use-editor';

export { EDITOR_TILE_PX };

export interface EditorCanvasProps {
  store: EditorStore;
  memory: ToolMemory;
  biome: Biome;
  zoom: number;
  onZoom: (zoom: number) => void;
  problems: readonly WorldProblem[];
  /** The world's own tilesets, images loaded (lib/render/use-tileset-art.ts). */
  tilesets?: readonly TilesetArt[];
  /** Opens the list of keyboard keys ('?' on the canvas). */
  onShowKeys?: () => void;
  /** Where the view is, for the minimap, which may also move it. */
  viewport?: EditorViewport;
}

const NO_TILESETS: readonly TilesetArt[] = [];

/** The cursor stays in view: the view follows it when it leaves. */
function useFollowCursor(
  cursor: Position,
  scale: number,
  viewRef: MutableRefObject<CanvasView>,
  repaintRef: MutableRefObject<() => void>,
  keepViewRef: MutableRefObject<boolean>,
) {
  useEffect(() => {
    // The wheel zoomed around the pointer: that is where the view stays.
    if (keepViewRef.current) {
      keepViewRef.current = false;
      return;
    }
    const { width, height } = viewRef.current;
    const left = cursor.x * scale;
    const top = cursor.y * scale;
    const next = { ...viewRef.current };
    if (left < next.x) next.x = left - scale;
    if (left + scale > next.x + width) next.x = left + 2 * scale - width;
    if (top < next.y) next.y = top - scale;
    if (top + scale > next.y + height) next.y = top + 2 * scale - height;
    if (next.x !== viewRef.current.x || next.y !== viewRef.current.y) {
      viewRef.current = next;
      repaintRef.current();
    }
  }, [cursor, scale, viewRef, repaintRef, keepViewRef]);
}

/** The minimap moves the view: centred on the cell it was clicked at. */
function useViewportMover(
  viewport: EditorViewport | undefined,
  viewRef: MutableRefObject<CanvasView>,
  scale: number,
  repaintRef: MutableRefObject<() => void>,
) {
  useEffect(() => {
    if (!viewport) return;
    viewport.setMover((cell) => {
      viewRef.current = { ...viewRef.current, ...centreOn(viewRef.current, cell, scale) };
      repaintRef.current();
    });
    return () => viewport.setMover(null);
  }, [viewport, viewRef, scale, repaintRef]);
}

/**
 * The map being edited (editor-canvas-drawing.ts draws it). One finger or the mouse hands the tool
 * a stroke, the middle button or Shift+drag pans (editor-canvas-pointer.ts); the keyboard moves a
 * cell cursor and uses the tool at it (editor-canvas-keys.ts), the wheel zooms around the pointer
 * (editor-canvas-wheel.ts), and a live region says what is there.
 */
export function EditorCanvas({
  store,
  memory,
  biome,
  zoom,
  onZoom,
  problems,
  tilesets = NO_TILESETS,
  onShowKeys,
  viewport,
}: EditorCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { state, said } = useEditor(store);
  const viewRef = useRef<CanvasView>({ x: 0, y: 0, width: 0, height: 0, ratio: 1 });
  const scale = EDITOR_TILE_PX * zoom;
  const repaintRef = useCanvasDrawing({
    canvasRef,
    store,
    biome,
    zoom,
    problems,
    viewRef,
    tilesets,
    viewport,
  });
  const keepViewRef = useRef(false);
  useFollowCursor(state.cursor, scale, viewRef, repaintRef, keepViewRef);
  useCanvasWheel({ canvasRef, viewRef, zoom, onZoom, repaintRef, keepViewRef });
  useViewportMover(viewport, viewRef, scale, repaintRef);
  const pointer = useCanvasPointer(store, viewRef, scale, repaintRef);
  const onKeyDown = useCanvasKeys({ store, memory, viewRef, scale, zoom, onZoom, repaintRef, onShowKeys });
  const map = shownMap(state);
  return (
    <div className="editor-canvas-wrap">
      <canvas
        ref={canvasRef}
        className="editor-canvas"
        style={{ cursor: toolPiece(state.tool.kind).cursor }}
        tabIndex={0}
        role="application"
        aria-roledescription={T.canvasRole}
        aria-label={T.canvasLabel(map.name, state.cursor.x, state.cursor.y)}
        aria-describedby="editor-canvas-help"
        data-cursor={`${state.cursor.x},${state.cursor.y}`}
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        onPointerCancel={pointer.onPointerUp}
        onKeyDown={onKeyDown}
      />
      <p id="editor-canvas-help" className="visually-hidden">
        {canvasHelp()}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
