import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { writeArchive, type ArchiveEntry } from './archive.js';
import { backupSocketPath, dumpFromRunningServer } from './backup-socket.js';
import { MANIFEST_NAME, UPLOAD_NAME, type Manifest } from './manifest.js';
import { assertToolFits, connect, runTool, serverMajor } from './pg-tools.js';

/**
 * `npm run backup -- FILE [--force]` (scripts/backup.mjs, decision 0289): the database and the
 * uploads in one .tar.gz, while the server runs. PostgreSQL (DATABASE_URL): pg_dump's custom
 * format from one snapshot, which also lists the uploads. PGlite: the running server makes a plain
 * SQL dump (backup/backup-socket.ts), or, when none runs, this command opens the database itself.
 * The uploads archived are those the dump lists, read from UPLOADS_DIR (never the folder as it is).
 */
export const BACKUP_USAGE = 'Usage: npm run backup -- FILE [--force]';

export interface CommandResult {
  code: number;
  lines: string[];
}

interface Dumped {
  entry: ArchiveEntry;
  uploads: { name: string; bytes: number }[];
}

/** The uploads a plain SQL dump holds, by name and size (pg_dump writes one INSERT a row). */
export function uploadsInDump(sql: string): { name: string; bytes: number }[] {
  const rows = sql.matchAll(/^INSERT INTO public\.uploads VALUES \('([^']+)', (?:'[^']*'|NULL), (\d+),/gm);
  return [...rows].map((row) => ({ name: row[1]!, bytes: Number(row[2]) }));
}

async function dumpPglite(dataDir: string): Promise<Dumped> {
  let sql = await dumpFromRunningServer(dataDir);
  if (sql === 'no socket' || sql === 'stale') {
    const { openDatabase, pgliteDir } = await import('../db/client.js');
    // PGlite keeps this file while it is open (and a killed process leaves it): with no socket at
    // all, a server of an older version may hold the database, and two processes would corrupt it.
    if (sql === 'no socket' && existsSync(path.join(pgliteDir(dataDir), 'postmaster.pid'))) {
      throw new Error(
        `no server answers on ${backupSocketPath(dataDir)}, but the database looks open: stop the server (or start this version, which makes the dump itself) and run again.`,
      );
    }
    // No server on this DATA_DIR: the database is this command's alone for the dump.
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    try {
      sql = await database.dump!();
    } finally {
      await database.close();
    }
  }
  return { entry: { name: 'database.sql', bytes: Buffer.from(sql) }, uploads: uploadsInDump(sql) };
}

async function dumpPostgres(url: string, tmp: string): Promise<Dumped> {
  const client = await connect(url);
  try {
    await assertToolFits('pg_dump', await serverMajor(client));
    // One snapshot for the dump and for the list of uploads, held open until pg_dump has read it.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const uploads = await client.query<{ name: string; bytes: number }>('select name, bytes from uploads');
    const file = path.join(tmp, 'database.dump');
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.id}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { entry: { name: 'database.dump', file, size: (await stat(file)).size }, uploads: uploads.rows };
  } finally {
    await client.end();
  }
}

/** The upload files to archive: those the dump lists, whole (a file being written or gone is noted). */
async function uploadEntries(dir: string, uploads: Dumped['uploads']) {
  const entries: ArchiveEntry[] = [];
  const missing: string[] = [];
  for (const upload of uploads) {
    const file = path.join(dir, upload.name);
    const info = UPLOAD_NAME.test(upload.name) ? await stat(file).catch(() => null) : null;
    if (info?.isFile() && info.size === upload.bytes)
      entries.push({ name: `uploads/${upload.name}`, file, size: info.size });
    else missing.push(upload.name);
  }
  return { entries, missing };
}

export async function backupMain(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return { code: 2, lines: [BACKUP_USAGE] };
  const target = path.resolve(rest[0]!);
  if (existsSync(target) && !force) {
    return { code: 1, lines: [`${target} exists already: choose another name, or add --force to replace it.`] };
  }
  const config = loadConfig(env);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'authentic-backup-'));
  const partial = `${target}.partial`;
  try {
    const source = config.databaseUrl ? 'postgres' : 'pglite';
    const dumped = config.databaseUrl ? await dumpPostgres(config.databaseUrl, tmp) : await dumpPglite(config.dataDir);
    const { entries, missing } = await uploadEntries(config.uploadsDir, dumped.uploads);
    const manifest: Manifest = {
      format: 1,
      source,
      createdAt: new Date().toISOString(),
      database: dumped.entry.name as Manifest['database'],
      uploads: entries.length,
      missingUploads: missing,
    };
    await rm(partial, { force: true });
    await writeArchive(partial, [
      { name: MANIFEST_NAME, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) },
      dumped.entry,
      ...entries,
    ]);
    // Only a whole archive ever bears the name asked for.
    await rename(partial, target);
    const lines = [`Backed up the ${source} database and ${entries.length} uploads to ${target}.`];
    if (missing.length > 0) lines.push(`${missing.length} uploads being written or removed were left out.`);
    return { code: 0, lines };
  } catch (error) {
    await rm(partial, { force: true });
    return { code: 1, lines: [`The backup failed: ${error instanceof Error ? error.message : String(error)}`] };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
