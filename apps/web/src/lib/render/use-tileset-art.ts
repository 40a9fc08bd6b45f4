import { useQuery } from '@tanstack/react-query';
import type { WorldTileset } from '@authentic/core';
import { loadTilesetArt, type TilesetArt } from './painted-art';

const NONE: readonly TilesetArt[] = [];

/**
 * A world's tilesets with their images loaded, for the game and the editor: each image is fetched
 * once (painted-art.ts keeps them by address). `ready` is false while images load, so nothing
 * paints a chunk before its art is there.
 */
export function useTilesetArt(tilesets: readonly WorldTileset[] | undefined): {
  ready: boolean;
  tilesets: readonly TilesetArt[];
} {
  const list = tilesets ?? [];
  const art = useQuery({
    queryKey: ['tileset-art', ...list.map((tileset) => `${tileset.id} ${tileset.url} ${tileset.columns}`)],
    queryFn: () => loadTilesetArt(list),
    enabled: list.length > 0,
    staleTime: Infinity,
  });
  if (list.length === 0) return { ready: true, tilesets: NONE };
  return { ready: art.data !== undefined, tilesets: art.data ?? NONE };
}
