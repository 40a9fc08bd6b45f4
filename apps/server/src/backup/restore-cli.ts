import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { loadConfig, type Config } from '../config.js';
import { pgliteDir } from '../paths.js';
import { collectText, readArchive, type EntrySink } from './archive.js';
import type { CommandResult } from './backup-cli.js';
import { serverRunsOn } from './backup-socket.js';
import { MANIFEST_NAME, manifestSchema, UPLOAD_NAME, type Manifest } from './manifest.js';
import { connect, runTool, serverMajor, toolMajor } from './pg-tools.js';

/**
 * `npm run restore -- FILE [--force]` (scripts/restore.mjs, decision 0289): a backup into the
 * DATA_DIR or the DATABASE_URL this environment names, which must be empty unless `--force`
 * (then what is there is replaced). A PGlite backup restores into PGlite or PostgreSQL — the way
 * to move — and a PostgreSQL backup into PostgreSQL. The dump carries drizzle's migrations table,
 * so a server started on the restore runs only the migrations newer than the backup.
 */
export const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--force]';

class Refusal extends Error {}

async function isEmptyDir(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.length === 0;
}

/** Checks the target before anything is written; with `force`, clears it. */
async function prepareTarget(config: Config, manifest: Manifest, force: boolean): Promise<void> {
  if (!config.databaseUrl) {
    if (manifest.source === 'postgres') {
      throw new Refusal(
        'This is a PostgreSQL backup: restore it into PostgreSQL (set DATABASE_URL to an empty database).',
      );
    }
    if (await serverRunsOn(config.dataDir)) {
      throw new Refusal(`A server is running on ${config.dataDir}: stop it first.`);
    }
    const dir = pgliteDir(config.dataDir);
    if (!(await isEmptyDir(dir))) {
      if (!force)
        throw new Refusal(
          `${dir} holds a database already: restore into an empty DATA_DIR, or add --force to replace it.`,
        );
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    const client = await connect(config.databaseUrl);
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      if (Number(rows[0]?.n) > 0) {
        if (!force)
          throw new Refusal(
            'The database at DATABASE_URL has tables already: restore into an empty database, or add --force to replace them.',
          );
        await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
      }
    } finally {
      await client.end();
    }
  }
  if (!(await isEmptyDir(config.uploadsDir))) {
    if (!force)
      throw new Refusal(
        `${config.uploadsDir} holds uploads already: restore into an empty one, or add --force to replace them.`,
      );
    await rm(config.uploadsDir, { recursive: true, force: true });
  }
  await mkdir(config.uploadsDir, { recursive: true });
}

function fileSink(file: string): EntrySink {
  const stream = createWriteStream(file, { flags: 'wx' });
  return {
    chunk: async (bytes) => {
      if (!stream.write(bytes)) await once(stream, 'drain');
    },
    end: async () => {
      stream.end();
      await once(stream, 'close');
    },
  };
}

/** Loads the dump into the target database. */
async function loadDatabase(config: Config, manifest: Manifest, dump: string): Promise<void> {
  if (!config.databaseUrl) {
    const [{ PGlite }, { restorePgliteTemplate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('../db/pglite-template.js'),
    ]);
    const dir = pgliteDir(config.dataDir);
    await mkdir(dir, { recursive: true });
    await restorePgliteTemplate(dir);
    const client = await PGlite.create({ dataDir: dir });
    try {
      await client.exec(await readFile(dump, 'utf8'));
    } finally {
      await client.close();
    }
    return;
  }
  const url = config.databaseUrl;
  if (manifest.source === 'postgres') {
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      dump,
    ]);
    return;
  }
  // PGlite's pg_dump is newer than most servers: a setting an older server lacks is left out.
  const client = await connect(url);
  const major = await serverMajor(client).finally(() => client.end());
  // Any psql runs plain SQL; this only says clearly when there is none.
  await toolMajor('psql');
  if (major < 17) {
    const sql = (await readFile(dump, 'utf8')).replace(/^SET transaction_timeout = 0;$/m, '');
    await writeFile(dump, sql);
  }
  await runTool('psql', [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--file=${dump}`,
    `--dbname=${url}`,
  ]);
}

export async function restoreMain(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return { code: 2, lines: [RESTORE_USAGE] };
  const source = path.resolve(rest[0]!);
  if (!existsSync(source)) return { code: 1, lines: [`${source} does not exist.`] };
  const config = loadConfig(env);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'authentic-restore-'));
  try {
    let manifest: Manifest | undefined;
    let dump: string | undefined;
    let uploads = 0;
    await readArchive(source, async (name) => {
      if (!manifest) {
        if (name !== MANIFEST_NAME) throw new Refusal(`${source} is not a backup of this game (no manifest first).`);
        const text = collectText();
        return {
          chunk: text.chunk,
          end: async () => {
            const parsed = manifestSchema.safeParse(JSON.parse(text.text()));
            if (!parsed.success) throw new Refusal(`${source} has a manifest this version cannot read.`);
            manifest = parsed.data;
            await prepareTarget(config, manifest, force);
          },
        };
      }
      if (name === manifest.database) return fileSink((dump = path.join(tmp, name)));
      const upload = name.startsWith('uploads/') ? name.slice('uploads/'.length) : '';
      if (!UPLOAD_NAME.test(upload)) throw new Refusal(`${source} holds an unexpected file: ${name}`);
      uploads += 1;
      return fileSink(path.join(config.uploadsDir, upload));
    });
    if (!manifest || !dump) throw new Refusal(`${source} holds no database dump.`);
    await loadDatabase(config, manifest, dump);
    const where = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : pgliteDir(config.dataDir);
    return {
      code: 0,
      lines: [`Restored the ${manifest.source} backup of ${manifest.createdAt} (${uploads} uploads) into ${where}.`],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: 1, lines: [error instanceof Refusal ? message : `The restore failed: ${message}`] };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
