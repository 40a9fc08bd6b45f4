import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs the real server entry point (from source, through tsx) as its own process. */
export function startServer(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverEntry], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export async function waitForHealth(port: number, started: Started, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not answer:\n${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Sends the signal and answers the exit code once the process is gone. */
export async function stop(started: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return started.child.exitCode;
  const exited = once(started.child, 'exit');
  started.child.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}
