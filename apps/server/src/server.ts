import { existsSync } from 'node:fs';
import { validateBuiltInMaps } from '@authentic/core';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, pgliteDir } from './db/client.js';
import { recordFirstStart } from './db/meta-repository.js';
import { runningAtMessage } from './log-format.js';
import { defaultWebDist } from './paths.js';
import { takePreparedDatabase } from './prepare-database.js';

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
  // `npm start` may have made and opened the embedded database already, while the web app built.
  const prepared = config.databaseUrl ? undefined : takePreparedDatabase(pgliteDir(config.dataDir));
  const opening = prepared
    ? Promise.resolve(prepared)
    : openDatabase(
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
    'server started',
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The one plain line, last, whatever the log format: where to open the game.
  console.log(runningAtMessage(config.host, port));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
