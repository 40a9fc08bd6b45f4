// Which paths are the API's and how long a web file may be cached, shared by the web-app plugin
// and the early server (early-server.ts). Node only: the early server loads it before anything else.
import path from 'node:path';

/** Paths the API owns: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/uploads/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Hashed assets are cached for a year; index.html and the rest are checked every time. */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
