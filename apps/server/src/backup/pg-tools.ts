import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore, psql), found on PATH: Debian's
 * postgresql-client. pg_dump refuses a server newer than itself, so the versions are checked
 * first, with a message that says which client to install.
 */
export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** Runs a tool to its end; throws with what it printed when it fails. */
export function runTool(tool: PgTool, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' ? `${tool} was not found: install PostgreSQL's client programs.` : error.message,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${tool} failed:\n${output}`))));
  });
}

/** The major version of a tool (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function toolMajor(tool: PgTool): Promise<number> {
  const match = /(\d+)(?:\.\d+)?/.exec(await runTool(tool, ['--version']));
  return Number(match?.[1] ?? 0);
}

/** The major version of the server at `url`. */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.v ?? 0) / 10_000);
}

/** Refuses, with what to do, a tool older than the server (pg_dump would refuse it too, less clearly). */
export async function assertToolFits(tool: PgTool, server: number): Promise<void> {
  const major = await toolMajor(tool);
  if (major < server) {
    throw new Error(
      `${tool} is version ${major} and the server is PostgreSQL ${server}: install postgresql-client-${server} (or newer) and run again.`,
    );
  }
}

/** A connected client; the caller ends it. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
