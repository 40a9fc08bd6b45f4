import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { worldDocMapSize, type Position, type WorldProblemDto as WorldProblem } from '@authentic/core';
import { createTileAtlas } from '../../lib/render/art/tile-atlas';
import type { Biome } from '../../lib/render/art/biomes';
import { createChunkLayer, type ChunkLayer } from '../../lib/render/chunk-layer';
import { P } from '../../ui/palette';
import type { EditorStore, EditorTool } from './model';
import { drawOverlay, EDITOR_TILE_PX } from './editor-overlay';
import { EDITOR_TEXTS as T, TOOL_KEYS } from './editor-texts';
import { stepZoom } from './editor-toolbar';
import { chooseTile, chooseTool, type ToolMemory } from './tool-choice';
import { shownMap, useEditor } from './use-editor';

export { EDITOR_TILE_PX };

/** A tool's key on the canvas, lower case, to the tool. */
const KEY_TOOLS = new Map(
  Object.entries(TOOL_KEYS).map(([kind, key]) => [key.toLowerCase(), kind as EditorTool['kind']]),
);

export interface EditorCanvasProps {
  store: EditorStore;
  memory: ToolMemory;
  biome: Biome;
  zoom: number;
  onZoom: (zoom: number) => void;
  problems: readonly WorldProblem[];
}

/**
 * The map being edited, drawn with the game's own tiles and autotiled walls through the chunked map
 * layer (only what is in view; a brush dab repaints one chunk). One finger or the mouse paints, the
 * middle button or Shift+drag pans; the keyboard moves a cell cursor and paints at it, and a live
 * region says what is there.
 */
