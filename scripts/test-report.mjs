// What `npm test` prints about time: the split by step, and the slowest test files of the
// Vitest and Playwright JSON reports. Plain Node, no dependencies (issue 26).
import path from 'node:path';

/** Seconds, rounded, for a line a person reads. */
export const seconds = (ms) => Math.round(ms / 1000);

/** `time: typecheck 62 s, lint 40 s, …, total 1200 s` from [name, ms] pairs in the order run. */
export function splitLine(steps, totalMs) {
  const parts = steps.map(([name, ms]) => `${name} ${seconds(ms)} s`);
  return `time: ${[...parts, `total ${seconds(totalMs)} s`].join(', ')}`;
}

/**
 * The slowest files of a Vitest JSON report: [file, seconds, runs]. The API suite runs once per
 * database, and the report does not name the project, so a file's runs are added up and counted.
 */
export function slowestVitestFiles(report, root, count = 10) {
  const byFile = new Map();
  for (const file of report?.testResults ?? []) {
    if (!Number.isFinite(file.startTime) || !Number.isFinite(file.endTime)) continue;
    const name = path.relative(root, file.name);
    const entry = byFile.get(name) ?? { ms: 0, runs: 0 };
    entry.ms += file.endTime - file.startTime;
    entry.runs += 1;
    byFile.set(name, entry);
  }
  return [...byFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([name, { ms, runs }]) => [name, ms / 1000, runs]);
}

/** Every test of a Playwright JSON suite tree, with the file it sits in (and its spec's title). */
function* playwrightTests(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield [spec.file ?? here, test, spec.title];
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

/**
 * Every failed test of a Vitest and a Playwright JSON report as `file › name`, so the summary at
 * the end of a long log says which tests failed, not only how many.
 */
export function failedTests({ vitest, playwright }, root) {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(`${path.relative(root, file.name)} › ${test.fullName}`);
    }
  }
  for (const suite of playwright?.suites ?? []) {
    for (const [file, test, title] of playwrightTests(suite, suite.file)) {
      if (test.status === 'unexpected') names.push(`${file} › [${test.projectName ?? ''}] ${title}`);
    }
  }
  return names;
}

/**
 * The slowest files of a Playwright JSON report: [file, seconds, {project: seconds}], the time of
 * every try of every test added up (with several workers, more than the wall-clock share).
 */
export function slowestPlaywrightFiles(report, count = 10) {
  const byFile = new Map();
  for (const suite of report?.suites ?? []) {
    for (const [file, test] of playwrightTests(suite, suite.file)) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const entry = byFile.get(file) ?? { ms: 0, projects: {} };
      entry.ms += ms;
      const project = test.projectName ?? '';
      entry.projects[project] = (entry.projects[project] ?? 0) + ms;
      byFile.set(file, entry);
    }
  }
  return [...byFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([file, { ms, projects }]) => [
      file,
      ms / 1000,
      Object.fromEntries(Object.entries(projects).map(([name, value]) => [name, value / 1000])),
    ]);
}

/** Lines for the log: `  123 s  apps/server/src/app.test.ts (2 runs)`. */
export function slowestLines(title, rows) {
  if (!rows.length) return [];
  const lines = [`slowest ${title} files (seconds, every run added up):`];
  for (const [file, total, detail] of rows) {
    const note =
      typeof detail === 'number'
        ? detail > 1
          ? ` (${detail} runs)`
          : ''
        : ` (${Object.entries(detail)
            .map(([name, value]) => `${name} ${Math.round(value)}`)
            .join(', ')})`;
    lines.push(`  ${String(Math.round(total)).padStart(5)} s  ${file}${note}`);
  }
  return lines;
}
