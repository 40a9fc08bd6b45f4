import { normalizeIdentifier } from '@authentic/core';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { listModerators, setRole } from './db/moderation-repository.js';

/**
 * `npm run moderator -- grant <username> | revoke <username> | list` (scripts/moderator.mjs): the
 * only way an account becomes a moderator or stops being one. The API has no route for it, so a
 * stolen session can never raise itself. Every grant and revoke is a moderation_actions row with
 * no moderator (the command line's). Runs on DATABASE_URL when set, else the embedded database
 * under DATA_DIR, like the server.
 */
export const MODERATOR_USAGE = 'Usage: npm run moderator -- grant <username> | revoke <username> | list';

export interface CommandResult {
  code: number;
  lines: string[];
}

/** The command over an open database: what to print and the exit code. */
export async function runModeratorCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, username, ...rest] = args;
  if (command === 'list' && username === undefined) {
    const moderators = await listModerators(db);
    return {
      code: 0,
      lines: moderators.length === 0 ? ['No moderators.'] : moderators.map((m) => `${m.username} (${m.id})`),
    };
  }
  if ((command === 'grant' || command === 'revoke') && username && rest.length === 0) {
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
  const config = loadConfig(env);
  const { openDatabase, pgliteDir } = await import('../db/client.js');
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  try {
    return await runModeratorCommand(database.db, args);
  } finally {
    await database.close();
  }
}
