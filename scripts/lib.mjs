// Small helpers shared by the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** True when something accepts TCP connections at host:port within the timeout. */
export function answers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Newest modification time (ms) of the files below `target`, test files and build output left out. */
export function newestMtime(target) {
  let newest = 0;
  const visit = (entry) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      const name = path.basename(entry);
      if (name === 'node_modules' || name === 'dist') return;
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  visit(target);
  return newest;
}

/** Oldest modification time (ms) of the given files; 0 when any is missing. */
export function oldestMtime(files) {
  let oldest = Infinity;
  for (const file of files) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return 0;
    oldest = Math.min(oldest, stats.mtimeMs);
  }
  return oldest;
}

/** Whether the build output is missing or older than any source that feeds it. */
export function buildIsStale() {
  const outputs = ['packages/core/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'].map(
    (file) => path.join(root, file),
  );
  const sources = [
    'packages/core/src',
    'packages/core/package.json',
    'apps/server/src',
    'apps/server/package.json',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ].map((file) => path.join(root, file));
  const newestSource = Math.max(...sources.map(newestMtime));
  return oldestMtime(outputs) < newestSource;
}
