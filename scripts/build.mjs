// Builds what runs, without type-checking (`tsc -b` does that in `npm run build` and `npm test`):
// the web app with Vite and the server with esbuild, side by side. `npm start` uses the same
// steps; run directly (`node scripts/build.mjs`) it builds both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer } from './bundle-server.mjs';
import { root } from './lib.mjs';

/** Seconds since `started`, for the progress lines. */
const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Prints "<title>…", runs `work`, then "<done> in N s"; rethrows its failure after printing it. */
export async function step(title, done, work) {
  const started = performance.now();
  console.log(`${title}…`);
  try {
    const result = await work();
    console.log(`${done} in ${seconds(started)}`);
    return result;
  } catch (error) {
    console.error(`${title} failed after ${seconds(started)}:\n${error.message ?? error}`);
    throw error;
  }
}

/** `vite build` in apps/web, straight through node (no npm in between); its output is shown only if it fails. */
export function buildWeb() {
  const webDir = path.join(root, 'apps/web');
  const vitePackage = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), 'bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: webDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(output || `vite build exited with ${code}`)),
    );
  });
}

export const buildSteps = {
  web: () => step('Building the web app', 'Web app built', buildWeb),
  server: () => step('Bundling the server', 'Server bundled', bundleServer),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await Promise.allSettled([buildSteps.web(), buildSteps.server()]);
  if (results.some((result) => result.status === 'rejected')) process.exit(1);
}
