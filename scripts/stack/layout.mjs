// The production layout, once: what `npm run stack` starts on this machine and what deploy/ writes
// down for real servers (deploy/compose.yaml, deploy/Caddyfile, deploy/systemd). scripts/deploy.test.mjs
// checks that deploy/ says the same (decision 0291).

/** The services of the stack, by the names deploy/compose.yaml gives them. */
export const SERVICES = {
  database: 'postgres',
  redis: 'redis',
  /** Two or more identical game servers; compose names them instance-1, instance-2, … */
  instance: 'instance',
  proxy: 'caddy',
};

/** How many game servers `npm run stack` starts (STACK_INSTANCES changes it). */
export const DEFAULT_INSTANCES = 2;

/** The endpoints a proxy and an orchestrator probe (decision 0292). */
export const HEALTH = { live: '/api/health/live', ready: '/api/health/ready' };

/**
 * Caddy's active health check: every instance asked for readiness this often; one failed answer
 * takes it out, one good answer puts it back. A stopping instance answers 503 at once; the timeout
 * is for one that hangs, with room for a freshly started instance busy with its first sign-ins.
 */
export const PROXY_HEALTH = { interval: '1s', timeout: '2s' };

/**
 * After SIGTERM an instance stays up this long, saying `stopping`, so the proxy's next check takes
 * it out before it closes: more than one interval plus its timeout.
 */
export const SHUTDOWN_DRAIN_MS = 2500;

/** The cookie Caddy keeps a browser on one instance with (its value names the instance, hashed). */
export const AFFINITY_COOKIE = 'authentic_instance';

/**
 * Every instance's environment: the same for all but PORT and DATA_DIR. The values are this
 * machine's; compose.yaml and the systemd units set the same names.
 */
export function instanceEnv({ port, dataDir, uploadsDir, databaseUrl, redisUrl, publicUrl }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_URL: publicUrl,
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
  };
}

/** The environment variables every instance must share with the others (all but its own PORT and DATA_DIR). */
export const SHARED_ENV = [
  'NODE_ENV',
  'UPLOADS_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'APP_URL',
  'TRUST_PROXY',
  'SHUTDOWN_DRAIN_MS',
];

/**
 * The Caddyfile of the stack: one public address, every instance behind it, WebSockets passed
 * through (Caddy does that by itself), readiness as the active health check, a browser kept on one
 * instance while it is healthy, and a request that finds no instance retried for a few seconds.
 * `debug` logs where each request went (the stack test reads it).
 */
export function caddyfile({ listen, upstreams, debug = false }) {
  const global = ['admin off', 'auto_https off', ...(debug ? ['debug'] : [])];
  return `{
${global.map((line) => `\t${line}`).join('\n')}
}

${listen} {
\treverse_proxy ${upstreams.join(' ')} {
\t\tlb_policy cookie ${AFFINITY_COOKIE}
\t\tlb_try_duration 5s
\t\tlb_try_interval 250ms
\t\thealth_uri ${HEALTH.ready}
\t\thealth_interval ${PROXY_HEALTH.interval}
\t\thealth_timeout ${PROXY_HEALTH.timeout}
\t\tfail_duration 5s
\t}
}
`;
}
