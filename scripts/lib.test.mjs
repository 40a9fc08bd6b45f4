import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_PARTS, staleParts } from './lib.mjs';

const parts = {
  server: { output: 'out/server.js', sources: ['src', 'package.json'] },
  web: { output: 'out/index.html', sources: ['web'] },
};
let base;

/** Writes a file below the temporary root with the given modification time (seconds). */
function file(name, mtime) {
  const full = path.join(base, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, mtime, mtime);
}

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('staleParts', () => {
  it('names a part whose output is missing or older than any of its sources, and only that one', () => {
    base = mkdtempSync(path.join(os.tmpdir(), 'authentic-stale-'));
    file('src/a.ts', 100);
    file('package.json', 100);
    file('web/b.tsx', 100);
    expect(staleParts(['server', 'web'], base, parts)).toEqual(['server', 'web']);
    file('out/server.js', 200);
    file('out/index.html', 200);
    expect(staleParts(['server', 'web'], base, parts)).toEqual([]);
    file('src/deep/c.ts', 300);
    expect(staleParts(['server', 'web'], base, parts)).toEqual(['server']);
  });

  it('ignores test files, node_modules and dist below a source folder', () => {
    base = mkdtempSync(path.join(os.tmpdir(), 'authentic-stale-'));
    file('src/a.ts', 100);
    file('package.json', 100);
    file('out/server.js', 200);
    file('src/a.test.ts', 300);
    file('src/node_modules/x.js', 300);
    file('src/dist/y.js', 300);
    expect(staleParts(['server'], base, parts)).toEqual([]);
  });

  it('rebuilds the server when its bundle script or core changes, and the web app when core changes', () => {
    expect(BUILD_PARTS.server.sources).toEqual(
      expect.arrayContaining([
        'apps/server/src',
        'packages/core/src',
        'scripts/bundle-server.mjs',
        'package-lock.json',
      ]),
    );
    expect(BUILD_PARTS.web.sources).toEqual(expect.arrayContaining(['apps/web/src', 'packages/core/src']));
  });
});
