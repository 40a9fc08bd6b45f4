// Child processes of the stack: started with their output in a log file, waited for, and stopped
// in the reverse order on Ctrl-C or SIGTERM. Plain Node.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { freePort } from '../lib.mjs';

export { freePort };

/**
 * Starts `command` with its stdout and stderr appended to `logFile`. The answer's stop() sends
 * `signal` and resolves once the process is gone (SIGKILL after `killAfterMs`).
 */
export function startProcess(
  name,
  command,
  args,
  { logFile, env, uid, gid, signal = 'SIGTERM', killAfterMs = 15_000 },
) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid }),
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  child.once('error', (error) => log.write(`could not start ${command}: ${error.message}\n`));
  return {
    name,
    child,
    logFile,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    async stop(stopSignal = signal) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(stopSignal);
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      return exited;
    },
  };
}

/** Resolves once `probe()` is true; rejects when `started` ends first or after `timeoutMs`. */
export async function waitFor(what, probe, { started, timeoutMs = 60_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started && !started.running) throw new Error(`${what}: the process ended; see ${started.logFile}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** True when GET url answers with `status`. */
export async function answersWith(url, status = 200) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await answer.arrayBuffer();
  return answer.status === status;
}
