import { useEffect, useMemo, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { THUMBNAIL_BACKDROP, THUMBNAIL_TILE_COLOURS, worldDocMapSize, type WorldDocMap } from '@authentic/core';
import type { EditorStore } from './model';
import type { EditorViewport, ViewCells } from './editor-viewport';
import { EDITOR_TEXTS as T } from './editor-texts';
import { shownMap, useEditor } from './use-editor';

/** The minimap's largest size in CSS pixels (the side column is 300 px wide). */
const MAX_WIDTH = 240;
const MAX_HEIGHT = 180;
const VIEW_COLOUR = '#feae34';

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const TILE_RGB = THUMBNAIL_TILE_COLOURS.map(rgb);
const BACKDROP_RGB = rgb(THUMBNAIL_BACKDROP);

/** The map at one pixel a cell in core's thumbnail colours (decision 0267), or null where there is no canvas. */
function mapPicture(map: WorldDocMap): HTMLCanvasElement | null {
  const { width, height } = worldDocMapSize(map);
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const ctx = picture.getContext('2d');
  if (!ctx) return null;
  const image = ctx.createImageData(width, height);
  for (let y = 0; y < height; y += 1) {
    const row = map.rows[y] ?? '';
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = TILE_RGB[row.charCodeAt(x) - 48] ?? BACKDROP_RGB;
      const at = (y * width + x) * 4;
      image.data[at] = r;
      image.data[at + 1] = g;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  return picture;
}

/** The cells in view, kept inside the map, for the minimap's name. */
function shownCells(cells: ViewCells, width: number, height: number) {
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  return {
    left: clamp(cells.left, width - 1),
    top: clamp(cells.top, height - 1),
    right: clamp(cells.left + cells.columns - 1, width - 1),
    bottom: clamp(cells.top + cells.rows - 1, height - 1),
  };
}

/**
 * A small picture of a map larger than the view, in the tiles' colours, with the view's rectangle;
 * clicking, tapping or dragging on it moves the view there. Its name says where the view is.
 */
export function Minimap({ store, viewport }: { store: EditorStore; viewport: EditorViewport }) {
  const { state } = useEditor(store);
  const map = shownMap(state);
  const cells = useSyncExternalStore(viewport.subscribe, viewport.cells);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { width, height } = worldDocMapSize(map);
  const px = Math.min(MAX_WIDTH / width, MAX_HEIGHT / height, 4);
  const size = { width: Math.round(width * px), height: Math.round(height * px) };
  const picture = useMemo(() => mapPicture(map), [map]);
  const bigger = cells.columns > 0 && (cells.columns < width || cells.rows < height);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !picture) return;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(picture, 0, 0, size.width, size.height);
    ctx.strokeStyle = VIEW_COLOUR;
    ctx.lineWidth = 2;
    ctx.strokeRect(cells.left * px + 1, cells.top * px + 1, cells.columns * px - 2, cells.rows * px - 2);
  }, [picture, cells, px, size.width, size.height, bigger]);

  if (!bigger) return null;
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.floor(((event.clientX - box.left) / box.width) * width);
    const y = Math.floor(((event.clientY - box.top) / box.height) * height);
    viewport.moveTo({ x: Math.min(width - 1, Math.max(0, x)), y: Math.min(height - 1, Math.max(0, y)) });
  };
  const at = shownCells(cells, width, height);
  return (
    <canvas
      ref={canvas}
      className="editor-minimap"
      role="img"
      aria-label={T.minimapLabel(map.name, at.left, at.top, at.right, at.bottom, width, height)}
      width={size.width}
      height={size.height}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        move(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons !== 0) move(event);
      }}
    />
  );
}
