import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, pgliteDir, type Database } from '../db/client.js';
import { templateDatabaseName, withDatabase } from './postgres-url.js';

export interface TestDatabase {
  database: Database;
  /** Environment that points a server process at this same database. */
  serverEnv: { DATA_DIR: string; DATABASE_URL: string };
  /** Opens the same data again, as a restarted server would. */
  reopen(): Promise<Database>;
  /** Drops the copy (the app closes the connection itself). */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the run's PGlite
 * template folder, or a PostgreSQL clone of the run's template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const templateUrl = inject('postgresTemplateUrl');
    const template = templateDatabaseName(templateUrl);
    const name = `${template}_f${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(templateUrl, name);
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
    return {
      database,
      serverEnv: { DATA_DIR: os.tmpdir(), DATABASE_URL: url },
      reopen: () => openDatabase({ kind: 'postgres', url, maxConnections: 4 }),
      dispose: async () => {
        const dropper = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }

  const root = await mkdtemp(path.join(os.tmpdir(), 'authentic-pglite-'));
  const dataDir = pgliteDir(root);
  await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return {
    database,
    // The server keeps PGlite in DATA_DIR/pglite: the copy sits exactly there.
    serverEnv: { DATA_DIR: root, DATABASE_URL: '' },
    reopen: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), ...env });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database. `beforeReady` may add routes (tests of
 * the error handler). Call close() in afterAll.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    beforeReady?: (app: FastifyInstance) => void;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const app = await buildApp(testConfig(options.env), {
    database: testDb.database,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: testDb.database,
    close: async () => {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * The real app on a fresh database with its own uploads folder (for tests that look at the files
 * themselves), which close() removes too.
 */
export async function createTestAppWithUploads(
  env: Record<string, string | undefined> = {},
): Promise<TestApp & { uploadsDir: string }> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-uploads-'));
  const t = await createTestApp({ env: { ...env, UPLOADS_DIR: uploadsDir } });
  return {
    ...t,
    uploadsDir,
    close: async () => {
      await t.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
