import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { STORY_LIMITS, tiledSlug, WORLD_ART_LIMITS, worldDocToTiled, type WorldDoc } from '@authentic/core';
import { TILED_TEXTS } from './tiled-texts';

/** The zip's file name for a world: `<slug>-tiled.zip`. */
export function tiledZipName(worldName: string): string {
  return `${tiledSlug(worldName)}-tiled.zip`;
}

/** A world's own tileset image, as the server serves it. */
async function fetchImage(url: string): Promise<Uint8Array> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** The world's ink story in the zip (decision 0283): Tiled ignores it, an import reads it back. */
export const STORY_FILE = 'story.ink';

/**
 * The world as a Tiled project in one zip: maps/, the .world, our tileset's .tsj and its PNG (made
 * by `image` at the maps' tile size), the world's own tilesets under tilesets/ with their images,
 * and its story as story.ink.
 */
export async function buildTiledZip(
  doc: WorldDoc,
  worldName: string,
  image: (px: number) => Promise<Uint8Array>,
  fetchBytes: (url: string) => Promise<Uint8Array> = fetchImage,
): Promise<Uint8Array> {
  const tiled = worldDocToTiled(doc, { worldName });
  const entries: Zippable = {};
  for (const { path, json } of tiled.files) entries[path] = strToU8(`${JSON.stringify(json, null, 1)}\n`);
  entries[tiled.tilesetImagePath] = [await image(tiled.tilesetPx), { level: 0 }];
  for (const { path, url } of tiled.images) entries[path] = [await fetchBytes(url), { level: 0 }];
  if (doc.story) entries[STORY_FILE] = strToU8(doc.story.source);
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** A picked file as bytes and name (a File in the browser). */
export interface PickedFile {
  name: string;
  bytes: Uint8Array;
}

const JSON_FILE = /\.(tmj|tsj|world|json)$/i;
const PNG_FILE = /\.png$/i;
const INK_FILE = /\.ink$/i;

/** What one import may hold, checked before anything is unpacked (a zip says each file's size first). */
export const TILED_UPLOAD_LIMITS = {
  jsonBytes: 16 * 1024 * 1024,
  imageBytes: WORLD_ART_LIMITS.imageBytesMax,
  files: 256,
} as const;

/** Picked files as the import reads them: JSON parsed, PNG images as bytes, both by path; an ink story. */
export interface TiledUpload {
  files: Record<string, unknown>;
  images: Record<string, Uint8Array>;
  /** The first .ink file's text: the world's story. */
  story: string | null;
  errors: string[];
}

/**
 * Picked files as the import reads them: JSON by path, PNG images by path, from a zip (its folders
 * kept) or loose files. Other images and Tiled's project files are skipped; a file that is neither is
 * named in `errors`, and so is one larger than its kind may be. A .ink file is the world's story.
 */
export function readTiledUpload(picked: readonly PickedFile[]): TiledUpload {
  const files: Record<string, unknown> = {};
  const images: Record<string, Uint8Array> = {};
  const errors: string[] = [];
  let story: string | null = null;
  const tooLarge = (path: string, size: number) => {
    if (INK_FILE.test(path)) {
      if (size <= STORY_LIMITS.sourceBytes) return false;
      errors.push(TILED_TEXTS.storyTooLarge(path, STORY_LIMITS.sourceBytes / 1024));
      return true;
    }
    const max = PNG_FILE.test(path) ? TILED_UPLOAD_LIMITS.imageBytes : TILED_UPLOAD_LIMITS.jsonBytes;
    if (size <= max) return false;
    errors.push(TILED_TEXTS.tooLarge(path, Math.round(max / (1024 * 1024))));
    return true;
  };
  const add = (path: string, bytes: Uint8Array) => {
    if (tooLarge(path, bytes.length)) return;
    if (INK_FILE.test(path)) {
      story ??= strFromU8(bytes);
      return;
    }
    if (PNG_FILE.test(path)) {
      images[path] = bytes;
      return;
    }
    try {
      files[path] = JSON.parse(strFromU8(bytes)) as unknown;
    } catch {
      errors.push(TILED_TEXTS.unreadable(path));
    }
  };
  for (const { name, bytes } of picked) {
    if (/\.zip$/i.test(name)) {
      let entries: Record<string, Uint8Array>;
      let count = 0;
      try {
        // Sizes are read from the zip's directory: a file that claims too much is never inflated.
        entries = unzipSync(bytes, {
          filter: (file) =>
            (JSON_FILE.test(file.name) || PNG_FILE.test(file.name) || INK_FILE.test(file.name)) &&
            !tooLarge(file.name, file.originalSize) &&
            (count += 1) <= TILED_UPLOAD_LIMITS.files,
        });
      } catch {
        errors.push(TILED_TEXTS.unreadable(name));
        continue;
      }
      // A zip made by zipping the folder holds one top folder: paths inside are what maps reference.
      const paths = Object.keys(entries).filter((path) => !path.endsWith('/'));
      const top = commonFolder(paths);
      for (const path of paths) add(path.slice(top.length), entries[path]!);
    } else if (JSON_FILE.test(name) || PNG_FILE.test(name) || INK_FILE.test(name)) add(name, bytes);
    else if (!/\.(gif|jpe?g|webp|tiled-project|tiled-session)$/i.test(name)) errors.push(TILED_TEXTS.unreadable(name));
  }
  return { files, images, story, errors };
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
