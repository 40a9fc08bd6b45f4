// `npm run moderator -- grant <username> | revoke <username> | list`: grants or revokes the
// moderator role, or lists moderators (apps/server/src/safety/moderator-cli.ts). The only way to
// make a moderator: the API has none. Uses DATABASE_URL when set, else the embedded database
// under DATA_DIR (stop the server first: an embedded database is opened by one process at a time).
// Runs the server's TypeScript through tsx, as `npm run dev` does.
import { register } from 'tsx/esm/api';

register();
const { moderatorMain } = await import('../apps/server/src/safety/moderator-cli.ts');
try {
  const result = await moderatorMain(process.argv.slice(2), process.env);
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  process.exitCode = result.code;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
