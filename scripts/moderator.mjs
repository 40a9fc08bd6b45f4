// `npm run moderator -- grant <username> | revoke <username> | list`: grants or revokes the
// moderator role, or lists moderators (apps/server/src/moderation/moderator-cli.ts). The only way to
// make a moderator: no player's session can. Uses DATABASE_URL when set (beside a running server),
// else the embedded database under DATA_DIR: never a new one (it says so), and while the server
// holds it, through that server with the operator token it wrote there (decision 0285).
// Runs the TypeScript source of the server and of core through tsx, so it needs no build
// (scripts/server-command.mjs).
import { runServerCommand } from './server-command.mjs';

await runServerCommand(import.meta.url, '../apps/server/src/moderation/moderator-cli.ts', 'moderatorMain');
