import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.js';
import { listenEarly } from './early-server.js';
import { defaultWebDist } from './paths.js';

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

/** Boot: config, listen, database, app, graceful close — nothing else. */
async function main(): Promise<void> {
  const config = readConfig();
  // Listen before anything else loads: the web app's page shows while the database opens, and
  // every other request waits for the app (decision 0230).
  const early = await listenEarly({ host: config.host, port: config.port, webDistDir: config.webDistDir });
  const [{ validateBuiltInMaps }, { openDatabase, pgliteDir }, { recordFirstStart }, { runningAtMessage }, prepared] =
    await Promise.all([
      import('@authentic/core'),
      import('./db/client.js'),
      import('./db/meta-repository.js'),
      import('./log-format.js'),
      import('./prepare-database.js'),
    ]);
  // Open the database first and load the app while it starts: a restart answers sooner.
  // `npm start` may have made and opened the embedded database already, while the web app built.
  const made = config.databaseUrl ? undefined : prepared.takePreparedDatabase(pgliteDir(config.dataDir));
  const opening = made
    ? Promise.resolve(made)
    : openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
      );
  const [{ buildApp }, database] = await Promise.all([import('./app.js'), opening]);
  const app = await buildApp(config, { database, serverFactory: (handler) => early.adopt(handler) });
  // `npm run backup` asks this process for the embedded database's dump (decision 0289).
  const { openBackupSocket } = await import('./backup/backup-socket.js');
  const backups = await openBackupSocket(config.dataDir, database, app.log);
  if (backups) app.addHook('onClose', () => backups.close());
  await recordFirstStart(database.db, new Date());
  // Spec 01 §3: the built-in maps are checked at start; a bad one is logged, the server still runs.
  const mapProblems = validateBuiltInMaps();
  if (mapProblems.length > 0) app.log.error({ problems: mapProblems }, 'built-in maps are invalid');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on, still serving: a proxy's health check takes this instance out, and
    // only then does it close, so no player is sent to a closed port (decision 0292).
    app.lifecycle.beginStopping();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 10_000);
    force.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // Binds nothing: the app takes over the early server's socket and the requests it held.
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
