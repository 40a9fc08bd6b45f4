// The server's socket, listening from the first moment of a start (decision 0230). Opening the
// embedded database takes over a second, and the app needs it; meanwhile this answers what needs no
// database — the web app's page and files, with the app's own headers — and holds every other
// request until the app takes over. Only Node's own modules here: it runs before anything loads.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SECURITY_HEADERS } from './plugins/security-headers.js';
import { cacheControlFor, isApiPath } from './plugins/web-paths.js';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The files the early server shows, by extension; anything else waits for the app. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface EarlyOptions {
  host: string;
  port: number;
  /** The built web app; without one, every request waits for the app. */
  webDistDir?: string;
}

export interface EarlyServer {
  server: http.Server;
  /** Requests held for the app so far (for tests). */
  held(): number;
  /**
   * Fastify's `serverFactory`: the app gets this server, already listening. Its listen() binds
   * nothing; it hands every request from then on, and those held so far, to the app, which only
   * listens once it is ready.
   */
  adopt(handler: Handler): http.Server;
}

/** The file under `root` a GET of `url` shows early, or undefined when the app must answer it. */
export function earlyFile(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://early').pathname);
  } catch {
    return undefined;
  }
  if (isApiPath(pathname) || pathname.includes('\0')) return undefined;
  const extension = path.extname(pathname);
  // A page of the client router: the app shell.
  if (extension === '') return path.join(root, 'index.html');
  if (!(extension in CONTENT_TYPES)) return undefined;
  const file = path.join(root, pathname);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function serveFile(file: string, request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return false;
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'cache-control': cacheControlFor(file),
    vary: 'Origin',
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': stats.size,
    'last-modified': stats.mtime.toUTCString(),
  });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
  return true;
}

/**
 * Liveness and readiness while the app loads (decision 0292): the process is alive, and not ready
 * yet, so a proxy sends players elsewhere instead of holding them. The same shapes as core's
 * contracts, written out here, where nothing but Node's own modules is loaded.
 */
export function earlyProbe(url: string): { status: number; body: unknown } | undefined {
  const pathname = url.split('?')[0];
  if (pathname === '/api/health/live') return { status: 200, body: { status: 'ok', uptimeSeconds: process.uptime() } };
  if (pathname !== '/api/health/ready') return undefined;
  const unchecked = { database: 'unchecked', migrations: 'unchecked', redis: 'unchecked' };
  return { status: 503, body: { status: 'starting', ...unchecked } };
}

function answerProbe(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const probe = request.method === 'GET' ? earlyProbe(request.url ?? '/') : undefined;
  if (!probe) return false;
  const body = JSON.stringify(probe.body);
  response.writeHead(probe.status, {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
  return true;
}

/** Listens on host:port now; resolves once bound (rejects if the port is taken). */
export async function listenEarly({ host, port, webDistDir }: EarlyOptions): Promise<EarlyServer> {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  let app: Handler | undefined;
  const waiting: [http.IncomingMessage, http.ServerResponse][] = [];
  const server = http.createServer((request, response) => {
    if (app) return app(request, response);
    if (answerProbe(request, response)) return;
    const looking = request.method === 'GET' || request.method === 'HEAD';
    const file = root && looking ? earlyFile(root, request.url ?? '/') : undefined;
    if (file && serveFile(file, request, response)) return;
    waiting.push([request, response]);
  });
  // Fastify's own defaults for the servers it makes.
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    held: () => waiting.length,
    adopt(handler) {
      server.listen = ((...args: unknown[]) => {
        app = handler;
        for (const [request, response] of waiting.splice(0)) handler(request, response);
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        process.nextTick(() => {
          server.emit('listening');
          callback?.();
        });
        return server;
      }) as typeof server.listen;
      return server;
    },
  };
}
