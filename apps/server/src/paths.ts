import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up to its package.json from wherever
 * this module runs: src/ (tsx, tests) or a chunk of the esbuild bundle in dist/. A fixed `../..`
 * relative to import.meta.url would break as soon as the bundler moved this code.
 */
function packageRootOf(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = packageRootOf(import.meta.url);

/** Committed drizzle-kit migrations; the same folder serves both drivers. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** The built web app next to this package, used when WEB_DIST_DIR is not set. */
export const defaultWebDist = path.join(serverRoot, '../web/dist');

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
