// `npm run moderator -- grant <username> | revoke <username> | list`: grants or revokes the
// moderator role, or lists moderators (apps/server/src/moderation/moderator-cli.ts). The only way to
// make a moderator: the API has none. Uses DATABASE_URL when set, else the embedded database
// under DATA_DIR (stop the server first: an embedded database is opened by one process at a time).
// Runs the TypeScript source of the server and of core through tsx, so it needs no build
// (scripts/server-command.mjs).
import { runServerCommand } from './server-command.mjs';

await runServerCommand(import.meta.url, '../apps/server/src/moderation/moderator-cli.ts', 'moderatorMain');
