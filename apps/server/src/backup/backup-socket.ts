import { chmod, unlink } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client.js';

/** The socket, in DATA_DIR, on which a server running the embedded database makes its dump. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** Unix socket paths are cut at 107 bytes (Linux; fewer elsewhere). */
const MAX_SOCKET_PATH = 100;

/**
 * `npm run backup` while the server runs on PGlite (decision 0289): only this process may open the
 * embedded database, so it makes the dump and answers it on a Unix socket in DATA_DIR, readable by
 * the DATA_DIR's owner only (mode 0600) — whoever may read the database's files may read its dump,
 * and nobody else, with no port and no token. `POST /dump` answers the plain SQL dump.
 * Answers undefined (and the backup needs the server stopped) where no socket can be made.
 */
export async function openBackupSocket(
  dataDir: string,
  database: Database,
  log: { warn(object: unknown, message: string): void },
): Promise<{ close(): Promise<void> } | undefined> {
  const dump = database.dump;
  const file = backupSocketPath(dataDir);
  if (!dump || process.platform === 'win32' || Buffer.byteLength(file) > MAX_SOCKET_PATH) return undefined;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/dump') {
      response.writeHead(404).end();
      return;
    }
    dump().then(
      (sql) => response.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' }).end(sql),
      (error: unknown) => {
        log.warn({ err: error }, 'backup: the dump failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  // A socket left by a server that was killed: nothing answers on it any more.
  await unlink(file).catch(() => undefined);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    await chmod(file, 0o600);
  } catch (error) {
    log.warn({ err: error }, 'backup: no socket in DATA_DIR; stop the server to back it up');
    return undefined;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }).then(() => unlink(file).catch(() => undefined)),
  };
}

/**
 * Asks the server running on this DATA_DIR for its dump. 'no socket' when there is none; 'stale'
 * when the socket is one a killed server left (nothing answers on it).
 */
export function dumpFromRunningServer(dataDir: string): Promise<string | 'no socket' | 'stale'> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/dump' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(text);
        else reject(new Error(`The running server could not make the dump: ${text}`));
      });
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') resolve('no socket');
      else if (error.code === 'ECONNREFUSED') resolve('stale');
      else reject(error);
    });
    call.end();
  });
}

/** Whether a server answers on this DATA_DIR's backup socket (a restore must not write under it). */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(backupSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
