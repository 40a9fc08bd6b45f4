import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { pngSize, WORLD_ART_LIMITS as L, type WorldTileset } from '@authentic/core';
import { uploadTilesetImage } from '../../lib/tilesets-api';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import type { EditorStore } from './model';
import { ART_TEXTS as T } from './art-texts';
import { docOf } from './use-editor';

export type UploadTileset = typeof uploadTilesetImage;

/** How a tileset image of `size` pixels cuts into tiles (Tiled's rule: whole tiles only). */
export function tilesetCut(size: number, tile: number, margin: number, spacing: number): number {
  return Math.max(0, Math.floor((size - 2 * margin + spacing) / (tile + spacing)));
}

interface Picked {
  bytes: Uint8Array;
  width: number;
  height: number;
}

interface Sizes {
  tileWidth: string;
  tileHeight: string;
  margin: string;
  spacing: string;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** The tileset the fields describe, or why they do not describe one. */
function cutOf(picked: Picked | null, sizes: Sizes) {
  if (!picked) return { error: T.chooseFile } as const;
  const [tw, th, margin, spacing] = [sizes.tileWidth, sizes.tileHeight, sizes.margin, sizes.spacing].map(whole);
  const tile = (n: number) => n >= L.tileMinPx && n <= L.tileMaxPx;
  if (!tile(tw!) || !tile(th!)) return { error: T.badTile(L.tileMinPx, L.tileMaxPx) } as const;
  const gap = (n: number) => n >= 0 && n <= L.tileMaxPx;
  if (!gap(margin!) || !gap(spacing!)) return { error: T.badGap(L.tileMaxPx) } as const;
  const columns = tilesetCut(picked.width, tw!, margin!, spacing!);
  const rows = tilesetCut(picked.height, th!, margin!, spacing!);
  if (columns * rows === 0) return { error: T.noTiles } as const;
  return { cut: { tileWidth: tw!, tileHeight: th!, margin: margin!, spacing: spacing!, columns, rows } } as const;
}

/**
 * Adds a tileset (issue 36): a PNG read for its size, cut into tiles as the fields say, uploaded to
 * the world's tilesets, then added to the document as an edit (so undo takes it out of the world).
 */
export function TilesetDialog({
  worldId,
  store,
  onClose,
  upload = uploadTilesetImage,
}: {
  worldId: string;
  store: EditorStore;
  onClose: () => void;
  upload?: UploadTileset;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [name, setName] = useState('');
  const [sizes, setSizes] = useState<Sizes>({ tileWidth: '16', tileHeight: '16', margin: '0', spacing: '0' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const found = cutOf(picked, sizes);
  const fileId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const size = pngSize(bytes);
    if (!size) {
      setPicked(null);
      setError(T.notPng);
      return;
    }
    setError(null);
    setPicked({ bytes, ...size });
    if (!name) setName(file.name.replace(/\.png$/i, '').slice(0, L.tilesetNameMax));
    const guess = size.width % 32 === 0 && size.height % 32 === 0 ? '32' : '16';
    setSizes((old) => ({ ...old, tileWidth: guess, tileHeight: guess }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if ('error' in found || !picked) return setError(found.error ?? T.chooseFile);
    setBusy(true);
    setError(null);
    try {
      const image = await upload(worldId, name, picked.bytes);
      const { rows, ...cut } = found.cut;
      const tileset: WorldTileset = {
        id: image.id,
        url: image.url,
        name: image.name,
        imageWidth: image.width,
        imageHeight: image.height,
        ...cut,
        tileCount: cut.columns * rows,
        tiles: [],
      };
      const before = docOf(store.getState());
      store.dispatch({ type: 'addTileset', tileset });
      if (docOf(store.getState()) === before) throw new Error(store.lastAnnouncement() ?? T.noTiles);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  const sizeField = (key: keyof Sizes, label: string, min: number, max: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={sizes[key]}
      onChange={(event) => setSizes({ ...sizes, [key]: event.target.value })}
    />
  );
  return (
    <Modal title={T.tilesetDialog} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{T.file}</label>
          <input id={fileId} type="file" accept="image/png" onChange={(event) => void onFile(event)} />
          <p className="field-hint">{picked ? T.imageSize(picked.width, picked.height) : T.fileHint}</p>
        </div>
        <TextField label={T.name} maxLength={L.tilesetNameMax} value={name} onChange={(e) => setName(e.target.value)} />
        <div className="editor-option-fields">
          {sizeField('tileWidth', T.tileWidth, L.tileMinPx, L.tileMaxPx)}
          {sizeField('tileHeight', T.tileHeight, L.tileMinPx, L.tileMaxPx)}
          {sizeField('margin', T.margin, 0, L.tileMaxPx)}
          {sizeField('spacing', T.spacing, 0, L.tileMaxPx)}
        </div>
        {'cut' in found && found.cut && (
          <p className="field-hint">{T.cut(found.cut.columns, found.cut.rows, found.cut.columns * found.cut.rows)}</p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? T.uploading : T.upload}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {T.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
