// Small helpers shared by the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
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

/**
 * What each built output is made from, relative to the root. `server` is the esbuild bundle and
 * `web` the Vite build, which `npm start` makes; `core` is tsc's output, which only `npm run build`
 * and `npm test` make (the browser tests and bench:render import @authentic/core through it).
 */
export const BUILD_PARTS = {
  server: {
    output: 'apps/server/dist/server.js',
    sources: [
      'packages/core/src',
      'packages/core/package.json',
      'apps/server/src',
      'apps/server/package.json',
      'scripts/bundle-server.mjs',
      'tsconfig.base.json',
      'package-lock.json',
    ],
  },
  web: {
    output: 'apps/web/dist/index.html',
    sources: [
      'packages/core/src',
      'packages/core/package.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'tsconfig.base.json',
      'package-lock.json',
    ],
  },
  core: {
    output: 'packages/core/dist/index.js',
    sources: ['packages/core/src', 'packages/core/package.json', 'tsconfig.base.json'],
  },
};

/** The named parts whose output is missing or older than any source that feeds it. */
export function staleParts(names = ['server', 'web'], base = root, parts = BUILD_PARTS) {
  return names.filter((name) => {
    const { output, sources } = parts[name];
    const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(base, source))));
    return oldestMtime([path.join(base, output)]) < newestSource;
  });
}

/** Whether what `npm start` runs (the server bundle, the web build) is missing or stale. */
export function buildIsStale() {
  return staleParts().length > 0;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}
