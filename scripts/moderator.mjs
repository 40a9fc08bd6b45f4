// `npm run moderator -- grant <username> | revoke <username> | list`: grants or revokes the
// moderator role, or lists moderators (apps/server/src/moderation/moderator-cli.ts). The only way to
// make a moderator: no player's session can. Uses DATABASE_URL when set (beside a running server),
// else the embedded database under DATA_DIR: never a new one (it says so), and while the server
// holds it, through that server with the operator token it wrote there (decision 0285).
// Runs the TypeScript source of the server and of core through tsx with the `source` condition,
// as `npm run dev` does, so it needs no build: `npm start` bundles the server and never builds
// core's dist, which a plain import of @authentic/core would need (issue 33 item 17).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SOURCE = '--conditions=source';

if (!process.execArgv.includes(SOURCE)) {
  // This same file again, in a Node that reads TypeScript and picks each workspace's source.
  const child = spawnSync(
    process.execPath,
    [SOURCE, '--import', import.meta.resolve('tsx'), fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  if (child.error) console.error(child.error.message);
  process.exitCode = child.status ?? 1;
} else {
  const { moderatorMain } = await import('../apps/server/src/moderation/moderator-cli.ts');
  try {
    const result = await moderatorMain(process.argv.slice(2), process.env);
    for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
    process.exitCode = result.code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
