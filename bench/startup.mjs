// `npm run bench:startup`: what a new player waits for. (a) A fresh clone of HEAD: `npm install`
// with npm's cache as this machine has it (warm after any earlier install; its size is printed),
// then the first `npm start` until the home page shows (`/` and every asset index.html names) and
// until the API answers (/api/health); both make it playable. (b) The second `npm start` of the
// same clone, the same two figures, three times. (c) The built server alone, from spawn to
// healthy, on a new DATA_DIR and again.
// Prints figures only; never fails on time.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { npmCommand, root, run } from '../scripts/lib.mjs';
import { freePort, startServer, stopServer } from './servers.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Total size of a folder in MB (npm's cache, to say how warm it is). */
function folderMb(dir) {
  let bytes = 0;
  const visit = (entry) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (stats?.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
    else if (stats) bytes += stats.size;
  };
  visit(dir);
  return Math.round(bytes / 1e6);
}

/** True when `/` and every /assets/ file index.html names answer 200: the page shows. */
async function pageShows(base) {
  try {
    const page = await fetch(`${base}/`);
    if (!page.ok) return false;
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    const answers = await Promise.all(assets.map((url) => fetch(`${base}${url}`)));
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    return assets.length > 0 && answers.every((res) => res.ok);
  } catch {
    return false;
  }
}

const apiAnswers = (base) =>
  fetch(`${base}/api/health`).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Runs `npm start` in `dir` (npm itself, as a player types it). Resolves with the ms from spawn
 * until the page shows (`/` and its assets), until the API answers (/api/health), and until both
 * (playable). The early server shows the page while the database opens (decision 0230).
 */
async function npmStart(dir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'WEB_DIST_DIR']) delete env[name];
  // Its own process group, so that stopping it stops npm and the server under it.
  const child = spawn(npmCommand, ['start', '--silent'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const since = () => performance.now() - started;
  let pageMs;
  let apiMs;
  // Each probe on its own: an API call the server holds must not hold up looking at the page.
  const watch = async (probe, done) => {
    while (child.exitCode === null) {
      if (await probe(base)) return done(since());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await Promise.all([watch(pageShows, (ms) => (pageMs = ms)), watch(apiAnswers, (ms) => (apiMs = ms))]);
  if (pageMs === undefined || apiMs === undefined) {
    throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
  }
  return { child, pageMs, apiMs, playableMs: Math.max(pageMs, apiMs), output: () => output };
}

/** SIGTERM to npm and the server under it; resolves when npm has exited. */
async function stopStart(child) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
const npmCache = execFileSync(npmCommand, ['config', 'get', 'cache'], { cwd: root, encoding: 'utf8' }).trim();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'authentic-startup-'));
const clone = path.join(tmp, 'clone');
try {
  console.log(`Fresh clone of HEAD ${head}${dirty ? ' (uncommitted changes are not in it)' : ''} in ${clone}`);
  console.log(
    `npm cache ${npmCache}: ${folderMb(npmCache)} MB before the install; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  execFileSync('git', ['clone', '--quiet', root, clone]);

  const installStarted = performance.now();
  const installCode = await run(npmCommand, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone });
  const installMs = performance.now() - installStarted;
  if (installCode !== 0) throw new Error(`npm install exited with ${installCode}`);

  const first = await npmStart(clone);
  await stopStart(first.child);
  console.log(`\nnpm start's own lines on the first start:\n${first.output().trim()}\n`);

  const restarts = [];
  for (let i = 0; i < 3; i++) {
    const again = await npmStart(clone);
    restarts.push(again);
    await stopStart(again.child);
  }

  const serverRows = [];
  const dataDir = path.join(tmp, 'data');
  for (const label of ['built server alone, new DATA_DIR', 'built server alone, again']) {
    const port = await freePort();
    const { child, ms } = await startServer(
      path.relative(root, path.join(clone, 'apps/server/dist/server.js')),
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      `http://127.0.0.1:${port}/api/health`,
    );
    serverRows.push({ step: label, time: seconds(ms) });
    await stopServer(child);
  }

  console.table([
    { step: '(a) npm install, fresh clone', time: seconds(installMs) },
    { step: '(a) first npm start, page shows', time: seconds(first.pageMs) },
    { step: '(a) first npm start, API answers', time: seconds(first.apiMs) },
    { step: '(a) install + first start, total', time: seconds(installMs + first.playableMs) },
    ...['pageMs', 'apiMs'].map((key) => ({
      step: `(b) second npm start, ${key === 'pageMs' ? 'page shows' : 'API answers'} (median of 3)`,
      time: seconds(median(restarts.map((s) => s[key]))),
    })),
    ...serverRows,
  ]);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
