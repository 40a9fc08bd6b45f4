import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import localRules from './scripts/eslint/no-literal-text.mjs';
import tseslint from 'typescript-eslint';

/** Every web feature, read from disk, so a new feature gets its fence without editing this file. */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const web = './apps/web/src';

/**
 * Imports flow one way (docs/architecture.md, decision 0258): core → server and core → web; inside
 * web, ui/ and lib/ → features/ → app/. Features meet in app/, never in each other.
 */
const boundaries = [
  { target: './packages/core', from: './apps', message: 'core imports nothing of ours: it is the bottom layer.' },
  { target: './apps/server', from: './apps/web', message: 'The server and the web app share only core.' },
  { target: './apps/web', from: './apps/server', message: 'The server and the web app share only core.' },
  {
    target: [`${web}/lib`, `${web}/ui`],
    from: [`${web}/features`, `${web}/app`],
    message: 'lib/ and ui/ are shared by every feature: they import no feature and not app/.',
  },
  ...features.flatMap((feature) => [
    {
      target: `${web}/features/${feature}`,
      from: `${web}/app`,
      message: 'A feature never reaches up into app/; what features share lives in lib/ or ui/.',
    },
    {
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message: 'Features meet in app/, not in each other: move what both need to lib/ or ui/, or let app/ pass it in.',
    },
  ]),
  {
    // Live presence reaches the rest of the server only through realtime/seams.ts (issue 35, decision 0275).
    target: './apps/server/src/realtime/**/!(seams|*.test).ts',
    from: ['db', 'routes', 'plugins', 'moderation', 'safety'].map((folder) => `./apps/server/src/${folder}`),
    message: 'realtime/ reaches the rest of the server through realtime/seams.ts, so it could run as its own process.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/migrations/**',
      // Local scratch scripts (screenshots, measurements), never committed.
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.{js,ts}', 'e2e/**/*.ts', 'e2e-stack/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Server routes reach the database only through repositories (issue 35, decision 0277): no drizzle,
    // no table schema, no database client; the `Db` handle's type may pass through to a repository.
    files: ['apps/server/src/routes/**/*.ts', 'apps/server/src/*/routes/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      // Still querying directly until H4b moves their queries into repositories (issue 35, item 6).
      'apps/server/src/routes/users/progress-claims.ts',
      'apps/server/src/routes/artifacts/write.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes query through a repository (db/).' },
            { group: ['**/db/schema*'], message: 'Routes query through a repository (db/), not the tables.' },
            { group: ['**/db/client*'], allowTypeImports: true, message: 'Routes get the database from app.database.' },
          ],
        },
      ],
    },
  },
  {
    // The game's rules stay pure: no DOM, no Node, no clock, no randomness.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'setTimeout', 'setInterval'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in as an argument.' },
        { object: 'Date', property: 'now', message: 'Pass the time in as an argument.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves './x.js' to x.ts (core, server) and extensionless imports (web), so zones see real files.
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: false })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Words a player reads live in texts catalogues, never in JSX (issue 35; scripts/eslint/no-literal-text.mjs).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { local: localRules },
    rules: { 'local/no-literal-text': 'error' },
  },
);
