// `npm run bench:startup`: how long the built server takes from spawn to a
// healthy /api/health, on a new DATA_DIR and again on the same one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, freePort, startServer, stopServer } from './servers.mjs';

await ensureBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-startup-'));
try {
  const rows = [];
  for (const label of ['first start (new DATA_DIR)', 'second start', 'third start']) {
    const port = await freePort();
    const { child, ms } = await startServer(
      'apps/server/dist/server.js',
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      `http://127.0.0.1:${port}/api/health`,
    );
    rows.push({ start: label, 'ms to healthy': Math.round(ms) });
    await stopServer(child);
  }
  console.table(rows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
