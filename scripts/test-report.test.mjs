import { describe, expect, it } from 'vitest';
import { failedTests, slowestLines, slowestPlaywrightFiles, slowestVitestFiles, splitLine } from './test-report.mjs';

describe('splitLine', () => {
  it('names each step with its seconds, in the order run, then the total', () => {
    expect(
      splitLine(
        [
          ['typecheck', 61_600],
          ['lint', 40_200],
        ],
        102_000,
      ),
    ).toBe('time: typecheck 62 s, lint 40 s, total 102 s');
  });
});

describe('slowestVitestFiles', () => {
  it('adds up the runs of one file (the API suite runs once per database) and sorts the slowest first', () => {
    const report = {
      testResults: [
        { name: '/repo/apps/server/src/a.test.ts', startTime: 0, endTime: 4000 },
        { name: '/repo/packages/core/src/b.test.ts', startTime: 0, endTime: 5000 },
        { name: '/repo/apps/server/src/a.test.ts', startTime: 10_000, endTime: 13_000 },
      ],
    };
    expect(slowestVitestFiles(report, '/repo')).toEqual([
      ['apps/server/src/a.test.ts', 7, 2],
      ['packages/core/src/b.test.ts', 5, 1],
    ]);
    expect(slowestVitestFiles(report, '/repo', 1)).toHaveLength(1);
    expect(slowestVitestFiles(undefined, '/repo')).toEqual([]);
  });
});

describe('slowestPlaywrightFiles', () => {
  it('adds up every try of every test of a file, nested suites included, by project', () => {
    const report = {
      suites: [
        {
          file: 'game.spec.ts',
          specs: [
            {
              file: 'game.spec.ts',
              tests: [
                { projectName: 'desktop', results: [{ duration: 2000 }, { duration: 1000 }] },
                { projectName: 'phone', results: [{ duration: 4000 }] },
              ],
            },
          ],
          suites: [{ specs: [{ tests: [{ projectName: 'desktop', results: [{ duration: 1000 }] }] }] }],
        },
        { file: 'auth.spec.ts', specs: [{ tests: [{ projectName: 'desktop', results: [{ duration: 500 }] }] }] },
      ],
    };
    expect(slowestPlaywrightFiles(report)).toEqual([
      ['game.spec.ts', 8, { desktop: 4, phone: 4 }],
      ['auth.spec.ts', 0.5, { desktop: 0.5 }],
    ]);
  });
});

describe('slowestLines', () => {
  it('prints one line per file, with its runs or projects, and nothing for an empty list', () => {
    expect(slowestLines('vitest', [['a.test.ts', 7.4, 2]])).toEqual([
      'slowest vitest files (seconds, every run added up):',
      '      7 s  a.test.ts (2 runs)',
    ]);
    expect(slowestLines('browser', [['g.spec.ts', 8, { desktop: 4, phone: 4 }]])[1]).toBe(
      '      8 s  g.spec.ts (desktop 4, phone 4)',
    );
    expect(slowestLines('vitest', [])).toEqual([]);
  });
});

describe('failedTests', () => {
  it('names the failed tests of both reports by file, and leaves out those that passed or were skipped', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/apps/server/src/a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a group › breaks' },
          ],
        },
      ],
    };
    const playwright = {
      suites: [
        {
          file: 'game.spec.ts',
          specs: [
            { title: 'walks', tests: [{ projectName: 'phone', status: 'unexpected' }] },
            { title: 'talks', tests: [{ projectName: 'desktop', status: 'expected' }] },
          ],
        },
      ],
    };
    expect(failedTests({ vitest, playwright }, '/repo')).toEqual([
      'apps/server/src/a.test.ts › a group › breaks',
      'game.spec.ts › [phone] walks',
    ]);
  });
});
