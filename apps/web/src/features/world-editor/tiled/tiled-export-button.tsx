import { useState } from 'react';
import type { WorldDoc } from '@authentic/core';
import type { Biome } from '../../../lib/render/art/biomes';
import { drawTilesetImage, type TilesetImageMaker } from './tileset-image';
import { TILED_TEXTS } from './tiled-texts';
import { buildTiledZip, tiledZipName } from './tiled-zip';

/** Saves bytes as a file through a link (the browser's download). */
function download(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Export to Tiled': downloads `<slug>-tiled.zip` with the maps, the .world, the tileset and its image. */
export function TiledExportButton({
  doc,
  worldName,
  biome,
  makeImage = drawTilesetImage,
  save = download,
}: {
  doc: WorldDoc;
  worldName: string;
  biome: Biome;
  /** For tests: how the tileset's PNG is made, and how the zip is handed over. */
  makeImage?: TilesetImageMaker;
  save?: (bytes: Uint8Array, name: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      save(await buildTiledZip(doc, worldName, () => makeImage(biome)), tiledZipName(worldName));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void run()}>
        {TILED_TEXTS.exportLabel}
      </button>
      {failed && <p role="alert">{TILED_TEXTS.exportFailed}</p>}
    </>
  );
}
