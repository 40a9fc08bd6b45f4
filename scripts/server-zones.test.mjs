import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Server routes reach the database only through repositories (issue 35, decision 0277): eslint.config.js
 * refuses drizzle-orm, the table schema and the database client in apps/server/src/routes and in an
 * area's routes/ (src/moderation/routes). Snippets are linted as if they lived at the given path.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = '@typescript-eslint/no-restricted-imports';
let eslint;

async function zoneErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE || message.fatal);
}

describe('the server routes zone', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('stops a route from importing drizzle-orm, the schema or the client', async () => {
    const errors = await zoneErrors(
      'apps/server/src/routes/worlds/fake.ts',
      [
        "import { eq } from 'drizzle-orm';",
        "import { worlds } from '../../db/schema.js';",
        "import { openDatabase } from '../../db/client.js';",
        'export const all = [eq, worlds, openDatabase];',
        '',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2, 3]);
    expect(errors[0].message).toContain('Routes query through a repository');
  });

  it('holds in an area folder too (moderation/routes), for its own schema', async () => {
    const errors = await zoneErrors(
      'apps/server/src/moderation/routes/fake.ts',
      "import { reports } from '../db/schema.js';\nimport { sql } from 'drizzle-orm';\nexport const all = [reports, sql];\n",
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2]);
  });

  it('lets a route use repositories and pass the Db type along', async () => {
    const errors = await zoneErrors(
      'apps/server/src/routes/worlds/fake.ts',
      [
        "import type { Db } from '../../db/client.js';",
        "import { findWorld } from '../../db/worlds-repository.js';",
        'export const find = (db: Db, id: string) => findWorld(db, id);',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves repositories free to query', async () => {
    const errors = await zoneErrors(
      'apps/server/src/db/fake-repository.ts',
      "import { eq } from 'drizzle-orm';\nimport { worlds } from './schema.js';\nexport const all = [eq, worlds];\n",
    );
    expect(errors).toEqual([]);
  });
});
