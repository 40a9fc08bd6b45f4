import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Extra origins allowed to call the API from a browser; same-origin always works. */
  corsOrigins: string[];
}

/**
 * Security headers and CORS. The CSP allows only what the app itself loads:
 * its own scripts and styles, images and media from our origin (uploads) or
 * generated in the page (data:, blob:), and calls to our own API.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { corsOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The game loads only same-origin resources; keep cross-origin isolation off
      // so a future embed of a public image does not break silently.
      crossOriginEmbedderPolicy: false,
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
