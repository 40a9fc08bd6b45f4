import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { tiledSlug, worldDocToTiled, type WorldDoc } from '@authentic/core';
import { TILED_TEXTS } from './tiled-texts';

/** The zip's file name for a world: `<slug>-tiled.zip`. */
export function tiledZipName(worldName: string): string {
  return `${tiledSlug(worldName)}-tiled.zip`;
}

/** The world as a Tiled project in one zip: maps/, the .world, the .tsj and its PNG (made by `image`). */
export async function buildTiledZip(
  doc: WorldDoc,
  worldName: string,
  image: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const tiled = worldDocToTiled(doc, { worldName });
  const entries: Zippable = {};
  for (const { path, json } of tiled.files) entries[path] = strToU8(`${JSON.stringify(json, null, 1)}\n`);
  entries[tiled.tilesetImagePath] = [await image(), { level: 0 }];
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** A picked file as bytes and name (a File in the browser). */
export interface PickedFile {
  name: string;
  bytes: Uint8Array;
}

const JSON_FILE = /\.(tmj|tsj|world|json)$/i;

/**
 * Picked files as the import reads them: JSON by path, from a zip (its folders kept) or loose files.
 * Images and other files are skipped; a file that is neither a zip nor JSON is named in `errors`.
 */
export function readTiledUpload(picked: readonly PickedFile[]): { files: Record<string, unknown>; errors: string[] } {
  const files: Record<string, unknown> = {};
  const errors: string[] = [];
  const addJson = (path: string, bytes: Uint8Array) => {
    try {
      files[path] = JSON.parse(strFromU8(bytes)) as unknown;
    } catch {
      errors.push(TILED_TEXTS.unreadable(path));
    }
  };
  for (const { name, bytes } of picked) {
    if (/\.zip$/i.test(name)) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(bytes, { filter: (file) => JSON_FILE.test(file.name) });
      } catch {
        errors.push(TILED_TEXTS.unreadable(name));
        continue;
      }
      // A zip made by zipping the folder holds one top folder: paths inside are what maps reference.
      const paths = Object.keys(entries).filter((path) => !path.endsWith('/'));
      const top = commonFolder(paths);
      for (const path of paths) addJson(path.slice(top.length), entries[path]!);
    } else if (JSON_FILE.test(name)) addJson(name, bytes);
    else if (!/\.(png|gif|jpe?g|webp|tiled-project|tiled-session)$/i.test(name))
      errors.push(TILED_TEXTS.unreadable(name));
  }
  return { files, errors };
}

function commonFolder(paths: readonly string[]): string {
  const first = paths[0] ?? '';
  const slash = first.indexOf('/');
  if (slash < 0) return '';
  const folder = first.slice(0, slash + 1);
  // Our own zips keep maps/ at the top; a zipped folder adds one level around everything.
  if (folder === 'maps/' || !paths.every((path) => path.startsWith(folder))) return '';
  return folder;
}
