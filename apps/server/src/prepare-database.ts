// Run by `npm start` while the web app builds: making a new embedded database (unpacking the
// template, or initdb without one, then the migrations) takes seconds, so it overlaps the build.
// The server runs in the same process afterwards and takes the open database instead of opening
// it a second time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { pgliteDir } from './paths.js';

let prepared: { dir: string; database: Database } | undefined;

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

/** Creates and migrates the embedded database in `dir` and keeps it open for the server. */
export async function prepareDatabase(dir: string): Promise<void> {
  // Loaded only when there is a database to make: a second start skips the driver here.
  const { openDatabase } = await import('./db/client.js');
  prepared = { dir, database: await openDatabase({ kind: 'pglite', dataDir: dir }) };
}

/** The database prepareDatabase opened for `dir`, once; undefined for any other folder. */
export function takePreparedDatabase(dir: string): Database | undefined {
  if (prepared?.dir !== dir) return undefined;
  const { database } = prepared;
  prepared = undefined;
  return database;
}
