import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateBuiltInMaps } from '@authentic/core';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, pgliteDir } from './db/client.js';
import { recordFirstStart } from './db/meta-repository.js';

/** The built web app next to this package, used when WEB_DIST_DIR is not set. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (!config.webDistDir && existsSync(defaultWebDist)) config.webDistDir = defaultWebDist;
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Boot: config, database, listen, graceful close — nothing else. */
async function main(): Promise<void> {
  const config = readConfig();
  // Open the database first and load the app while it starts: a restart answers sooner.
  const opening = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  const [{ buildApp }, database] = await Promise.all([import('./app.js'), opening]);
  const app = await buildApp(config, { database });
  await recordFirstStart(database.db, new Date());
  // Spec 01 §3: the built-in maps are checked at start; a bad one is logged, the server still runs.
  const mapProblems = validateBuiltInMaps();
  if (mapProblems.length > 0) app.log.error({ problems: mapProblems }, 'built-in maps are invalid');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, web: config.webDistDir ?? 'not served' },
    'Authentic Internet is running',
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
