import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Puts the open database on the instance. buildApp takes an opened database
 * so tests can hand in a copy of a migrated template; the app owns it from
 * then on and closes it when the app closes.
 */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
