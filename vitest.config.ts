import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));
const coreInkSource = fileURLToPath(new URL('./packages/core/src/ink/index.ts', import.meta.url));
/**
 * Tests read core from source, so a change in core needs no build first. The subpath comes first:
 * an alias also matches what starts with it and a slash.
 */
const resolve = { alias: { '@authentic/core/ink': coreInkSource, '@authentic/core': coreSource } };

/**
 * Files share their worker's loaded modules (no fresh module graph per file): on two cores that
 * fresh graph cost more than the tests themselves (issue 26: core and web 217 s → 47 s). Each
 * file still gets its own environment (a new jsdom for web), and every file makes its own app and
 * database; a stubbed global or environment variable ends with its test, so none leaks into the
 * next file.
 */
const shared = { isolate: false, unstubGlobals: true, unstubEnvs: true } as const;

/** API files whose subject does not touch the database: the PostgreSQL run leaves them out. */
const DATABASE_BLIND = [
  'src/replay/replay-pool.test.ts',
  'src/routes/minigames/replay-limits.test.ts',
  'src/realtime/bus.test.ts',
  'src/redis-fallback.test.ts',
  'src/plugins/rate-limit.test.ts',
  // World checks and stories run on the replay threads, with their own time budgets.
  'src/routes/worlds/world-check.test.ts',
  'src/replay/story-pool.test.ts',
  // A SIGKILL of our process loses nothing PostgreSQL acknowledged: it is the embedded database's test.
  'src/durability.test.ts',
  // Makes its own databases of both kinds (issue 38 item 5).
  'src/backup/backup.test.ts',
];

const apiProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: `api:${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    // What these prove is the worker pool's, Redis's or the rate limiter's, not the database's: they
    // run once, on PGlite (about half a minute of a CI run).
    exclude: kind === 'postgres' ? DATABASE_BLIND : [],
    environment: 'node',
    ...shared,
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
          ...shared,
          // Property tests over hundreds of seeds take seconds on a busy machine, not milliseconds.
          testTimeout: 30_000,
        },
      },
      {
        // The root scripts (npm start's staleness check and friends) and the benches' pure rules: plain Node.
        // The layout test starts ESLint with the repository's typed config: slow when both cores are busy.
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
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
          // happy-dom sets up in a fraction of jsdom's time; WEB_DOM=jsdom compares (decision 0295).
          environment: process.env.WEB_DOM === 'jsdom' ? 'jsdom' : 'happy-dom',
          // happy-dom's fetch is a real one: a request a test leaves unanswered goes to a port where
          // nothing listens, never to a game a developer runs on localhost:3000.
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:9/' } },
          ...shared,
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
