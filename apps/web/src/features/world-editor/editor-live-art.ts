import { worldDocMapArt, type WorldDocMap } from '@authentic/core';
import { paintArtCell, type MapArt, type TilesetArt } from '../../lib/render/painted-art';
import { layerKey, type EditorState } from './model';
import { EDITOR_TILE_PX } from './editor-overlay';
import { shownMap } from './use-editor';

/**
 * What the editor draws of the shown map's own art (issue 36): its layers and walls as the document
 * holds them, except the one a stroke is painting, read from the stroke's working copy, and without
 * the layers the builder hid. Built again only when one of its inputs changes (see `artKey`).
 */
export interface LiveArt {
  art: MapArt;
  walls: Uint8Array | null;
}

/** The inputs of the live art: when none changed since the last frame, neither did it. */
export function artKey(state: EditorState, tilesets: readonly TilesetArt[]): readonly unknown[] {
  const map = shownMap(state);
  return [map.layers, map.walls, state.hidden, state.stroke?.work, tilesets];
}

export const sameKey = (a: readonly unknown[] | null, b: readonly unknown[] | null) =>
  a !== null && b !== null && a.length === b.length && a.every((part, i) => part === b[i]);

function buildArt(state: EditorState, map: WorldDocMap, tilesets: readonly TilesetArt[]): LiveArt {
  const decoded = worldDocMapArt(map);
  const work = state.stroke?.work?.mapId === map.id ? state.stroke.work : undefined;
  const shown = (layer: number | 'walls') => !state.hidden.includes(layerKey(map.id, layer));
  const art: MapArt = {
    ground: [],
    width: map.rows[0]?.length ?? 0,
    below: [],
    above: [],
    tilesets,
    animated: { below: [], above: [] },
    paint: (ctx, placement, index, left, top, size, nowMs) =>
      paintArtCell(ctx, art, placement, index, left, top, size, nowMs),
  };
  (map.layers ?? []).forEach((layer, index) => {
    if (!shown(index)) return;
    const cells = work?.target === index ? (work.cells as Uint32Array) : decoded.layers[index];
    if (cells) art[layer.placement].push({ cells, opacity: layer.opacity });
  });
  const walls = !shown('walls') ? null : work?.target === 'walls' ? (work.cells as Uint8Array) : decoded.walls;
  return { art, walls };
}

/** A reader of the live art for the chunk layer's `paintOver`, rebuilt when its key changes. */
export function liveArtReader(read: () => EditorState, tilesets: readonly TilesetArt[]): () => LiveArt {
  let key: readonly unknown[] | null = null;
  let live: LiveArt | null = null;
  return () => {
    const state = read();
    const next = artKey(state, tilesets);
    if (!live || !sameKey(key, next)) {
      live = buildArt(state, shownMap(state), tilesets);
      key = next;
    }
    return live;
  };
}

/** Paints the live art over one cell: the layers below, then above the player, then a wall's mark. */
export function paintLiveCell(
  ctx: CanvasRenderingContext2D,
  live: LiveArt,
  index: number,
  left: number,
  top: number,
): void {
  const size = EDITOR_TILE_PX;
  if (live.art.below.length > 0) paintArtCell(ctx, live.art, 'below', index, left, top, size);
  if (live.art.above.length > 0) paintArtCell(ctx, live.art, 'above', index, left, top, size);
  if (!live.walls?.[index]) return;
  // A wall of the map's own: a red wash and a cross, plain on any art.
  ctx.fillStyle = 'rgba(214, 48, 49, 0.35)';
  ctx.fillRect(left, top, size, size);
  ctx.strokeStyle = 'rgba(120, 10, 20, 0.85)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(left + 6, top + 6);
  ctx.lineTo(left + size - 6, top + size - 6);
  ctx.moveTo(left + size - 6, top + 6);
  ctx.lineTo(left + 6, top + size - 6);
  ctx.stroke();
}
