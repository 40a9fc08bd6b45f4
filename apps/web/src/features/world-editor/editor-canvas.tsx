import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { worldDocMapSize, type Position, type WorldProblemDto as WorldProblem } from '@authentic/core';
import { createTileAtlas } from '../game/render/art/tile-atlas';
import type { Biome } from '../game/render/art/biomes';
import { createChunkLayer, type ChunkLayer } from '../game/render/chunk-layer';
import { P } from '../../ui/palette';
import { mapOf, type EditorStore } from './editor-store';
import { EDITOR_TEXTS as T } from './editor-texts';

/** A cell's side in the editor at zoom 1 (the game's art, painted at half the game's size). */
export const EDITOR_TILE_PX = 32;

export interface EditorCanvasProps {
  store: EditorStore;
  biome: Biome;
  zoom: number;
  problems: readonly WorldProblem[];
}

/**
 * The map being edited, drawn with the game's own tiles and autotiled walls through the chunked map
 * layer (only what is in view; a brush dab repaints one chunk). One finger or the mouse paints, the
 * middle button or Shift+drag pans; the keyboard moves a cell cursor and paints at it, and a live
 * region says what is there.
 */
export function EditorCanvas({ store, biome, zoom, problems }: EditorCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const state = useSyncExternalStore(store.subscribe, store.getState);
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
      const map = mapOf(store.getState());
      const { width, height } = worldDocMapSize(map);
      // The chunks read the store's newest rows of this map: a changed cell only needs invalidating.
      const tileAt = (x: number, y: number) => {
        const row = mapOf(store.getState()).rows[y];
        return row === undefined || x >= row.length ? undefined : row.charCodeAt(x) - 48;
      };
      layer.current = {
        layer: createChunkLayer({ width, height, tileAt, biome, atlas: atlas.current, tilePx: EDITOR_TILE_PX }),
        mapId: map.id,
      };
    };
    const draw = () => {
      frame.current = 0;
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
    };
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(draw);
    };
    const offChange = store.onChange((changed) => {
      if (changed === 'all' || !layer.current) {
        layer.current?.layer.dispose();
        layer.current = null;
      } else {
        layer.current.layer.invalidate(changed);
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
      store.setCursor(state.cursor);
    }
  }, [state.cursor, scale, store]);

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
        if (store.getState().stroking) {
          store.strokeEnd();
          if (store.getState().past.length > strokeFrom.current) store.undo();
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
      strokeFrom.current = store.getState().past.length;
      store.strokeStart(cellAt(event));
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (touches.current.has(event.pointerId))
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pan.current) {
      const at = touches.current.size > 1 ? fingers() : { x: event.clientX, y: event.clientY };
      view.current.x = pan.current.view.x - (at.x - pan.current.from.x);
      view.current.y = pan.current.view.y - (at.y - pan.current.from.y);
      store.setCursor(store.getState().cursor);
      return;
    }
    if (store.getState().stroking && touches.current.size < 2) store.strokeMove(cellAt(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    touches.current.delete(event.pointerId);
    pan.current = null;
    if (store.getState().stroking) store.strokeEnd();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (move && event.shiftKey) {
      view.current.x += move[0] * scale * 4;
      view.current.y += move[1] * scale * 4;
      store.setCursor(store.getState().cursor);
    } else if (move) {
      store.moveCursor(move[0], move[1]);
    } else if (event.key === ' ' || event.key === 'Enter') {
      store.apply(store.getState().cursor);
    } else if (/^[0-8]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      store.setCode(Number(event.key));
    } else if (event.key === 'b' || event.key === 'f' || event.key === 's') {
      store.setTool(event.key === 'b' ? 'paint' : event.key === 'f' ? 'fill' : 'spawn');
    } else {
      return;
    }
    event.preventDefault();
  };

  const map = mapOf(state);
  return (
    <div className="editor-canvas-wrap">
      <canvas
        ref={canvas}
        className="editor-canvas"
        tabIndex={0}
        role="application"
        aria-roledescription="map editor"
        aria-label={`${T.canvas}, ${map.name}, cell cursor at ${state.cursor.x}, ${state.cursor.y}`}
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
        {state.said}
      </p>
    </div>
  );
}

/** Grid, spawn, portals, characters, problems and the cell cursor, over the tiles (map pixels at zoom). */
function drawOverlay(
  ctx: CanvasRenderingContext2D,
  state: ReturnType<EditorStore['getState']>,
  problems: readonly WorldProblem[],
  zoom: number,
): void {
  const map = mapOf(state);
  const cell = EDITOR_TILE_PX;
  const line = 1 / zoom;
  const rows = map.rows.length;
  const cols = map.rows[0]?.length ?? 0;
  if (state.grid) {
    ctx.strokeStyle = 'rgba(18, 16, 34, 0.35)';
    ctx.lineWidth = line;
    ctx.beginPath();
    for (let x = 0; x <= cols; x += 1) {
      ctx.moveTo(x * cell, 0);
      ctx.lineTo(x * cell, rows * cell);
    }
    for (let y = 0; y <= rows; y += 1) {
      ctx.moveTo(0, y * cell);
      ctx.lineTo(cols * cell, y * cell);
    }
    ctx.stroke();
  }
  const box = (x: number, y: number, colour: string, width: number) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width / zoom;
    ctx.strokeRect(x * cell + width / zoom / 2, y * cell + width / zoom / 2, cell - width / zoom, cell - width / zoom);
  };
  for (const portal of map.portals) box(portal.x, portal.y, portal.to === 'exit' ? P.cyan : P.magenta, 3);
  for (const npc of map.npcs) {
    ctx.fillStyle = P.pink;
    ctx.fillRect(npc.x * cell + cell * 0.3, npc.y * cell + cell * 0.3, cell * 0.4, cell * 0.4);
  }
  if (state.doc.spawn.mapId === map.id) {
    const { x, y } = state.doc.spawn;
    ctx.fillStyle = P.yellow;
    ctx.fillRect(x * cell + cell * 0.25, y * cell + cell * 0.25, cell * 0.5, cell * 0.5);
    box(x, y, P.yellow, 2);
  }
  for (const problem of problems) {
    if (problem.mapId === map.id && problem.x !== undefined && problem.y !== undefined)
      box(problem.x, problem.y, P.red, 3);
  }
  box(state.cursor.x, state.cursor.y, P.white, 3);
}
