import { cellFlips, cellTile, cellTileset, tileCell } from './tile-cells.js';
import { worldDocMapArt } from './world-doc-walls.js';
import type { WorldDoc, WorldDocMap } from './world-doc.js';
import { encodeLayerCells } from './world-layers-codec.js';

/** The map with every cell of tileset `index` emptied and the later tilesets' cells moved down by one. */
function mapWithoutTileset(map: WorldDocMap, index: number): WorldDocMap {
  if (!map.layers || map.layers.length === 0) return map;
  const decoded = worldDocMapArt(map).layers;
  let changed = false;
  const layers = map.layers.map((layer, n) => {
    const cells = decoded[n];
    if (!cells) return layer;
    let touched = false;
    const next = Uint32Array.from(cells, (cell) => {
      const tileset = cellTileset(cell);
      if (tileset < index) return cell;
      touched = true;
      return tileset === index ? 0 : tileCell(tileset - 1, cellTile(cell), cellFlips(cell));
    });
    if (!touched) return layer;
    changed = true;
    return { ...layer, cells: encodeLayerCells(next) };
  });
  return changed ? { ...map, layers } : map;
}

/**
 * The world without its tileset at `index` (issue 36): what was painted with it is cleared, and the
 * cells of the tilesets after it keep their tiles (their index moves down). Other maps and layers are
 * shared untouched. The image itself is the server's to delete.
 */
export function worldDocWithoutTileset(doc: WorldDoc, index: number): WorldDoc {
  const tilesets = doc.tilesets ?? [];
  if (index < 0 || index >= tilesets.length) return doc;
  const rest = tilesets.filter((_, n) => n !== index);
  const { tilesets: _gone, ...withoutList } = doc;
  return {
    ...withoutList,
    ...(rest.length > 0 ? { tilesets: rest } : {}),
    maps: doc.maps.map((map) => mapWithoutTileset(map, index)),
  };
}

/** How many cells of the world are painted with tileset `index` (what removing it would clear). */
export function worldDocTilesetUses(doc: WorldDoc, index: number): number {
  let count = 0;
  for (const map of doc.maps)
    for (const cells of worldDocMapArt(map).layers)
      if (cells) for (const cell of cells) if (cell !== 0 && cellTileset(cell) === index) count += 1;
  return count;
}
