// What bench:render and bench:first-load share: the browser they drive, the map they open and how
// they count the JavaScript a page fetches.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUILT_IN_MAPS, BUILT_IN_MAP_NAMES, isWalkableTile, tileAt } from '@authentic/core';

/** Headless Chromium (CHROMIUM_PATH, or the system's), without its background traffic. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The largest built-in map: its id, its number of cells and its grid. */
export function largestMap() {
  return Object.entries(BUILT_IN_MAPS)
    .map(([id, map]) => ({ id, cells: map.data.length * (map.data[0]?.length ?? 0), grid: map.data }))
    .sort((a, b) => b.cells - a.cells)[0];
}

/** A walkable cell near the middle, so the walk stays on the map. */
export function middleCell(grid) {
  const cy = Math.floor(grid.length / 2);
  const cx = Math.floor((grid[0]?.length ?? 0) / 2);
  for (let r = 0; r < 10; r += 1)
    for (let y = cy - r; y <= cy + r; y += 1)
      for (let x = cx - r; x <= cx + r; x += 1) if (isWalkableTile(tileAt(grid, x, y))) return { x, y };
  return { x: 4, y: 4 };
}

/** The checkpoint that starts the game in the middle of the largest map, and that map. */
export function largestMapCheckpoint() {
  const map = largestMap();
  return { map, checkpoint: { mapName: BUILT_IN_MAP_NAMES[map.id], position: middleCell(map.grid) } };
}

/**
 * Counts every JavaScript file the page fetches from now on; `read()` gives the totals so far
 * (bytes as sent before compression, and gzipped as a server would send them).
 */
export function countJavaScript(page) {
  const totals = { jsBytes: 0, jsGzip: 0, files: 0 };
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) {
      totals.jsBytes += body.length;
      totals.jsGzip += gzipSync(body).length;
      totals.files += 1;
    }
  });
  return { read: () => ({ ...totals }) };
}

/** Waits until the game is playable: its location line is shown (the game's first frame is drawn). */
export const waitUntilPlayable = (page) => page.getByRole('status', { name: 'Location' }).waitFor({ timeout: 30_000 });

/** The line both benches print. */
export const firstLoadLine = ({ jsBytes, jsGzip }) =>
  `JavaScript loaded before the game is playable: ${(jsBytes / 1024).toFixed(1)} kB, ${(jsGzip / 1024).toFixed(1)} kB gzipped`;
