// The browser suite in two parts side by side (decision 0255): the specs that walk the map and time
// the game, one test at a time; and the specs of screens (pages, forms, dialogs, layouts and looks),
// one test at a time beside them. Each part is its own Playwright run with its own servers, ports,
// results folder and report.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib.mjs';

export const BROWSER_PARTS = ['walks', 'screens'];

/** `count` ports nobody listens on, all held open together so no two are the same. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Runs a command with each line of its output prefixed, so two runs side by side stay readable. */
export function runPrefixed(command, args, prefix, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && target.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Both parts side by side; answers each part's exit code and the path of its JSON report.
 * `command` and `args` start Playwright; `env` is the environment both share.
 */
export async function runBrowserParts({ command, args, env, reportDir }) {
  const ports = await freePorts(BROWSER_PARTS.length * 2);
  return Promise.all(
    BROWSER_PARTS.map(async (part, index) => {
      const report = path.join(reportDir, `playwright-${part}.json`);
      const code = await runPrefixed(command, args, `[${part}] `, {
        env: {
          ...env,
          E2E_PART: part,
          E2E_PORT: String(ports[index * 2]),
          E2E_SHORT_PORT: String(ports[index * 2 + 1]),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      });
      return { part, code, report };
    }),
  );
}
