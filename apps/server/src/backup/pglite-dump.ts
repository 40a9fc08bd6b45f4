import type { PGlite } from '@electric-sql/pglite';

/**
 * Arguments of every dump: no owners or grants (the target's user owns what it restores, on PGlite
 * or on any PostgreSQL), and pglite-tools adds `--inserts`, so PGlite can run it back with `exec`.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** A simple-protocol query message ('Q'), for the one connection while its locks are ours. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/**
 * A plain SQL dump (pg_dump's WASM build, @electric-sql/pglite-tools) of the embedded database the
 * running server holds (decision 0289). PGlite is one connection: the dump is taken while that
 * connection is ours alone — the locks every query and transaction of the app waits for are held —
 * so no request's statement runs inside pg_dump's snapshot and no transaction of the app is half
 * done in it. pg_dump runs synchronously on this thread (a second or so for a small database),
 * then its transaction is ended and the session's settings it changed (its empty search_path
 * first) are reset.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const searchPath = (await client.query<{ search_path: string }>('show search_path')).rows[0]?.search_path;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      // pglite-tools asks for the search path and sets it back through these two, which would
      // wait for the locks held here; the reset below does their work.
      const own = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async () => [],
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
      } as unknown as PGlite;
      try {
        const file = await pgDump({ pg: own, args: DUMP_ARGS });
        return await file.text();
      } finally {
        // pg_dump never ends its read-only snapshot transaction (a server would on disconnect).
        client.execProtocolRawSync(simpleQuery('ROLLBACK'));
        client.execProtocolRawSync(simpleQuery('RESET ALL'));
        client.execProtocolRawSync(simpleQuery('DEALLOCATE ALL'));
      }
    }),
  );
}
