// `npm run db:template`: makes the empty embedded database a new DATA_DIR starts from
// (apps/server/src/db/pglite-template/pglite-<version>.tar.br) for the installed PGlite: the data
// directory its initdb makes, as a tar, brotli-compressed at the highest setting with a window
// large enough to see the three near-identical databases inside (40 MB become about 1.4 MB).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { root } from './lib.mjs';

// Its package.json is not exported: walk up from the entry point, as the server does.
let packageDir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
while (!existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

const db = await PGlite.create();
const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
await db.close();
const compressed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
const dir = path.join(root, 'apps/server/src/db/pglite-template');
await mkdir(dir, { recursive: true });
// One template at a time: the one for the installed PGlite.
for (const old of await readdir(dir)) if (old.endsWith('.tar.br')) await rm(path.join(dir, old));
const file = path.join(dir, `pglite-${version}.tar.br`);
await writeFile(file, compressed);
console.log(
  `${path.relative(root, file)}: ${(tar.length / 1e6).toFixed(1)} MB as ${(compressed.length / 1e6).toFixed(2)} MB`,
);
