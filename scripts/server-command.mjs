// Runs one command of the server's TypeScript source (a module exporting `main(args, env)` that
// answers { code, lines }) through tsx with the `source` condition, as `npm run dev` does, so it
// needs no build: `npm start` bundles the server and never builds core's dist (issue 33 item 17).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SOURCE = '--conditions=source';

export async function runServerCommand(scriptUrl, modulePath, exportName) {
  if (!process.execArgv.includes(SOURCE)) {
    // The same script again, in a Node that reads TypeScript and picks each workspace's source.
    const child = spawnSync(
      process.execPath,
      [SOURCE, '--import', import.meta.resolve('tsx'), fileURLToPath(scriptUrl), ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    if (child.error) console.error(child.error.message);
    process.exitCode = child.status ?? 1;
    return;
  }
  const module = await import(new URL(modulePath, scriptUrl).href);
  try {
    const result = await module[exportName](process.argv.slice(2), process.env);
    for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
    process.exitCode = result.code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
