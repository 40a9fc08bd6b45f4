// Bundles the server for running: our code (server and @authentic/core, read from source) in a
// few ES modules under apps/server/dist, every npm package left external (PGlite loads its wasm
// and data files relative to its own package). No type-checking here: `npm run build` and
// `npm test` run `tsc -b` for that. Run directly (`node scripts/bundle-server.mjs`) or import it.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const serverDir = path.join(root, 'apps/server');

/**
 * The entry points, relative to apps/server/src. Each becomes dist/<name>.js:
 * server.js runs the server; prepare-database.js opens and migrates the embedded database
 * while the web app builds; db/client.js is what bench/artifacts.mjs seeds with;
 * replay/replay-worker.js is what the replay threads run: mini-game replays and the checks of big
 * worlds (decisions 0231, 0259).
 */
export const serverEntries = ['server.ts', 'prepare-database.ts', 'db/client.ts', 'replay/replay-worker.ts'];

export async function bundleServer() {
  const esbuild = await import('esbuild');
  // Chunk names carry a hash: clear the old ones (dist/types is tsc's and stays).
  await rm(path.join(serverDir, 'dist/chunks'), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: serverEntries.map((entry) => path.join('src', entry)),
    outbase: 'src',
    outdir: 'dist',
    bundle: true,
    // Code split so that the dynamic imports in server.ts and db/client.ts stay lazy: the app
    // and its packages load while the database opens, and only the driver in use is loaded.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Core is ours: bundle its source rather than importing packages/core/dist (which only tsc makes).
    // Its ink subpath too (decision 0283), named first: an alias also matches what starts with it.
    alias: {
      '@authentic/core/ink': path.join(root, 'packages/core/src/ink/index.ts'),
      '@authentic/core': path.join(root, 'packages/core/src/index.ts'),
    },
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundleServer();