export function EditorCanvas({ store, memory, biome, zoom, onZoom, problems }: EditorCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { state, said } = useEditor(store);
  /** Asks for a repaint on the next frame (after a pan, which is not an edit). */
  const repaint = useRef<() => void>(() => {});
  const view = useRef({ x: 0, y: 0, width: 0, height: 0, ratio: 1 });
  const layer = useRef<{ layer: ChunkLayer; mapId: string } | null>(null);
  const frame = useRef(0);
  const pan = useRef<{ from: Position; view: Position } | null>(null);
  /** Fingers on the canvas: one paints, a second turns the touch into a pan. */
  const touches = useRef(new Map<number, Position>());
  /** How many undo steps there were when the running stroke began. */
  const strokeFrom = useRef(0);
  const scale = EDITOR_TILE_PX * zoom;

  // One atlas for the editor's life: tile pictures are painted once each.
  const atlas = useRef(createTileAtlas(EDITOR_TILE_PX));

  useEffect(() => {
    const node = canvas.current;
    const ctx = node?.getContext('2d');
    if (!node || !ctx) return;
    const rebuild = () => {
      layer.current?.layer.dispose();
      const map = shownMap(store.getState());
      const { width, height } = worldDocMapSize(map);
      // The chunks read the store's newest rows of this map: a changed cell only needs invalidating.
      const tileAt = (x: number, y: number) => {
        const row = shownMap(store.getState()).rows[y];
        return row === undefined || x >= row.length ? undefined : row.charCodeAt(x) - 48;
      };
      layer.current = {
        layer: createChunkLayer({ width, height, tileAt, biome, atlas: atlas.current, tilePx: EDITOR_TILE_PX }),
        mapId: map.id,
      };
    };
    const draw = () => {
      frame.current = 0;
      const began = performance.now();
      const current = store.getState();
      if (!layer.current || layer.current.mapId !== current.mapId) rebuild();
      const { layer: mapLayer } = layer.current!;
      const { width, height, ratio } = view.current;
      const z = zoom;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.fillStyle = P.ink;
      ctx.fillRect(0, 0, width, height);
      // Map pixels to the screen: zoom, then the view's offset (in CSS pixels of the zoomed map).
      ctx.setTransform(ratio * z, 0, 0, ratio * z, -view.current.x * ratio, -view.current.y * ratio);
      mapLayer.draw(
        ctx,
        { x: view.current.x / z, y: view.current.y / z, width: width / z, height: height / z },
        performance.now(),
      );
      drawOverlay(ctx, current, problems, z);
      // Where the view is, for tests that point at a cell (CSS pixels of the map at this zoom).
      node.dataset.viewX = String(view.current.x);
      node.dataset.viewY = String(view.current.y);
      node.dataset.cellPx = String(EDITOR_TILE_PX * z);
      // How long this repaint took (npm run bench:render reads it while painting a stroke).
      node.dataset.drawMs = (performance.now() - began).toFixed(2);
    };
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(draw);
    };
    repaint.current = schedule;
    const offChange = store.onChange((changed) => {
      if (changed === 'all' || !layer.current) {
        layer.current?.layer.dispose();
        layer.current = null;
      } else if (changed.mapId === layer.current.mapId) {
        layer.current.layer.invalidate(changed.cells);
      }
      schedule();
    });
    const offState = store.subscribe(schedule);
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      // The drawing area inside the canvas's border.
      const box = { width: node.clientWidth, height: node.clientHeight };
      view.current = { ...view.current, width: box.width, height: box.height, ratio };
      node.width = Math.round(box.width * ratio);
      node.height = Math.round(box.height * ratio);
      schedule();
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(node);
    return () => {
      offChange();
      offState();
      observer?.disconnect();
      layer.current?.layer.dispose();
      layer.current = null;
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [store, biome, zoom, problems]);

  // The cursor stays in view: the view follows it when it leaves.
  useEffect(() => {
    const { width, height } = view.current;
    const { x, y } = state.cursor;
    const left = x * scale;
    const top = y * scale;
    const next = { ...view.current };
    if (left < next.x) next.x = left - scale;
    if (left + scale > next.x + width) next.x = left + 2 * scale - width;
    if (top < next.y) next.y = top - scale;
    if (top + scale > next.y + height) next.y = top + 2 * scale - height;
    if (next.x !== view.current.x || next.y !== view.current.y) {
      view.current = next;
      repaint.current();
    }
  }, [state.cursor, scale]);

  const cellAt = (event: PointerEvent<HTMLCanvasElement>): Position => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      // From the drawing area's corner, inside the canvas's border.
      x: Math.floor((event.clientX - box.left - event.currentTarget.clientLeft + view.current.x) / scale),
      y: Math.floor((event.clientY - box.top - event.currentTarget.clientTop + view.current.y) / scale),
    };
  };

  /** Where the fingers are, as one point: the middle of the first two. */
  const fingers = (): Position => {
    const [a, b] = [...touches.current.values()];
    return b ? { x: (a!.x + b.x) / 2, y: (a!.y + b.y) / 2 } : a!;
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size > 1) {
        // A second finger: the touch pans, and the first finger's dab is taken back.
        if (store.getState().stroke) {
          store.dispatch({ type: 'strokeCancel' });
          if (store.getState().history.past.length > strokeFrom.current) store.dispatch({ type: 'undo' });
        }
        if (touches.current.size === 2)
          pan.current = { from: fingers(), view: { x: view.current.x, y: view.current.y } };
        return;
      }
    }
    if (event.button === 1 || event.shiftKey) {
      pan.current = { from: { x: event.clientX, y: event.clientY }, view: { x: view.current.x, y: view.current.y } };
      return;
    }
    if (event.button === 0) {
      strokeFrom.current = store.getState().history.past.length;
      store.dispatch({ type: 'strokeStart', cell: cellAt(event) });
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (touches.current.has(event.pointerId))
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pan.current) {
      const at = touches.current.size > 1 ? fingers() : { x: event.clientX, y: event.clientY };
      view.current.x = pan.current.view.x - (at.x - pan.current.from.x);
      view.current.y = pan.current.view.y - (at.y - pan.current.from.y);
      repaint.current();
      return;
    }
    if (store.getState().stroke && touches.current.size < 2)
      store.dispatch({ type: 'strokeMove', cell: cellAt(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    touches.current.delete(event.pointerId);
    pan.current = null;
    if (store.getState().stroke) store.dispatch({ type: 'strokeEnd' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    const key = event.key.toLowerCase();
    if (move && event.shiftKey) {
      view.current.x += move[0] * scale * 4;
      view.current.y += move[1] * scale * 4;
      repaint.current();
    } else if (move) {
      store.dispatch({ type: 'moveCursor', dx: move[0], dy: move[1] });
    } else if (event.key === ' ' || event.key === 'Enter') {
      store.dispatch({ type: 'applyAtCursor' });
    } else if (event.key === 'Escape' && store.getState().stroke) {
      store.dispatch({ type: 'strokeCancel' });
    } else if (plain && /^[0-8]$/.test(event.key)) {
      chooseTile(store, memory, Number(event.key));
    } else if (plain && KEY_TOOLS.has(key)) {
      chooseTool(store, memory, KEY_TOOLS.get(key)!);
    } else if (plain && key === 'g') {
      store.dispatch({ type: 'toggleGrid' });
    } else if (plain && (event.key === '+' || event.key === '=' || event.key === '-')) {
      onZoom(stepZoom(zoom, event.key === '-' ? -1 : 1));
    } else {
      return;
    }
    event.preventDefault();
  };

  const map = shownMap(state);
  return (
    <div className="editor-canvas-wrap">
      <canvas
        ref={canvas}
        className="editor-canvas"
        tabIndex={0}
        role="application"
        aria-roledescription="map editor"
        aria-label={T.canvasLabel(map.name, state.cursor.x, state.cursor.y)}
        aria-describedby="editor-canvas-help"
        data-cursor={`${state.cursor.x},${state.cursor.y}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <p id="editor-canvas-help" className="visually-hidden">
        {T.canvasHelp}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
