import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installedPgliteVersion, pgliteTemplateFile, readTar, writeTarEntries } from './pglite-template.js';

/** One ustar header block plus the body padded to 512 bytes. */
function tarEntry(name: string, type: '0' | '5', body = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  return Buffer.concat([header, Buffer.from(body), Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

const archive = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'authentic-tar-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite template', () => {
  it('reads the directories and files of a tar, with their bodies', () => {
    const entries = readTar(
      archive(tarEntry('/base', '5'), tarEntry('/base/1', '0', 'page'), tarEntry('/PG_VERSION', '0', '17\n')),
    );
    expect(entries.map((e) => [e.name, e.kind, Buffer.from(e.body).toString()])).toEqual([
      ['/base', 'directory', ''],
      ['/base/1', 'file', 'page'],
      ['/PG_VERSION', 'file', '17\n'],
    ]);
  });

  it('writes entries below the folder and refuses names that climb out of it', () => {
    const dir = tempDir();
    writeTarEntries(
      readTar(archive(tarEntry('/PG_VERSION', '0', '17\n'), tarEntry('/base/1/2', '0', 'x'.repeat(600)))),
      dir,
    );
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'base/1/2'), 'utf8')).toHaveLength(600);
    expect(() => writeTarEntries(readTar(archive(tarEntry('../escape', '0', 'x'))), dir)).toThrow(/outside/);
    expect(readdirSync(path.dirname(dir))).not.toContain('escape');
  });

  it('is committed for the installed PGlite, so a new database skips initdb', () => {
    expect(existsSync(pgliteTemplateFile(installedPgliteVersion()))).toBe(true);
  });
});
