import { useEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { worldDocMapSize, type WorldProblemDto as WorldProblem } from '@authentic/core';
import type { Biome } from '../../lib/render/art/biomes';
import { createTileAtlas } from '../../lib/render/art/tile-atlas';
import { createChunkLayer, type ChunkLayer } from '../../lib/render/chunk-layer';
import type { TilesetArt } from '../../lib/render/painted-art';
import { P } from '../../ui/palette';
import type { EditorStore } from './model';
import { createEditorFigures, type EditorFigures } from './editor-figures';
import { drawOverlay, EDITOR_TILE_PX } from './editor-overlay';
import { artKey, liveArtReader, paintLiveCell, sameKey } from './editor-live-art';
import { shownMap } from './use-editor';
import type { EditorViewport } from './editor-viewport';

/** The part of the map in view, in CSS pixels of the zoomed map, and the screen's pixel ratio. */
export interface CanvasView {
  x: number;
  y: number;
  width: number;
  height: number;
  ratio: number;
}

export interface CanvasDrawing {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  store: EditorStore;
  biome: Biome;
  zoom: number;
  problems: readonly WorldProblem[];
  viewRef: MutableRefObject<CanvasView>;
  /** The world's own tilesets, images loaded: the map's layers are drawn over its tiles. */
  tilesets: readonly TilesetArt[];
  /** Told where the view is after each frame (the minimap reads it). */
  viewport?: EditorViewport;
}

type Layer = { layer: ChunkLayer; mapId: string };

/**
 * A chunk layer of the shown map; the chunks read the store's newest rows, and the map's own art
 * from the live art (editor-live-art.ts: a stroke's working copy while it runs), so a changed cell
 * only needs invalidating.
 */
function mapLayer(
  store: EditorStore,
  atlas: ReturnType<typeof createTileAtlas>,
  biome: Biome,
  tilesets: readonly TilesetArt[],
): Layer {
  const map = shownMap(store.getState());
  const { width, height } = worldDocMapSize(map);
  const tileAt = (x: number, y: number) => {
    const row = shownMap(store.getState()).rows[y];
    return row === undefined || x >= row.length ? undefined : row.charCodeAt(x) - 48;
  };
  // The builder sees every shown layer at once: those below the player, then those above, then walls.
  const live = liveArtReader(store.getState, tilesets);
  const layer = createChunkLayer({
    width,
    height,
    tileAt,
    biome,
    atlas,
    tilePx: EDITOR_TILE_PX,
    paintOver: (ctx, x, y, left, top) => paintLiveCell(ctx, live(), y * width + x, left, top),
  });
  return { layer, mapId: map.id };
}

/** One repaint: the ink, the tiles in view, the overlay; and where the view is, for tests and the bench. */
function drawFrame(
  node: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  layer: Layer,
  figures: EditorFigures,
  props: CanvasDrawing,
) {
  const began = performance.now();
  const { width, height, ratio, x, y } = props.viewRef.current;
  const z = props.zoom;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.fillStyle = P.ink;
  ctx.fillRect(0, 0, width, height);
  // Map pixels to the screen: zoom, then the view's offset (in CSS pixels of the zoomed map).
  ctx.setTransform(ratio * z, 0, 0, ratio * z, -x * ratio, -y * ratio);
  layer.layer.draw(ctx, { x: x / z, y: y / z, width: width / z, height: height / z }, performance.now());
  drawOverlay(ctx, props.store.getState(), props.problems, z, figures);
  // Where the view is, for tests that point at a cell (CSS pixels of the map at this zoom).
  node.dataset.viewX = String(x);
  node.dataset.viewY = String(y);
  node.dataset.cellPx = String(EDITOR_TILE_PX * z);
  props.viewport?.publish(props.viewRef.current, EDITOR_TILE_PX * z);
  // How long this repaint took (npm run bench:render reads it while painting a stroke).
  node.dataset.drawMs = (performance.now() - began).toFixed(2);
}

/**
 * Draws the map being edited with the game's own tiles through the chunked map layer (only what is
 * in view; a brush dab repaints one chunk), at most once a frame. Answers a function that asks for
 * a repaint (after a pan, which is not an edit).
 */
export function useCanvasDrawing(props: CanvasDrawing): MutableRefObject<() => void> {
  const { canvasRef, store, biome, zoom, problems, viewRef, tilesets, viewport } = props;
  const repaintRef = useRef<() => void>(() => {});
  // One atlas for the editor's life: tile pictures are painted once each.
  const atlas = useRef(createTileAtlas(EDITOR_TILE_PX));
  // And the characters' sheets: each look is painted once.
  const [figures] = useState(() => createEditorFigures(EDITOR_TILE_PX));

  useEffect(() => {
    const node = canvasRef.current;
    const ctx = node?.getContext('2d');
    if (!node || !ctx) return;
    let layer: Layer | null = null;
    let frame = 0;
    // The art's inputs at the last frame, and after the last change that named its cells: art that
    // changed otherwise (undo, a layer hidden or moved, a stroke cancelled) repaints every chunk.
    let seen: readonly unknown[] | null = null;
    let covered: readonly unknown[] | null = null;
    const draw = () => {
      frame = 0;
      const key = artKey(store.getState(), tilesets);
      if (!layer || layer.mapId !== store.getState().mapId) {
        layer?.layer.dispose();
        layer = mapLayer(store, atlas.current, biome, tilesets);
      } else if (!sameKey(key, seen) && !sameKey(key, covered)) layer.layer.invalidateAll();
      seen = key;
      covered = null;
      const props = { canvasRef, store, biome, zoom, problems, viewRef, tilesets, viewport };
      drawFrame(node, ctx, layer, figures, props);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    repaintRef.current = schedule;
    const offChange = store.onChange((changed) => {
      if (changed === 'all' || !layer) {
        layer?.layer.dispose();
        layer = null;
      } else if (changed.mapId === layer.mapId) {
        layer.layer.invalidate(changed.cells);
        covered = artKey(store.getState(), tilesets);
      }
      schedule();
    });
    const offState = store.subscribe(schedule);
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      // The drawing area inside the canvas's border.
      const box = { width: node.clientWidth, height: node.clientHeight };
      viewRef.current = { ...viewRef.current, width: box.width, height: box.height, ratio };
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
      layer?.layer.dispose();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [canvasRef, store, biome, zoom, problems, viewRef, tilesets, viewport, figures]);

  return repaintRef;
}
