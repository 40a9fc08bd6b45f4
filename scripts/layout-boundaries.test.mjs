import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layout enforces itself (docs/architecture.md, decision 0258): eslint.config.js fences each
 * folder with import-x's no-restricted-paths. These snippets are linted as if they lived at the given
 * path, with the repository's own config, so a loosened or broken fence fails here.
 * Each import names a file that exists: the rule checks where an import resolves to.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
let eslint;

/** The boundary messages ESLint gives `code` placed at `filePath` (relative to the repository). */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE || message.fatal);
}

describe('the layout lint rule', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('stops a feature from reaching up into app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/fake.tsx',
      "import { routes } from '../../app/routes';\nexport const all = routes;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('A feature never reaches up into app/');
  });

  it('stops a feature from importing another feature, also lazily and from a subfolder', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/fake.tsx',
      [
        "import { GamePage } from '../game/game-page';",
        "export const later = () => import('../worlds/world-page');",
        'export const page = GamePage;',
        '',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2]);
    expect(errors[0].message).toContain('Features meet in app/, not in each other');

    const deep = await boundaryErrors(
      'apps/web/src/features/world-editor/tiled/fake.ts',
      "import { GamePage } from '../../game/game-page';\nexport const page = GamePage;\n",
    );
    expect(deep).toHaveLength(1);
  });

  it('lets a feature import its own files, lib/, ui/ and core', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/world-editor/tiled/fake.ts',
      [
        "import { BUILT_IN_MAPS } from '@authentic/core';",
        "import { paths } from '../../../lib/paths';",
        "import { createTileAtlas } from '../../../lib/render/art/tile-atlas';",
        "import { Modal } from '../../../ui/modal';",
        "import { editorReducer } from '../model/editor-reducer';",
        'export const all = [BUILT_IN_MAPS, paths, createTileAtlas, Modal, editorReducer];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps lib/ and ui/ below the features and app/', async () => {
    const lib = await boundaryErrors(
      'apps/web/src/lib/fake.ts',
      "import { HomePage } from '../features/home/home-page';\nimport { routes } from '../app/routes';\nexport const all = [HomePage, routes];\n",
    );
    expect(lib).toHaveLength(2);
    const ui = await boundaryErrors(
      'apps/web/src/ui/fake.tsx',
      "import { GamePage } from '../features/game/game-page';\nexport const page = GamePage;\n",
    );
    expect(ui).toHaveLength(1);
  });

  it('keeps core free of the apps, and the server and the web app apart', async () => {
    const core = await boundaryErrors(
      'packages/core/src/fake.ts',
      "import { buildApp } from '../../../apps/server/src/app.js';\nexport const app = buildApp;\n",
    );
    expect(core).toHaveLength(1);
    expect(core[0].message).toContain('core imports nothing of ours');

    const server = await boundaryErrors(
      'apps/server/src/fake.ts',
      "import { paths } from '../../web/src/lib/paths';\nexport const all = paths;\n",
    );
    expect(server).toHaveLength(1);
    const web = await boundaryErrors(
      'apps/web/src/lib/fake.ts',
      "import { buildApp } from '../../../server/src/app.js';\nexport const app = buildApp;\n",
    );
    expect(web).toHaveLength(1);
  });

  it('lets realtime/ reach the rest of the server only through seams.ts (decision 0275)', async () => {
    const crossing = [
      "import { friendIdsOf } from '../db/friends-repository.js';",
      "import { resolveSecret } from '../plugins/auth.js';",
      'export const all = [friendIdsOf, resolveSecret];',
      '',
    ].join('\n');
    const errors = await boundaryErrors('apps/server/src/realtime/fake.ts', crossing);
    expect(errors.map((error) => error.line)).toEqual([1, 2]);
    expect(errors[0].message).toContain('through realtime/seams.ts');
    expect(await boundaryErrors('apps/server/src/realtime/seams.ts', crossing)).toEqual([]);
    const through = await boundaryErrors(
      'apps/server/src/realtime/fake.ts',
      "import { friendIdsOf } from './seams.js';\nexport const all = friendIdsOf;\n",
    );
    expect(through).toEqual([]);
  });
});
