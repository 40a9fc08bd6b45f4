import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium-launch';

/**
 * The stack test (issue 38, decision 0291): `npm run test:stack` starts PostgreSQL, Redis, two game
 * servers and Caddy on free ports (scripts/stack/), drives two browsers through Caddy and restarts
 * one instance under them. Not part of `npm test`'s browser run (its testDir is e2e/); .ci/run runs it after.
 */
export default defineConfig({
  testDir: './e2e-stack',
  outputDir: 'test-results/stack',
  tsconfig: './tsconfig.tools.json',
  // Builds the web app and the server when missing or stale, as `npm start` does.
  globalSetup: './e2e-stack/global-setup.ts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
  },
});
