import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_LIMIT, FUNCTION_LIMIT, measure, measureSource } from './size-limits.mjs';

/** A function of `lines` lines in total (its opening and closing lines included). */
function functionOf(name, lines) {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`);
  return [`export function ${name}() {`, ...body, '}', ''].join('\n');
}

describe('the size limits', () => {
  it('measures every function, arrows and methods and nested ones too, by their lines', () => {
    const source = [
      'export function outer() {',
      '  const inner = () => {',
      '    return 1;',
      '  };',
      '  return inner();',
      '}',
      'class Walker { step() { return 2; } }',
      '',
    ].join('\n');
    const { lines, functions } = measureSource('walker.ts', source);
    expect(lines).toBe(7);
    expect(functions).toEqual([
      { name: 'outer', line: 1, lines: 6 },
      { name: 'inner', line: 2, lines: 3 },
      { name: 'step', line: 7, lines: 1 },
    ]);
  });

  it('reads components in .tsx files', () => {
    const { functions } = measureSource('panel.tsx', 'export const Panel = () => (\n  <p>\n    hi\n  </p>\n);\n');
    expect(functions).toEqual([{ name: 'Panel', line: 1, lines: 5 }]);
  });

  it('fails a function one line past the limit and a file one line past its limit, and passes the limits themselves', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'size-limits-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/at-limit.ts'), functionOf('atLimit', FUNCTION_LIMIT));
    writeFileSync(path.join(dir, 'src/past-limit.ts'), functionOf('pastLimit', FUNCTION_LIMIT + 1));
    writeFileSync(path.join(dir, 'src/long-file.ts'), 'export const x = 1;\n'.repeat(FILE_LIMIT + 1));
    writeFileSync(path.join(dir, 'src/full-file.ts'), 'export const y = 1;\n'.repeat(FILE_LIMIT));
    const files = ['src/at-limit.ts', 'src/past-limit.ts', 'src/long-file.ts', 'src/full-file.ts'];
    const result = measure({ cwd: dir, files });
    expect(result.longFunctions.map((fn) => [fn.name, fn.lines])).toEqual([['pastLimit', FUNCTION_LIMIT + 1]]);
    expect(result.longFiles).toEqual([{ file: 'src/long-file.ts', lines: FILE_LIMIT + 1 }]);
  });
});

describe('decision records', () => {
  it('are each under one page', async () => {
    const { longRecords, RECORD_LIMIT } = await import('./size-limits.mjs');
    expect(RECORD_LIMIT).toBe(70);
    expect(longRecords()).toEqual([]);
  });
});
