// `npm run restore -- FILE [--force]`: a backup into the DATA_DIR, or the DATABASE_URL, this
// environment names; empty ones unless --force (apps/server/src/backup/restore-cli.ts, decision
// 0289). A PGlite backup restores into PostgreSQL too: that is how an instance moves.
import { runServerCommand } from './server-command.mjs';

await runServerCommand(import.meta.url, '../apps/server/src/backup/restore-cli.ts', 'restoreMain');
