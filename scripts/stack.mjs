// `npm run stack`: the production layout on this machine (decision 0291). PostgreSQL, Redis, two
// game servers and Caddy in front of them on one public port (PORT, 3000 unless set), everything
// under DATA_DIR/stack; missing programs are installed with apt-get. Ctrl-C stops all it started.
// DATABASE_URL and REDIS_URL, when set, are used instead of its own PostgreSQL and Redis.
import path from 'node:path';
import { buildSteps } from './build.mjs';
import { staleParts } from './lib.mjs';
import { DEFAULT_INSTANCES } from './stack/layout.mjs';
import { installMissing, programs } from './stack/services.mjs';
import { startStack } from './stack/stack.mjs';

const stateDir = path.resolve(process.env.STACK_DIR ?? path.join(process.env.DATA_DIR ?? './data', 'stack'));
const publicPort = Number(process.env.PORT ?? 3000);
const instances = Number(process.env.STACK_INSTANCES ?? DEFAULT_INSTANCES);

let stack;
try {
  installMissing({
    caddy: programs.caddy,
    ...(process.env.DATABASE_URL ? {} : { postgresql: programs.postgresql }),
    ...(process.env.REDIS_URL ? {} : { 'redis-server': programs['redis-server'] }),
  });
  const stale = staleParts();
  await Promise.all(stale.map((part) => buildSteps[part]()));
  console.log(`Starting the stack in ${stateDir}…`);
  stack = await startStack({ stateDir, publicPort, instances });
} catch (error) {
  console.error(`The stack could not start: ${error.message ?? error}`);
  process.exit(1);
}

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Caddy, the game servers, Redis and PostgreSQL…`);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
for (const server of stack.instances) {
  server.process.exited.then((code) => {
    if (!stopping) console.error(`Game server ${server.name} ended (${code}); see ${server.process.logFile}`);
  });
}
console.log(`Logs: ${stack.logDir}`);
console.log(`Authentic Internet is running at ${stack.url} (${instances} game servers behind Caddy)`);
