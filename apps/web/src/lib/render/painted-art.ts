import {
  CELL_FLIP_D,
  CELL_FLIP_H,
  CELL_FLIP_V,
  cellFlips,
  cellTile,
  cellTileset,
  worldDocMapArt,
  worldDocMapSize,
  type LayerPlacement,
  type TileGrid,
  type WorldDocMap,
  type WorldTileset,
} from '@authentic/core';

/** A world's tileset with its image, once loaded (null if it could not be: its tiles are left out). */
export interface TilesetArt {
  tileset: WorldTileset;
  image: CanvasImageSource | null;
  /** Per animated tile id, its frames and their total length. */
  animations: Map<number, { frames: { tile: number; ms: number }[]; total: number }>;
}

/** One map's own art, ready to draw: the ground of built-in tiles and its layers below and above the player. */
export interface MapArt {
  ground: TileGrid;
  width: number;
  below: PaintedLayer[];
  above: PaintedLayer[];
  tilesets: readonly TilesetArt[];
  /** Cells (y × width + x) whose tile animates, per placement, ascending: redrawn each frame while in view. */
  animated: Record<LayerPlacement, number[]>;
  /**
   * `paintArtCell` for this map: the game's renderer calls it through here, so the first load of the
   * main world (which has no art) carries none of this module.
   */
  paint(
    ctx: CanvasRenderingContext2D,
    placement: LayerPlacement,
    index: number,
    left: number,
    top: number,
    size: number,
    nowMs?: number,
  ): void;
}

export interface PaintedLayer {
  cells: Uint32Array;
  opacity: number;
}

/** Images by address: each is fetched once however many worlds, maps or screens show it. */
const images = new Map<string, Promise<CanvasImageSource | null>>();

function loadImage(url: string): Promise<CanvasImageSource | null> {
  let loading = images.get(url);
  if (!loading) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    loading = image.decode().then(
      () => image,
      () => null,
    );
    images.set(url, loading);
  }
  return loading;
}

/** Loads a world's tileset images (each once); a missing image leaves its tiles undrawn rather than failing the world. */
export async function loadTilesetArt(tilesets: readonly WorldTileset[]): Promise<TilesetArt[]> {
  return Promise.all(
    tilesets.map(async (tileset) => ({
      tileset,
      image: await loadImage(tileset.url),
      animations: new Map(
        tileset.tiles.flatMap((tile) =>
          tile.animation
            ? [[tile.id, { frames: tile.animation, total: tile.animation.reduce((sum, frame) => sum + frame.ms, 0) }]]
            : [],
        ),
      ),
    })),
  );
}

/** The map's art, or null for a map of built-in tiles only (drawn as it always was). */
export function mapArt(map: WorldDocMap, tilesets: readonly TilesetArt[]): MapArt | null {
  const layers = map.layers ?? [];
  if (layers.length === 0) return null;
  const decoded = worldDocMapArt(map).layers;
  const { width } = worldDocMapSize(map);
  const art: MapArt = {
    ground: map.rows.map((row) => Array.from(row, (digit) => digit.charCodeAt(0) - 48)),
    width,
    below: [],
    above: [],
    tilesets,
    animated: { below: [], above: [] },
    paint: (ctx, placement, index, left, top, size, nowMs) =>
      paintArtCell(ctx, art, placement, index, left, top, size, nowMs),
  };
  layers.forEach((layer, index) => {
    const cells = decoded[index];
    if (cells) art[layer.placement].push({ cells, opacity: layer.opacity });
  });
  for (const placement of ['below', 'above'] as const) {
    const animated = new Set<number>();
    for (const { cells } of art[placement])
      cells.forEach((cell, i) => {
        if (cell !== 0 && tilesets[cellTileset(cell)]?.animations.has(cellTile(cell))) animated.add(i);
      });
    // Sorted, so a frame finds the rows in view by binary search rather than walking every cell.
    art.animated[placement] = [...animated].sort((a, b) => a - b);
  }
  return art;
}

/** The tile a cell shows at this moment: an animated tile's current frame, or itself. */
function tileNow(art: TilesetArt, tile: number, nowMs: number): number {
  const animation = art.animations.get(tile);
  if (!animation || animation.total <= 0) return tile;
  let at = nowMs % animation.total;
  for (const frame of animation.frames) {
    if (at < frame.ms) return frame.tile;
    at -= frame.ms;
  }
  return tile;
}

/** Draws one cell's tile scaled to `size` pixels at (left, top), flipped as Tiled flips it. */
function drawCell(
  ctx: CanvasRenderingContext2D,
  art: TilesetArt,
  cell: number,
  left: number,
  top: number,
  size: number,
  nowMs: number,
) {
  const { tileset, image } = art;
  if (!image) return;
  const tile = tileNow(art, cellTile(cell), nowMs);
  if (tile >= tileset.tileCount) return;
  const sx = tileset.margin + (tile % tileset.columns) * (tileset.tileWidth + tileset.spacing);
  const sy = tileset.margin + Math.floor(tile / tileset.columns) * (tileset.tileHeight + tileset.spacing);
  const flips = cellFlips(cell);
  if (flips === 0) {
    ctx.drawImage(image, sx, sy, tileset.tileWidth, tileset.tileHeight, left, top, size, size);
    return;
  }
  const half = size / 2;
  ctx.save();
  ctx.translate(left + half, top + half);
  // Tiled flips the diagonal first, then horizontally, then vertically: the last transform set applies first.
  if (flips & CELL_FLIP_H) ctx.scale(-1, 1);
  if (flips & CELL_FLIP_V) ctx.scale(1, -1);
  if (flips & CELL_FLIP_D) ctx.transform(0, 1, 1, 0, 0, 0);
  ctx.drawImage(image, sx, sy, tileset.tileWidth, tileset.tileHeight, -half, -half, size, size);
  ctx.restore();
}

/** Draws the layers of one placement at cell `index`, bottom to top, at (left, top), `size` pixels a side. */
export function paintArtCell(
  ctx: CanvasRenderingContext2D,
  art: MapArt,
  placement: LayerPlacement,
  index: number,
  left: number,
  top: number,
  size: number,
  nowMs = 0,
): void {
  for (const layer of art[placement]) {
    const cell = layer.cells[index]!;
    if (cell === 0) continue;
    const tileset = art.tilesets[cellTileset(cell)];
    if (!tileset) continue;
    if (layer.opacity < 1) ctx.globalAlpha = layer.opacity;
    drawCell(ctx, tileset, cell, left, top, size, nowMs);
    if (layer.opacity < 1) ctx.globalAlpha = 1;
  }
}
