import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeIdentifier, operatorCommandResponseSchema, SAFETY_API } from '@authentic/core';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { holderOf } from '../db/pglite-holder.js';
import { pgliteDir } from '../paths.js';
import { OPERATOR_HEADER, readOperator, type OperatorAddress } from './operator.js';
import { listModerators, setRole } from './db/moderation-repository.js';

/**
 * `npm run moderator -- grant <username> | revoke <username> | list` (scripts/moderator.mjs): the
 * only way an account becomes a moderator or stops being one. The API has no route for it, so a
 * stolen session can never raise itself. Every grant and revoke is a moderation_actions row with
 * no moderator (the command line's). Runs on DATABASE_URL when set (beside a running server), else
 * on the embedded database under DATA_DIR, which it never makes and never opens while the server
 * holds it: then the running server runs it, given the operator token it wrote (decision 0285).
 */
export const MODERATOR_USAGE = 'Usage: npm run moderator -- grant <username> | revoke <username> | list';

/** DATA_DIR holds no embedded database: the command would otherwise make an empty one and change nothing. */
export const noDatabaseMessage = (dir: string): string =>
  `No database in ${dir}. Set DATA_DIR to the server's data folder (or DATABASE_URL to its PostgreSQL database) and run the command again.`;

/** Another process has the embedded database open and could not run the command: two processes would corrupt it. */
export const databaseInUseMessage = (dir: string, pid: number): string =>
  `The server (process ${pid}) is using the database in ${dir} and did not take the command. Stop the server, run the command, then start it again: the embedded database is opened by one process at a time.`;

/** Where the command reaches a server listening on `host`: a wildcard address is this machine. */
const hostOf = (host: string): string =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

/** The command, run by the server that holds the embedded database; undefined when it did not answer. */
async function sendToServer(
  operator: OperatorAddress,
  host: string,
  args: readonly string[],
): Promise<CommandResult | undefined> {
  const [command, username] = args;
  try {
    const answer = await fetch(`http://${hostOf(host)}:${operator.port}${SAFETY_API.moderationOperator}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_HEADER]: operator.token },
      body: JSON.stringify({ command, ...(username === undefined ? {} : { username }) }),
      signal: AbortSignal.timeout(10_000),
    });
    const parsed = operatorCommandResponseSchema.safeParse(await answer.json());
    return parsed.success ? { code: parsed.data.code, lines: parsed.data.lines } : undefined;
  } catch {
    return undefined;
  }
}

export interface CommandResult {
  code: number;
  lines: string[];
}

const isList = ([command, ...rest]: readonly string[]) => command === 'list' && rest.length === 0;
const isRoleChange = ([command, username, ...rest]: readonly string[]) =>
  (command === 'grant' || command === 'revoke') && Boolean(username) && rest.length === 0;

/** The command over an open database: what to print and the exit code. */
export async function runModeratorCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, username] = args;
  if (isList(args)) {
    const moderators = await listModerators(db);
    return {
      code: 0,
      lines: moderators.length === 0 ? ['No moderators.'] : moderators.map((m) => `${m.username} (${m.id})`),
    };
  }
  if (isRoleChange(args) && username) {
    const role = command === 'grant' ? 'moderator' : 'player';
    const changed = await setRole(db, normalizeIdentifier(username), role, `command line: ${command}`);
    if (!changed) return { code: 1, lines: [`No account with the username ${username}.`] };
    const what = command === 'grant' ? 'is a moderator' : 'is no longer a moderator';
    return {
      code: 0,
      lines: [changed.changed ? `${changed.username} ${what}.` : `${changed.username} ${what} already.`],
    };
  }
  return { code: 2, lines: [MODERATOR_USAGE] };
}

/** Opens the configured database, runs the command, closes it. */
export async function moderatorMain(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  if (!isList(args) && !isRoleChange(args)) return { code: 2, lines: [MODERATOR_USAGE] };
  const config = loadConfig(env);
  const dir = path.resolve(pgliteDir(config.dataDir));
  if (!config.databaseUrl) {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) return { code: 1, lines: [noDatabaseMessage(dir)] };
    const holder = holderOf(dir);
    if (holder !== undefined) {
      const operator = readOperator(dir);
      const answered = operator?.pid === holder ? await sendToServer(operator, config.host, args) : undefined;
      return answered ?? { code: 1, lines: [databaseInUseMessage(dir, holder)] };
    }
  }
  const { openDatabase } = await import('../db/client.js');
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: dir },
  );
  try {
    return await runModeratorCommand(database.db, args);
  } finally {
    await database.close();
  }
}
