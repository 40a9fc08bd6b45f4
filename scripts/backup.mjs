// `npm run backup -- FILE [--force]`: the database and the uploads in one .tar.gz, while the server
// runs (apps/server/src/backup/backup-cli.ts, decision 0289). Reads DATA_DIR, UPLOADS_DIR and
// DATABASE_URL like the server. Runs the server's TypeScript source through tsx, as
// scripts/moderator.mjs does, so it needs no build.
import { runServerCommand } from './server-command.mjs';

await runServerCommand(import.meta.url, '../apps/server/src/backup/backup-cli.ts', 'backupMain');
