import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { templateDatabaseName } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test file copies. */
    pgliteTemplateDir: string;
    /** A migrated PostgreSQL database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplateUrl: string;
  }
}

/**
 * Runs once per project: migrates one database, which every test file then
 * copies, so no file pays for an empty database's initialisation.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches test workers, not this main-process hook: go by name.
  if (project.name === 'api:postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api:postgres project');
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
    await database.close();
    project.provide('postgresTemplateUrl', url);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      // Drop clones a crashed file may have left behind.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const prefix = `${templateDatabaseName(url)}_f`;
        const { rows } = await admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [prefix],
        );
        for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      } finally {
        await admin.end();
      }
    };
  }

  const root = await mkdtemp(path.join(os.tmpdir(), 'authentic-pglite-template-'));
  const templateDir = path.join(root, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir: templateDir });
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('postgresTemplateUrl', '');
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
