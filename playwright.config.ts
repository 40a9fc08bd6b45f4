import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium-launch';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Chosen once in the runner; workers inherit the environment, so all agree.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'authentic-e2e-'));
// A second server whose access tokens live just over 5 minutes, so the client renews them within seconds.
process.env.E2E_SHORT_PORT ??= String(await freePort());
process.env.E2E_SHORT_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'authentic-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const shortPort = Number(process.env.E2E_SHORT_PORT);

/**
 * Specs of screens: pages, forms, dialogs, layouts and the game's looks, which take a few steps at
 * most. `npm test` runs them as a part of their own beside the specs that walk the map and time the
 * game (E2E_PART=screens and E2E_PART=walks, decision 0255); each part runs one test at a time.
 * Unset, one run plays both, one test at a time.
 */
// The level cards (celebrations) and the artifact panels (game-artifacts) are screens too; with them here
// the two parts take about as long (measured: walks 646 s against screens 496 s before).
const SCREEN_SPECS =
  /[\\/](auth|profile|artifacts-page|account-data|world-page|worlds|foundation|accessibility|home-live|quotes|world-editor-saving|world-editor-tiled|world-editor-real-map|world-map|overworld-camera|game-render|game-screen|celebrations|game-artifacts)\.spec\.ts$/;
const part = process.env.E2E_PART;
if (part && part !== 'screens' && part !== 'walks') throw new Error(`E2E_PART is screens or walks, not ${part}`);
/** The walks' part leaves the screens' specs out; the screens' part takes only them. */
const partIgnore = part === 'walks' ? [SCREEN_SPECS] : [];

/** The environment of a server the browser tests drive. */
function serverEnv(serverPort: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_URL: `http://127.0.0.1:${serverPort}`,
    // Every test signs in from 127.0.0.1; the limits themselves are proven by the API tests.
    AUTH_RATE_LIMIT_IP: '10000',
    AUTH_RATE_LIMIT_IDENTIFIER: '1000',
    // Every game page opens a presence socket from 127.0.0.1 too (decision 0261).
    PRESENCE_SOCKETS_PER_ADDRESS: '1000',
    PRESENCE_CONNECTS_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
}

export default defineConfig({
  testDir: './e2e',
  ...(part === 'screens' ? { testMatch: SCREEN_SPECS } : {}),
  testIgnore: partIgnore,
  // Two runs side by side must not share (and clear) one folder of traces and results.
  outputDir: part ? `test-results/${part}` : 'test-results',
  // Its paths read @authentic/core from source (no build of core needed first).
  tsconfig: './tsconfig.tools.json',
  fullyParallel: true,
  // One browser at a time per run: two game tests side by side were measured (issue 26) and a phone's
  // careful walk took a double step. `npm test` runs the screens' part beside the walks' instead.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: two parts run side by side on two cores; a passing test never waits for these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM, network) and a screenshot of the end. The trace's
    // screencast is off: it encoded the game's canvas at up to 60 frames a second in every test and
    // threw it away on a pass — measured on two game specs, 90 s with it, 74 s without (decision 0255).
    // CI keeps only its printed log, so a trace there is recorded for nobody: E2E_TRACE=off (.ci/run).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      // Single tests that are the same clicks on every screen are tagged so (e2e/fixtures.ts).
      grepInvert: /@same-on-phone/,
      // The phone plays the screens, the touch pad and the layouts; flows that are the same clicks on
      // every screen size (saving quotes as a PDF, playing a world, level and quest progress, two
      // players meeting, which itself drives a phone-sized page) run once, on desktop (decision 0238).
      testIgnore: [
        /quotes\.spec/,
        /world-play\.spec/,
        /world-page\.spec/,
        /world-story\.spec/,
        /worlds\.spec/,
        /progress\.spec/,
        /quest\.spec/,
        /game-artifacts\.spec/,
        /presence\.spec/,
        // The world editor's flows are the same clicks on every screen; its phone layout is a
        // 390×844 page inside world-editor.spec (issue 25).
        /world-editor.*\.spec/,
        ...partIgnore,
      ],
    },
  ],
  webServer: [
    {
      // The same command a player runs: builds what is missing, then serves.
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, process.env.E2E_DATA_DIR),
    },
    // Started after the first, which has built the app by then. Only auth.spec, a screens spec, uses it.
    ...(part === 'walks'
      ? []
      : [
          {
            command: 'node apps/server/dist/server.js',
            url: `http://127.0.0.1:${shortPort}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: serverEnv(shortPort, process.env.E2E_SHORT_DATA_DIR, { ACCESS_TOKEN_TTL_SECONDS: '303' }),
          },
        ]),
  ],
});
