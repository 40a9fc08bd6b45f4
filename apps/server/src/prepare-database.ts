// Run by `npm start` while the web app builds: a new embedded database takes seconds to create
// (PGlite's initdb), reopening it a fraction of one, so the creation overlaps the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase, pgliteDir } from './db/client.js';

/**
 * The embedded database folder that does not exist yet, or undefined: PostgreSQL is configured,
 * the database exists, or the environment is invalid (the server reports that when it starts).
 */
export function databaseToPrepare(env: Record<string, string | undefined> = process.env): string | undefined {
  try {
    const config = loadConfig(env);
    if (config.databaseUrl) return undefined;
    const dir = pgliteDir(config.dataDir);
    return existsSync(path.join(dir, 'PG_VERSION')) ? undefined : dir;
  } catch {
    return undefined;
  }
}

/** Creates and migrates the embedded database in `dir`, then closes it for the server to open. */
export async function prepareDatabase(dir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await database.close();
}
