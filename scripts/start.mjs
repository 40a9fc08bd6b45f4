// `npm start`: builds what is missing or stale (for running: no type-checking), makes the embedded
// database meanwhile if it does not exist yet, then runs the server in this process (so Ctrl-C and
// SIGTERM reach it directly and it closes cleanly), which takes that database as it is, open. The
// server ends with the one line that says where the game is (docs/decisions/0227-fast-first-run.md).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSteps, step } from './build.mjs';
import { root, staleParts } from './lib.mjs';

process.env.NODE_ENV ??= 'production';
const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

let cleanUp = async () => {};
try {
  const stale = staleParts();
  // The web build runs in its own process while this one bundles the server (esbuild, well under
  // a second) and then creates the database, which needs the bundle: both cores stay busy.
  const web = stale.includes('web') ? buildSteps.web() : undefined;
  web?.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  if (stale.includes('server')) await buildSteps.server();
  const { databaseToPrepare, prepareDatabase, takePreparedDatabase } = await import(dist('prepare-database.js'));
  const dataDir = databaseToPrepare();
  // If the build fails, close the database made meanwhile before leaving.
  cleanUp = async () => dataDir && (await takePreparedDatabase(dataDir)?.close());
  const database = dataDir
    ? step('Preparing the embedded database', 'Embedded database ready', () => prepareDatabase(dataDir))
    : undefined;
  await Promise.all([web, database]);
} catch {
  await cleanUp().catch(() => {});
  console.error('Authentic Internet could not start; see the messages above.');
  process.exit(1);
}

await import(dist('server.js'));
