// A new embedded database starts as a copy of a committed, empty one instead of running PGlite's
// initdb: about 5 s of initdb on this project's 2-core machine against a fraction of a second to
// unpack (docs/decisions/0227-fast-first-run.md). The template is a brotli-compressed tar of the
// data directory PGlite's initdb makes, with no tables of ours: migrations run on it as on any
// database. It is tied to the PGlite version that made it; with another version there is no
// template and initdb runs as before (`npm run db:template` makes one for the installed version).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { serverRoot } from '../paths.js';

const decompress = promisify(brotliDecompress);

/** The version of the installed @electric-sql/pglite, read from its package.json. */
export function installedPgliteVersion(): string {
  const require = createRequire(path.join(serverRoot, 'package.json'));
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the template for a PGlite version is kept. */
export function pgliteTemplateFile(version: string): string {
  return path.join(serverRoot, 'src/db/pglite-template', `pglite-${version}.tar.br`);
}

export interface TarEntry {
  name: string;
  kind: 'file' | 'directory';
  body: Uint8Array;
}

/** The files and directories of a ustar archive (what PGlite's dumpDataDir writes); other entries are skipped. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  const text = (start: number, length: number) =>
    new TextDecoder().decode(archive.subarray(start, start + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= archive.length) {
    const name = text(offset, 100);
    if (!name) break; // two zero blocks end the archive
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1);
    const prefix = text(offset + 257, 6).startsWith('ustar') ? text(offset + 345, 155) : '';
    const fullName = prefix ? `${prefix}/${name}` : name;
    const body = archive.subarray(offset + 512, offset + 512 + size);
    if (type === '5') entries.push({ name: fullName, kind: 'directory', body });
    else if (type === '0' || type === '') entries.push({ name: fullName, kind: 'file', body });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Writes the entries below `dir`, refusing any name that would land outside it. PG_VERSION, which marks a data directory as made, comes last. */
export function writeTarEntries(entries: TarEntry[], dir: string): void {
  const target = (name: string) => {
    const file = path.resolve(dir, `.${path.posix.sep}${name}`);
    if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) throw new Error(`tar entry outside the folder: ${name}`);
    return file;
  };
  const last = (entry: TarEntry) => (path.posix.basename(entry.name) === 'PG_VERSION' ? 1 : 0);
  for (const entry of [...entries].sort((a, b) => last(a) - last(b))) {
    const file = target(entry.name);
    // Synchronous on purpose: a thousand small files, and nothing else to do meanwhile.
    if (entry.kind === 'directory') mkdirSync(file, { recursive: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, entry.body);
    }
  }
}

/**
 * Unpacks the template into `dataDir` when it holds no database yet (no PG_VERSION) and a template
 * for the installed PGlite exists. Returns whether it did; when not, PGlite's initdb makes the database.
 */
export async function restorePgliteTemplate(dataDir: string): Promise<boolean> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const file = pgliteTemplateFile(installedPgliteVersion());
  if (!existsSync(file)) return false;
  const archive = await decompress(await readFile(file));
  writeTarEntries(readTar(archive), path.resolve(dataDir));
  return true;
}
