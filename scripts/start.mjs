// `npm start`: builds what is missing or stale, then runs the server in this
// process (so Ctrl-C and SIGTERM reach it directly and it closes cleanly).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, npmCommand, root, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building Authentic Internet (first start or changed sources)...');
  const code = await run(npmCommand, ['run', 'build']);
  if (code !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(code);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
