import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from './security-headers.js';

export interface SecurityOptions {
  /** Extra origins allowed to call the API from a browser; same-origin always works. */
  corsOrigins: string[];
}

/** Security headers (security-headers.ts) and CORS. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { corsOrigins }) => {
    // Set first, so a route may still replace one (an upload's own stricter CSP, say).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
    const allowed = new Set(corsOrigins);
    await app.register(cors, {
      // Same-origin requests carry no Origin header or our own; only listed
      // foreign origins get CORS headers.
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin));
      },
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    });
  },
  { name: 'security' },
);
