import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));
/** Tests read core from source, so a change in core needs no build first. */
const resolve = { alias: { '@authentic/core': coreSource } };

const apiProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: `api:${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The root scripts (npm start's staleness check and friends): plain Node.
        test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      apiProject('pglite'),
      // The same API suite runs against a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        resolve,
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
