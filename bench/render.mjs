/* global window */
// `npm run bench:render`: in headless Chromium at 1280×720, on the largest built-in map, the
// character walks for 10 s; the page records update + draw time per frame (?bench). The same walk
// runs with a naive renderer that draws every tile every frame (?bench&naive). Prints median and
// p99 of both and their ratio, and the gzipped size of the JavaScript loaded before the game is
// playable. Then a 256×256 player world (bench/big-world.mjs) is walked the same way, and its size
// on the wire printed. Prints figures only; never fails on them.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILT_IN_MAP_NAMES, LOCAL_GAME_STATE_KEYS } from '@authentic/core';
import { publishArtWorlds } from './art-worlds.mjs';
import { publishBigWorld } from './big-world.mjs';
import { strokeInEditor } from './editor-stroke.mjs';
import {
  countJavaScript,
  firstLoadLine,
  largestMapCheckpoint,
  launchChromium,
  waitUntilPlayable,
} from './lib/game-page.mjs';
import { startEmbeddedServer } from './servers.mjs';

/** The built chunks of the three mini-game screens, gzipped (issue 10: they load only when opened). */
async function miniGameChunks() {
  const dir = path.join(process.cwd(), 'apps/web/dist/assets');
  const files = await readdir(dir).catch(() => []);
  const parts = [];
  for (const name of ['adventure-screen', 'terminal-screen', 'platformer-screen']) {
    const file = files.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.js'));
    if (!file) continue;
    const body = await readFile(path.join(dir, file));
    parts.push(
      `${name} ${(body.length / 1024).toFixed(1)} kB (${(gzipSync(body).length / 1024).toFixed(1)} kB gzipped)`,
    );
  }
  return parts.join(', ') || 'none found';
}

const WALK_MS = Number(process.env.BENCH_WALK_MS ?? 10_000);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function walk(browser, baseUrl, query, checkpoint, reducedMotion = 'no-preference', session = null) {
  // Motion allowed, so the map's ambient life (render/ambient.ts) is drawn and measured too;
  // 'reduce' draws none, the row that shows what the life costs.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify(checkpoint)],
  );
  if (session) {
    // Signed in as the big world's owner (the app's session keys, lib/storage.ts).
    await context.addInitScript(
      ([token, refreshToken, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('refreshToken', refreshToken);
        localStorage.setItem('user', user);
      },
      [session.token, session.refreshToken, JSON.stringify(session.user)],
    );
  }
  const page = await context.newPage();
  const javaScript = countJavaScript(page);
  // A world's own tileset images: each should be fetched once however long the walk.
  let imageRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/uploads/')) imageRequests += 1;
  });
  await page.goto(`${baseUrl}/game${session ? `/${session.worldId}` : ''}?${query}`);
  await waitUntilPlayable(page);
  const { jsBytes, jsGzip } = javaScript.read();
  const loaded = { jsBytes, jsGzip };
  await page.evaluate(() => window.__frameTimings?.splice(0));
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
  const end = Date.now() + WALK_MS;
  for (let i = 0; Date.now() < end; i += 1) {
    const key = keys[Math.floor(i / 6) % keys.length];
    await page.keyboard.down(key);
    await page.waitForTimeout(160);
    await page.keyboard.up(key);
  }
  const timings = await page.evaluate(() => window.__frameTimings ?? []);
  const biome = await page.locator('canvas.game-canvas').getAttribute('data-biome');
  await context.close();
  return { timings, biome, imageRequests, ...loaded };
}

const server = await startEmbeddedServer('render');
const browser = await launchChromium();
try {
  const { map, checkpoint } = largestMapCheckpoint();
  const { baseUrl } = server;
  const ours = await walk(browser, baseUrl, 'bench', checkpoint);
  const still = await walk(browser, baseUrl, 'bench', checkpoint, 'reduce');
  const naive = await walk(browser, baseUrl, 'bench&naive', checkpoint);
  const big = await publishBigWorld(baseUrl);
  const wide = await walk(browser, baseUrl, 'bench', checkpoint, 'no-preference', { ...big.session, worldId: big.id });
  const stroke = await strokeInEditor(browser, baseUrl, big.session, big.id);
  const arts = await publishArtWorlds(baseUrl);
  const town = await walk(browser, baseUrl, 'bench', checkpoint, 'no-preference', {
    ...arts.session,
    worldId: arts.townId,
  });
  const country = await walk(browser, baseUrl, 'bench', checkpoint, 'no-preference', {
    ...arts.session,
    worldId: arts.countryId,
  });
  const row = (name, r) => ({
    renderer: name,
    frames: r.timings.length,
    'median ms': Number(percentile(r.timings, 50).toFixed(3)),
    'p99 ms': Number(percentile(r.timings, 99).toFixed(3)),
  });
  console.log(
    `\nheadless Chromium 1280×720, map ${BUILT_IN_MAP_NAMES[map.id]} (${map.cells} cells, ${ours.biome} with its ambient life), walking ${WALK_MS / 1000} s, ${os.cpus().length} cores`,
  );
  console.table([
    row('ours (static layer)', ours),
    row('ours, reduced motion (no ambient life)', still),
    row('naive (every tile, every frame)', naive),
    row('ours, a 256×256 world (chunks in view)', wide),
    row('ours, an imported Tiled town (2 tilesets, layers below and above)', town),
    row('ours, a 256×256 world painted with 2 uploaded tilesets', country),
  ]);
  console.log(
    `Tileset images fetched while walking: the town ${town.imageRequests} (2 tilesets), the painted world ${country.imageRequests} (2 tilesets)`,
  );
  console.log(
    `The 256×256 world on the wire (GET /api/worlds/{id}/play): ${(big.wire.bytes / 1024).toFixed(1)} kB of JSON, ${(big.wire.gzipBytes / 1024).toFixed(1)} kB gzipped${big.wire.encoding ? ` (the server sends it ${big.wire.encoding}-encoded)` : ' (the server sent it unencoded)'}`,
  );
  console.log(
    `ratio ours/naive: median ${(percentile(ours.timings, 50) / percentile(naive.timings, 50)).toFixed(3)}, p99 ${(percentile(ours.timings, 99) / percentile(naive.timings, 99)).toFixed(3)}`,
  );
  console.log(firstLoadLine(ours));
  const sums = stroke.samples.map((s) => s.handler + s.draw);
  const figure = (values) =>
    `median ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`;
  console.log(
    `World editor, a brush stroke of ${stroke.samples.length} cells across the 256×256 world: model ${figure(stroke.samples.map((s) => s.handler))}; repaint ${figure(stroke.samples.map((s) => s.draw))}; both ${figure(sums)}, max ${Math.max(...sums).toFixed(2)} ms (a frame is 16.7 ms)`,
  );
  console.log(`Mini-game chunks (loaded only when a game opens): ${await miniGameChunks()}`);
} finally {
  await browser.close();
  await server.stop();
}
