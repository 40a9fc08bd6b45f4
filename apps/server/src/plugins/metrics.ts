import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@authentic/core';
import type * as PromClient from 'prom-client';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsHandle;
  }
}

export interface MetricsHandle {
  /** Adds a gauge read at each scrape (the replay pool's queue); nothing when metrics are off. */
  gauge(name: string, help: string, read: () => number): void;
  /** The port of the metrics' own listener once it listens (tests ask for port 0). */
  port(): number | undefined;
}

export interface MetricsOptions {
  /** A listener of their own, for Prometheus only. */
  port: number | undefined;
  host: string;
  /** A bearer token: `GET /api/metrics` on the public port, and required on the own listener too. */
  token: string | undefined;
}

/** Where Prometheus scrapes, on either listener. */
export const METRICS_PATH = '/api/metrics';

const OFF: MetricsHandle = { gauge: () => undefined, port: () => undefined };

/**
 * Prometheus metrics (decision 0288), all named `authentic_…`: requests per route pattern and
 * their time, the event loop's delay (prom-client's defaults), presence's sockets, rooms, frames
 * and bytes, the database pool, rate-limit refusals, Redis, and what `app.metrics.gauge` adds.
 * Off unless METRICS_PORT or METRICS_TOKEN is set; prom-client is not even loaded then. The hot
 * paths only add to numbers: a sent frame increments two fields on the hub (realtime/hub.ts),
 * read here at each scrape.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    if (options.port === undefined && options.token === undefined) {
      app.decorate('metrics', OFF);
      return;
    }
    const client = await import('prom-client');
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry, prefix: 'authentic_' });
    const registers = [registry];
    const addGauge: MetricsHandle['gauge'] = (name, help, read) => {
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    };
    trackRequests(app, client, registry);
    trackServices(app, client, registry, addGauge);

    const allowed = bearerCheck(options.token);
    let server: Server | undefined;
    if (options.token !== undefined) {
      app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
        if (!allowed(request.headers.authorization))
          return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }
    if (options.port !== undefined) {
      server = await listenForMetrics(registry, options.host, options.port, (req) =>
        allowed(req.headers.authorization),
      );
      app.addHook('onClose', (_app, done) => server?.close(() => done()) ?? done());
    }
    app.decorate('metrics', {
      gauge: addGauge,
      port: () => (server?.address() as AddressInfo | null)?.port,
    });
  },
  { name: 'metrics' },
);

type Client = typeof PromClient;

/** Every request's time by method, route pattern (never the raw URL) and status; 429s apart. */
function trackRequests(app: FastifyInstance, client: Client, registry: Registry): void {
  const duration = new client.Histogram({
    name: 'authentic_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern; its _count is the request rate',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'authentic_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (answered 429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unknown URLs share one label: a scan of made-up paths must not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });
}

/** Presence, the database pool and Redis, read at each scrape. */
function trackServices(
  app: FastifyInstance,
  client: Client,
  registry: Registry,
  addGauge: MetricsHandle['gauge'],
): void {
  const load = () => (app.hasDecorator('presence') ? app.presence.load?.() : undefined);
  addGauge('authentic_presence_sockets', 'Live-presence sockets open on this instance', () => load()?.sockets ?? 0);
  addGauge('authentic_presence_rooms', 'Rooms (maps with players) held by this instance', () => load()?.rooms ?? 0);
  const sent = (name: string, help: string, read: () => number) =>
    new client.Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  sent('authentic_presence_frames_sent_total', 'Frames sent to live-presence sockets', () => load()?.frames ?? 0);
  sent(
    'authentic_presence_bytes_sent_total',
    'Bytes of frames sent to live-presence sockets',
    () => load()?.bytes ?? 0,
  );

  new client.Gauge({
    name: 'authentic_db_pool_connections',
    help: "The database's connections by state (PGlite: one, in this process)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  addGauge('authentic_redis_connected', 'Whether the rate limits count in Redis right now (1) or locally (0)', () =>
    app.hasDecorator('rateLimitMode') && app.rateLimitMode() === 'shared' ? 1 : 0,
  );
}

/** Compares in constant time; with no token set, anyone who reaches the listener may read. */
function bearerCheck(token: string | undefined): (header: string | undefined) => boolean {
  if (token === undefined) return () => true;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(`Bearer ${token}`);
  return (header) => header !== undefined && timingSafeEqual(digest(header), expected);
}

async function listenForMetrics(
  registry: Registry,
  host: string,
  port: number,
  allowed: (request: IncomingMessage) => boolean,
): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url?.split('?')[0];
    if (request.method !== 'GET' || (url !== METRICS_PATH && url !== '/metrics')) {
      response.writeHead(404).end();
      return;
    }
    if (!allowed(request)) {
      response.writeHead(401).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
