// `npm run dev`: the API (restarting on change, through tsx watch) and Vite
// with hot reload, which proxies /api and /uploads to the API.
import { spawn } from 'node:child_process';
import { npmCommand, root } from './lib.mjs';

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(npmCommand, ['run', 'dev', '-w', '@authentic/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort },
  }),
  spawn(npmCommand, ['run', 'dev', '-w', '@authentic/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
