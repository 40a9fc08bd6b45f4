import { useId, useRef, useState } from 'react';
import {
  HTTP_MESSAGES,
  pngSize,
  readTiledMap,
  TILED_MESSAGES,
  tiledImagesNeeded,
  tiledMapPaths,
  tiledReadsToWorldDoc,
  tiledToWorldDoc,
  TILESET_NAME,
  type UploadedTilesetImage,
  type WorldDoc,
} from '@authentic/core';
import { serverMessageOr } from '../../../lib/api-client';
import { uploadTilesetImage } from '../../../lib/tilesets-api';
import { TILED_TEXTS } from './tiled-texts';
import { readTiledUpload, type PickedFile, type TiledUpload } from './tiled-zip';

/** Sends one tileset image to the server and answers where it is kept. */
export type TilesetUploader = (path: string, name: string, bytes: Uint8Array) => Promise<UploadedTilesetImage>;

export type TiledFilesImport = { ok: true; doc: WorldDoc; notes: string[] } | { ok: false; errors: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A map or tileset file that names a tileset other than ours (embedded, or a .tsj of its own). */
function usesOtherTiles(json: unknown): boolean {
  if (!isRecord(json)) return false;
  if (json.type === 'tileset') return json.name !== TILESET_NAME;
  const tilesets = Array.isArray(json.tilesets) ? json.tilesets : [];
  return tilesets.some(
    (tileset) => isRecord(tileset) && typeof tileset.source !== 'string' && tileset.name !== TILESET_NAME,
  );
}

/** Maps drawn with any tilesets: read each, upload the images they use, and make one world of them. */
async function importForeignMaps(upload: TiledUpload, uploadImage: TilesetUploader): Promise<TiledFilesImport> {
  const sizes: Record<string, { width: number; height: number }> = {};
  const errors: string[] = [];
  for (const [path, bytes] of Object.entries(upload.images)) {
    const size = pngSize(bytes);
    if (size) sizes[path] = size;
    else errors.push(TILED_TEXTS.notPng(path));
  }
  const maps = tiledMapPaths(upload.files).map((path) => ({
    path,
    read: readTiledMap(path, { json: upload.files, images: sizes }),
  }));
  errors.push(...maps.flatMap(({ read }) => read.errors));
  if (maps.length === 0) errors.push(TILED_MESSAGES.noMaps);
  if (errors.length > 0) return { ok: false, errors };
  const uploaded: Record<string, UploadedTilesetImage> = {};
  for (const { path, name } of tiledImagesNeeded(maps)) {
    try {
      uploaded[path] = await uploadImage(path, name, upload.images[path]!);
    } catch (error) {
      return { ok: false, errors: [TILED_TEXTS.uploadFailed(path, serverMessageOr(error, HTTP_MESSAGES.serverError))] };
    }
  }
  return tiledReadsToWorldDoc(maps, uploaded);
}

/**
 * Reads picked files and turns them into a world, or every reason they cannot be one. Maps drawn
 * with our own tiles (an export of ours) come back exactly; maps drawn with any other tilesets are
 * read as Tiled writes them and their images uploaded through `uploadImage`.
 */
export async function importTiledFiles(
  files: readonly { name: string; arrayBuffer(): Promise<ArrayBuffer> }[],
  uploadImage?: TilesetUploader,
): Promise<TiledFilesImport> {
  const picked: PickedFile[] = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const upload = readTiledUpload(picked);
  if (upload.errors.length > 0) return { ok: false, errors: upload.errors };
  return withStory(await importMaps(upload, uploadImage), upload.story);
}

async function importMaps(upload: TiledUpload, uploadImage?: TilesetUploader): Promise<TiledFilesImport> {
  const own = tiledToWorldDoc(upload.files);
  if (own.ok) return { ok: true, doc: own.doc, notes: [] };
  // Maps of our own tiles alone keep the exact round trip's refusals; any other map is read in general.
  const someoneElses = Object.values(upload.files).some((json) => usesOtherTiles(json));
  if (!someoneElses || !uploadImage) return own;
  return importForeignMaps(upload, uploadImage);
}

/** The imported world with the story read from the files' .ink (decision 0283). */
function withStory(imported: TiledFilesImport, story: string | null): TiledFilesImport {
  if (!imported.ok || story === null || story.trim() === '') return imported;
  return { ...imported, doc: { ...imported.doc, story: { source: story } } };
}

/** 'Import from Tiled': a file picker for a .zip or .tmj/.tsj/.world files; refusals show as a list. */
export function TiledImportButton({ worldId, onImport }: { worldId: string; onImport: (doc: WorldDoc) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const pick = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    setErrors([]);
    setDone(null);
    setNotes([]);
    try {
      const result = await importTiledFiles([...list], async (_path, name, bytes) =>
        uploadTilesetImage(worldId, name, bytes),
      );
      if (result.ok) {
        setDone(TILED_TEXTS.imported(result.doc.maps.length));
        setNotes(result.notes);
        onImport(result.doc);
      } else setErrors(result.errors);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {busy ? TILED_TEXTS.importing : TILED_TEXTS.importLabel}
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {TILED_TEXTS.pickerLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept=".zip,.tmj,.tsj,.world,.json,.png,.ink,application/zip,application/json,image/png"
        hidden
        onChange={(event) => void pick(event.currentTarget.files)}
      />
      {errors.length > 0 && (
        <div role="alert">
          <p>{TILED_TEXTS.refusedTitle}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {done && (
        <p role="status" className="visually-hidden">
          {done}
        </p>
      )}
      {notes.length > 0 && (
        <div className="tiled-notes">
          <p>{TILED_TEXTS.notesTitle}</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
