import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import type { Notes } from './notes.js';
import { TILED_READ_LIMITS as LIMITS, type TiledPropertyValue } from './types.js';

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A finite number, or the fallback. */
export function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A whole number in [min, max], or null. */
export function int(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Tiled writes bools as bools; older maps and some tools as the text 'true'. */
export const isTrue = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** 'Above Player', 'above_player' and 'abovePlayer' all read 'aboveplayer'. */
export const squash = (text: string): string => text.toLowerCase().replace(/[\s_\-.]+/g, '');

/** A name from a player's file as plain text, at most 80 characters. */
export function plainName(value: unknown, notes: Notes): string {
  const text = typeof value === 'string' ? value : '';
  if (text.length <= LIMITS.nameChars) return text;
  notes.ignore('longNames', SAY.longNames);
  return text.slice(0, LIMITS.nameChars);
}

export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** `relative` read from the file at `from`, normalised: `maps/../a.png` → `a.png`; `..` past the top is dropped. */
export function resolvePath(from: string, relative: string): string {
  const parts = relative.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const part of relative.replace(/\\/g, '/').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The key of `path` among `files`; files picked one by one lose their folders, so then by base name. */
export function findKey(files: Record<string, unknown>, path: string): string | null {
  if (Object.hasOwn(files, path)) return path;
  const name = baseName(path);
  return Object.keys(files).find((key) => baseName(key) === name) ?? null;
}

/** Sets a key even when a player named it `__proto__`. */
function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Custom properties as data: Tiled 1.2+ writes `[{ name, type, value }]`, older maps `{ name: value }`. */
export function readProperties(value: unknown, notes: Notes): Record<string, TiledPropertyValue> {
  const entries: [unknown, unknown][] = Array.isArray(value)
    ? value.filter(isRecord).map((item) => [item.name, item.value])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  const properties: Record<string, TiledPropertyValue> = {};
  if (entries.length > LIMITS.properties)
    notes.ignore('tooManyProperties', SAY.tooManyProperties, '', entries.length - LIMITS.properties);
  for (const [rawName, raw] of entries.slice(0, LIMITS.properties)) {
    const name = plainName(rawName, notes);
    if (name === '') continue;
    if (typeof raw === 'number' && Number.isFinite(raw)) setOwn(properties, name, raw);
    else if (typeof raw === 'boolean') setOwn(properties, name, raw);
    else if (typeof raw === 'string') {
      if (raw.length > LIMITS.valueChars) notes.ignore('longValues', SAY.longValues);
      setOwn(properties, name, raw.slice(0, LIMITS.valueChars));
    } else notes.ignore('complexValues', SAY.complexValues, name);
  }
  return properties;
}
