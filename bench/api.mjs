// `npm run bench:api`: autocannon against GET /api/health of the real server
// (real database round-trip, every plugin, default logging), side by side with
// a bare Fastify hello-world on this machine. Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareWithBare, ensureBuilt } from './servers.mjs';

await ensureBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-'));
try {
  await compareWithBare('ours: GET /api/health (PGlite)', '/api/health', dataDir);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
