import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@authentic/core';
import { cacheControlFor, isApiPath } from './web-paths.js';

/** Source maps would hand out our sources; in production they are built but never served. */
function isSourceMap(url: string): boolean {
  return (url.split('?')[0] ?? url).endsWith('.map');
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html
 * never cached, and index.html for every other GET so the client router can
 * decide (it sends unknown paths to /).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  { serveSourceMaps }: { serveSourceMaps: boolean } = { serveSourceMaps: false },
): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => serveSourceMaps || !isSourceMap(pathname),
      // Our own Cache-Control per file kind, set in setHeaders.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
  } else if (webDistDir) {
    app.log.warn({ webDistDir }, 'web app not built; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const hidden = !serveSourceMaps && isSourceMap(request.url);
    if (!isApiPath(request.url) && !hidden && wantsPage && hasWebApp) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound });
  });
}
