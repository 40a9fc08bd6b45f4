// `npm run db:generate`: drizzle-kit writes a migration for a changed apps/server/src/db/schema.ts
// into apps/server/src/db/migrations (commit it).
// drizzle-kit is not installed with the project: it would add two more esbuild builds to every
// install, for a tool only a schema change needs. `npm exec` fetches this pinned version the first time,
// next to the drizzle-orm version the project has installed (decision 0230).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmCommand, root, run } from './lib.mjs';

const DRIZZLE_KIT_VERSION = '0.31.11';
const orm = JSON.parse(readFileSync(path.join(root, 'node_modules/drizzle-orm/package.json'), 'utf8')).version;
const args = ['exec', '--yes', `--package=drizzle-kit@${DRIZZLE_KIT_VERSION}`, `--package=drizzle-orm@${orm}`, '--'];
const cwd = os.tmpdir();
// drizzle-kit takes these paths relative to where it runs.
const db = path.relative(cwd, path.join(root, 'apps/server/src/db'));
const settings = ['--dialect=postgresql', `--schema=${db}/schema.ts`, `--out=${db}/migrations`];
// Run from outside the project: inside it, npm would take the installed drizzle-orm as the one
// asked for, where the fetched drizzle-kit cannot see it.
process.exitCode = await run(npmCommand, [...args, 'drizzle-kit', 'generate', ...settings], { cwd });
