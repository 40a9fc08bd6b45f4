import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** Whether a `redis-server` binary is on this machine (tests that kill one skip otherwise). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface OwnRedis {
  port: number;
  url: string;
  /** Ends it (SIGKILL by default: a crash, no goodbye to the clients). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that keeps its connections open but does not answer. */
  pause(): void;
  resume(): void;
}

async function accepts(port: number): Promise<boolean> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * A throwaway redis-server of this test's own on `port` (never the shared one other tests
 * use): no persistence, so a restart on the same port comes back empty.
 */
export async function startRedis(port: number): Promise<OwnRedis> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: async (signal: NodeJS.Signals = 'SIGKILL') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}
