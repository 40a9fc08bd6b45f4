// `npm run bench:first-load`: the one figure of bench:render that a code change moves most often,
// alone and in seconds — the gzipped JavaScript loaded before the game is playable (headless
// Chromium at 1280×720, the game opened on the largest built-in map, as bench:render does).
// `--files` lists each file fetched, largest first. Prints figures only; never fails on them.
import { gzipSync } from 'node:zlib';
import { LOCAL_GAME_STATE_KEYS } from '@authentic/core';
import {
  countJavaScript,
  firstLoadLine,
  largestMapCheckpoint,
  launchChromium,
  waitUntilPlayable,
} from './lib/game-page.mjs';
import { startEmbeddedServer } from './servers.mjs';

const listFiles = process.argv.includes('--files');

const server = await startEmbeddedServer('first-load');
const browser = await launchChromium();
try {
  const { checkpoint } = largestMapCheckpoint();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify(checkpoint)],
  );
  const page = await context.newPage();
  const javaScript = countJavaScript(page);
  const files = [];
  if (listFiles) {
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) files.push({ file: new URL(response.url()).pathname, 'kB gzipped': gzipSync(body).length / 1024 });
    });
  }
  await page.goto(`${server.baseUrl}/game?bench`);
  await waitUntilPlayable(page);
  const loaded = javaScript.read();
  const shown = [...files];
  await context.close();
  if (listFiles) {
    console.table(
      shown
        .sort((a, b) => b['kB gzipped'] - a['kB gzipped'])
        .map((row) => ({ ...row, 'kB gzipped': Number(row['kB gzipped'].toFixed(1)) })),
    );
  }
  console.log(`${firstLoadLine(loaded)} (${loaded.files} files)`);
} finally {
  await browser.close();
  await server.stop();
}
