import { useState } from 'react';
import type { WorldDoc } from '@authentic/core';
import type { Biome } from '../../../lib/render/art/biomes';
import { saveFile } from '../../../lib/save-file';
import { drawTilesetImage, type TilesetImageMaker } from './tileset-image';
import { TILED_TEXTS } from './tiled-texts';
import { buildTiledZip, tiledZipName } from './tiled-zip';

/** Hands the zip to the browser's download. */
const download = (bytes: Uint8Array, name: string) =>
  saveFile(new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);

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
      save(await buildTiledZip(doc, worldName, (px) => makeImage(biome, px)), tiledZipName(worldName));
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
