// Starting and stopping the real server and the bare one for benchmarks.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { buildIsStale, npmCommand, root, run } from '../scripts/lib.mjs';

export async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export async function ensureBuilt() {
  if (!buildIsStale()) return;
  console.log('Building first...');
  if ((await run(npmCommand, ['run', 'build'])) !== 0) throw new Error('build failed');
}

/** Spawns a server script and resolves once `probeUrl` answers 200; returns the child and the time it took. */
export async function startServer(script, env, probeUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(probeUrl);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
