// `npm run stack`'s machinery: PostgreSQL, Redis, N game servers and Caddy in front of them, all on
// this machine, under one state folder (decision 0291). The stack test (e2e-stack/) starts the same.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';
import { caddyfile, HEALTH, instanceEnv } from './layout.mjs';
import { answersWith, freePort, startProcess, waitFor } from './processes.mjs';
import { startCaddy, startPostgres, startRedis } from './services.mjs';

const serverEntry = path.join(root, 'apps/server/dist/server.js');

/**
 * One game server of the stack, which can be stopped (SIGTERM, as systemd and Docker do) and
 * started again on the same port: a rolling restart.
 */
function instance(name, port, env, logDir) {
  let process_;
  const self = {
    name,
    port,
    /** How Caddy names this upstream (its cookie's value is a hash of it). */
    dial: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    async start() {
      process_ = startProcess(`instance ${name}`, process.execPath, [serverEntry], {
        logFile: path.join(logDir, `instance-${name}.log`),
        env,
        // The server drains first (SHUTDOWN_DRAIN_MS), then closes within 10 s.
        killAfterMs: Number(env.SHUTDOWN_DRAIN_MS) + 15_000,
      });
      await waitFor(`instance ${name}`, () => answersWith(`${self.url}${HEALTH.ready}`), { started: process_ });
    },
    /** Sends SIGTERM and resolves once the process has exited. */
    stop: () => process_?.stop() ?? Promise.resolve(),
    get process() {
      return process_;
    },
  };
  return self;
}

/**
 * Starts the stack and answers its parts and stop(). Given a database or Redis URL (DATABASE_URL and
 * REDIS_URL by default), it uses those instead of starting its own. `fast` trades PostgreSQL's
 * durability for speed (tests only); `proxyDebug` makes Caddy log where each request went.
 */
export async function startStack({
  stateDir,
  publicPort,
  instances: count = 2,
  databaseUrl: givenDatabaseUrl = process.env.DATABASE_URL,
  redisUrl: givenRedisUrl = process.env.REDIS_URL,
  fast = false,
  proxyDebug = false,
  extraEnv = {},
  log = console.log,
}) {
  // An empty URL (the stack test passes one) starts the stack's own, whatever the environment says.
  const databaseUrl = givenDatabaseUrl || undefined;
  const redisUrl = givenRedisUrl || undefined;
  const logDir = path.join(stateDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  // Stopped in layers, the last started first: Caddy, then the game servers together, then Redis and PostgreSQL.
  const layers = { services: [], instances: [], proxy: [] };
  const stop = async () => {
    for (const layer of [layers.proxy, layers.instances, layers.services]) {
      await Promise.all(layer.splice(0).map((part) => part.stop().catch(() => {})));
    }
  };
  try {
    const [postgres, redis] = await Promise.all([
      databaseUrl
        ? undefined
        : startPostgres(path.join(stateDir, 'postgres'), { logFile: path.join(logDir, 'postgres.log'), fast }),
      redisUrl ? undefined : startRedis(path.join(stateDir, 'redis'), { logFile: path.join(logDir, 'redis.log') }),
    ]);
    for (const part of [postgres, redis]) if (part) layers.services.push(part);
    log(`PostgreSQL: ${postgres ? `${postgres.url} (this stack's own)` : 'DATABASE_URL'}`);
    log(`Redis: ${redis ? `${redis.url} (this stack's own)` : 'REDIS_URL'}`);

    const publicUrl = `http://localhost:${publicPort}`;
    const names = Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
    const servers = [];
    for (const name of names) {
      const port = await freePort();
      const env = {
        ...instanceEnv({
          port,
          dataDir: path.join(stateDir, 'instances', name),
          uploadsDir: path.join(stateDir, 'uploads'),
          databaseUrl: databaseUrl ?? postgres.url,
          redisUrl: redisUrl ?? redis.url,
          publicUrl,
        }),
        ...extraEnv,
      };
      servers.push(instance(name, port, env, logDir));
    }
    // Started together: the first to take the migration lock migrates, the others find it done.
    await Promise.all(
      servers.map(async (server) => {
        layers.instances.push(server);
        await server.start();
      }),
    );
    log(`Game servers: ${servers.map((s) => `${s.name} at ${s.url}`).join(', ')}`);

    const proxy = await startCaddy(path.join(stateDir, 'caddy'), {
      caddyfile: caddyfile({ listen: `:${publicPort}`, upstreams: servers.map((s) => s.dial), debug: proxyDebug }),
      logFile: path.join(logDir, 'caddy.log'),
      readyUrl: `http://127.0.0.1:${publicPort}${HEALTH.ready}`,
    });
    layers.proxy.push(proxy);
    return { url: publicUrl, publicPort, instances: servers, proxy, postgres, redis, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
