import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths.js';
import { retryDeadlocks } from './deadlock-retry.js';
import { markHolder, releaseHolder } from './pglite-holder.js';
import { restorePgliteTemplate } from './pglite-template.js';
import * as schema from './schema.js';

/** The one Drizzle type every repository takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** The embedded database's folder (PGlite only). */
  dataDir?: string;
  /** One real round-trip; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool right now (the metrics read it); PGlite is one connection and has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite's plain SQL dump, taken while the app's queries wait (backup/pglite-dump.ts). */
  dump?(): Promise<string>;
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; maxConnections?: number };

/** Any number advisory-lock key: instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when used: start-up time matters (a restart answers in about a second).
  if (options.kind === 'pglite') {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    await mkdir(options.dataDir, { recursive: true });
    // A new folder starts from the committed empty database: PGlite's initdb takes seconds.
    await restorePgliteTemplate(options.dataDir);
    const client = await PGlite.create({ dataDir: options.dataDir });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    try {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    markHolder(options.dataDir);
    return {
      kind: 'pglite',
      db,
      dataDir: options.dataDir,
      // The simple protocol: one round-trip, about 3x the rate of a prepared query on PGlite.
      ping: async () => {
        await client.exec('select 1');
      },
      close: async () => {
        await client.close();
        releaseHolder(options.dataDir);
      },
      dump: async () => (await import('../backup/pglite-dump.js')).dumpPglite(client),
    };
  }

  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      // Migrate on the connection that holds the lock.
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = retryDeadlocks(drizzlePg({ client: pool, schema }) as unknown as Db);
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export { pgliteDir } from '../paths.js';
