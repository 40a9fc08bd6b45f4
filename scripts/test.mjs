// `npm test`: typecheck, lint, size limits, unit and API tests (PGlite, and PostgreSQL when
// a server answers at 127.0.0.1:5432), then browser tests. Fails if any fails,
// and ends with one summary line counting every test that ran, the slowest test files and
// the time each step took.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { runBrowserParts } from './browser-parts.mjs';
import { answers, npmCommand, root, run } from './lib.mjs';
import {
  failedTests,
  seconds,
  slowestLines,
  slowestPlaywrightFiles,
  slowestVitestFiles,
  splitLine,
} from './test-report.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const reportDir = path.join(root, 'node_modules/.tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const failures = [];
const counts = [];
const step = (title) => console.log(`\n=== ${title} ===`);
const startedAt = Date.now();
/** [step, ms] in the order run, for the closing `time:` line. */
const times = [];
const slowest = [];
/** Every failed test by file and name, for the summary. */
const failedNames = [];

async function timed(name, body) {
  const start = Date.now();
  try {
    return await body();
  } finally {
    times.push([name, Date.now() - start]);
    console.log(`(${name}: ${seconds(Date.now() - start)} s)`);
  }
}

function printTimes() {
  if (slowest.length) console.log('');
  for (const line of slowest) console.log(line);
  console.log(splitLine(times, Date.now() - startedAt));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function withPostgres(body) {
  if (process.env.TEST_DATABASE_URL) return body();
  if (!(await answers('127.0.0.1', 5432))) {
    console.log('No PostgreSQL at 127.0.0.1:5432: the API suite runs on PGlite only.');
    return body();
  }
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `authentic_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch (error) {
    failures.push('postgres setup');
    console.error(`PostgreSQL answers at 127.0.0.1:5432 but a test database could not be made: ${error.message}`);
    console.error('Set TEST_POSTGRES_ADMIN_URL to a user that may create databases.');
    await admin.end().catch(() => {});
    return body();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  console.log(`API tests also run on PostgreSQL, database ${name} (dropped afterwards).`);
  try {
    return await body();
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch((error) => {
      console.error(`Could not drop ${name}: ${error.message}`);
    });
    await admin.end().catch(() => {});
    delete process.env.TEST_DATABASE_URL;
  }
}

async function main() {
  let chromium;
  try {
    chromium = await findChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  // Side by side: each is one busy core for half a minute, and neither needs the other.
  step('typecheck (tsc -b), lint (eslint, prettier) and size limits, side by side');
  const [typecheck, lint, sizes] = await Promise.all([
    timed('typecheck', () => run(npx, ['tsc', '-b'])),
    timed('lint', () => run(npmCommand, ['run', 'lint'])),
    // Functions ≤ 150 lines, files ≤ 400 (scripts/size-limits.mjs): a few seconds.
    timed('size limits', () => run(process.execPath, ['scripts/size-limits.mjs'])),
  ]);
  if (lint !== 0) failures.push('lint');
  if (sizes !== 0) failures.push('size limits');
  if (typecheck !== 0) {
    console.error('Typecheck failed; the tests would run on code that does not compile.');
    printTimes();
    process.exit(1);
  }

  if (await answers('127.0.0.1', 6379)) process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

  step('unit and API tests (vitest)');
  const vitestReport = path.join(reportDir, 'vitest.json');
  await timed('vitest', () =>
    withPostgres(async () => {
      const code = await run(npx, [
        'vitest',
        'run',
        // Two files at a time, not Vitest's one on two cores: API files spend much of their time
        // waiting on PostgreSQL and on server processes, and the run takes a fifth less.
        '--maxWorkers=2',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]);
      if (code !== 0) failures.push('vitest');
    }),
  );
  const vitest = readJson(vitestReport);
  failedNames.push(...failedTests({ vitest }, root));
  slowest.push(...slowestLines('vitest', slowestVitestFiles(vitest, root)));
  if (vitest) {
    counts.push({
      name: 'unit+api',
      passed: vitest.numPassedTests,
      failed: vitest.numFailedTests,
      skipped: vitest.numPendingTests + vitest.numTodoTests,
    });
    const byProject = {};
    /** Seconds of file time by part: the parts share two workers, so these add up to about twice the wall time. */
    const fileSeconds = {};
    for (const file of vitest.testResults ?? []) {
      const project = file.name.includes('/apps/server/')
        ? 'api'
        : file.name.includes('/apps/web/')
          ? 'web'
          : file.name.includes('/scripts/')
            ? 'scripts'
            : 'core';
      byProject[project] ??= 0;
      for (const test of file.assertionResults ?? []) if (test.status === 'passed') byProject[project] += 1;
      if (Number.isFinite(file.startTime) && Number.isFinite(file.endTime)) {
        fileSeconds[project] = (fileSeconds[project] ?? 0) + (file.endTime - file.startTime) / 1000;
      }
    }
    console.log(`vitest passed by part: ${JSON.stringify(byProject)} (api counts PGlite and PostgreSQL runs)`);
    const spent = Object.entries(fileSeconds).map(([part, value]) => `${part} ${Math.round(value)} s`);
    console.log(`vitest file time by part, on two workers: ${spent.join(', ')}`);
  }

  // Web and server both, before the two browser parts start their servers side by side.
  step('build the web app and the server for the browser tests');
  if ((await timed('build', () => run(process.execPath, ['scripts/build.mjs']))) !== 0) {
    failures.push('build');
  } else {
    step('browser tests (playwright, Chromium): the walks and the screens side by side');
    const parts = await timed('browser', () =>
      runBrowserParts({
        command: npx,
        args: ['playwright', 'test', '--reporter=list,json'],
        env: { ...process.env, CHROMIUM_PATH: chromium },
        reportDir,
      }),
    );
    for (const { part, code } of parts) if (code !== 0) failures.push(`playwright (${part})`);
    const reports = parts.map(({ report }) => readJson(report));
    const suites = reports.flatMap((report) => report?.suites ?? []);
    failedNames.push(...failedTests({ playwright: { suites } }, root));
    slowest.push(...slowestLines('browser', slowestPlaywrightFiles({ suites })));
    const stats = reports.map((report) => report?.stats).filter(Boolean);
    if (stats.length) {
      counts.push({
        name: 'browser',
        passed: stats.reduce((sum, s) => sum + s.expected + (s.flaky ?? 0), 0),
        failed: stats.reduce((sum, s) => sum + s.unexpected, 0),
        skipped: stats.reduce((sum, s) => sum + s.skipped, 0),
      });
    }
    if (stats.length < parts.length) failures.push('playwright report missing');
  }

  const total = counts.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\n=== summary ===');
  for (const c of counts) console.log(`${c.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  // Named here as well as above: a CI log is often read from its tail only.
  for (const name of failedNames) console.log(`failed: ${name}`);
  if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  printTimes();
  process.exit(failures.length || total.failed ? 1 : 0);
}

await main();
