import { gzipSync, zlibSync } from 'fflate';
import type { TiledReadFiles } from './types.js';

/** Small Tiled maps built in code for the reader's tests: 16 px tiles, a 4×3 map, a 64×64 image of 16 tiles. */
type Json = Record<string, unknown>;

export const MAP = 'maps/town.tmj';
export const IMAGE = 'maps/tiles.png';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const quad = (a << 16) | (b << 8) | c;
    text += ALPHABET[(quad >> 18) & 63]! + ALPHABET[(quad >> 12) & 63]!;
    text += i + 1 < bytes.length ? ALPHABET[(quad >> 6) & 63]! : '=';
    text += i + 2 < bytes.length ? ALPHABET[quad & 63]! : '=';
  }
  return text;
}

/** Gids as Tiled's base64 data, packed as asked. */
export function gidBytes(gids: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(gids.length * 4);
  const view = new DataView(bytes.buffer);
  gids.forEach((gid, i) => view.setUint32(i * 4, gid >>> 0, true));
  return bytes;
}

export function base64Gids(gids: readonly number[], compression: '' | 'zlib' | 'gzip' = ''): string {
  const raw = gidBytes(gids);
  return encodeBase64(compression === 'zlib' ? zlibSync(raw) : compression === 'gzip' ? gzipSync(raw) : raw);
}

export function tileset(over: Json = {}): Json {
  return {
    firstgid: 1,
    name: 'town',
    image: 'tiles.png',
    imagewidth: 64,
    imageheight: 64,
    tilewidth: 16,
    tileheight: 16,
    margin: 0,
    spacing: 0,
    columns: 4,
    tilecount: 16,
    ...over,
  };
}

export function tileLayer(name: string, data: unknown, over: Json = {}): Json {
  return { type: 'tilelayer', name, width: 4, height: 3, opacity: 1, visible: true, x: 0, y: 0, data, ...over };
}

export function objectLayer(name: string, objects: Json[], over: Json = {}): Json {
  return { type: 'objectgroup', name, opacity: 1, visible: true, objects, ...over };
}

export function tiledMap(layers: Json[], over: Json = {}): Json {
  return {
    type: 'map',
    orientation: 'orthogonal',
    width: 4,
    height: 3,
    tilewidth: 16,
    tileheight: 16,
    infinite: false,
    tilesets: [tileset()],
    layers,
    ...over,
  };
}

/** The map at MAP, more JSON files, and the image at IMAGE with its size. */
export function tiledFiles(map: unknown, json: Json = {}, images: TiledReadFiles['images'] = {}): TiledReadFiles {
  return { json: { [MAP]: map, ...json }, images: { [IMAGE]: { width: 64, height: 64 }, ...images } };
}

/** 4×3 of one gid. */
export const filled = (gid: number): number[] => new Array<number>(12).fill(gid);
