// `npm run bench:stories`: what a world's ink story costs (issue 37): compiling the largest story a
// world may hold (64 kB of ink) with inkjs's compiler in Node (as the server's replay threads do) and
// in headless Chromium (as the editor's worker does), and a turn played from a saved state. Also the
// gzipped size of the chunks that carry ink's runtime and the story editor, which load only when a
// dialogue or the editor opens. Prints figures; never fails on them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run, staleParts } from '../scripts/lib.mjs';
import { launchChromium } from './lib/game-page.mjs';
import { percentile, round } from './players/client.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SOURCE_BYTES = 64 * 1024;

if (staleParts(['core']).length > 0) {
  if ((await run('npx', ['tsc', '-b', 'packages/core'])) !== 0) throw new Error('building @authentic/core failed');
}
const { compileStory, playStory } = await import('@authentic/core/ink');

/** A story of many knots that share variables, with choices, conditions, diverts and tags, just under 64 kB. */
function bigStory() {
  const parts = ['VAR trust = 0', 'VAR met_keeper = false', ''];
  let knot = 0;
  const size = () => Buffer.byteLength(parts.join('\n'));
  while (size() < SOURCE_BYTES - 700) {
    const next = `scene_${knot + 1}`;
    parts.push(
      `=== scene_${knot} ===`,
      `{met_keeper: The keeper nods at you again.|A keeper of lanterns looks up from a ledger.} # emote: wave`,
      `The valley path bends here, past stone walls and a slow river, number ${knot}.`,
      `* [Ask about the river]`,
      `  ~ trust = trust + 1`,
      `  "It runs to the sea, and so will you, one day," the keeper says. # give: River stone ${knot}`,
      `  -> ${next}`,
      `* [Ask about the lanterns]`,
      `  ~ met_keeper = true`,
      `  {trust > 2: "You have asked well; take this light."|"Lanterns are for those who stay."}`,
      `  -> ${next}`,
      `+ [Walk on] -> ${next}`,
      '',
    );
    knot += 1;
  }
  parts.push(`=== scene_${knot} ===`, 'The path ends at the sea. # quest: The long walk', '-> END', '');
  return { source: parts.join('\n'), knots: knot + 1 };
}

const { source, knots } = bigStory();
const bytes = Buffer.byteLength(source);
const nodeTimes = [];
let compiled;
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  const result = compileStory(source);
  nodeTimes.push(performance.now() - start);
  if (!result.ok) throw new Error(`the bench story does not compile: ${JSON.stringify(result.errors.slice(0, 3))}`);
  compiled = result.compiled;
}

// One turn as the server plays it: from a saved state, a choice, on to the next choices.
const turnTimes = [];
let state = null;
for (let i = 0; i < RUNS * 4; i += 1) {
  const start = performance.now();
  const first = playStory(compiled, state, { knot: `scene_${i}` }, { ms: 1000, lines: 200 });
  const second = first.ok ? playStory(compiled, first.state, { choice: 0 }, { ms: 1000, lines: 200 }) : first;
  turnTimes.push(performance.now() - start);
  if (!second.ok) throw new Error(`a turn failed: ${second.reason}`);
  state = second.state;
}

// The same compiler in Chromium: inkjs's own browser build, as the editor's worker runs it.
const require = createRequire(import.meta.url);
const inkBrowserBuild = require.resolve('inkjs/full');
const browser = await launchChromium();
let browserTimes;
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>ink</title>');
  await page.addScriptTag({ content: readFileSync(inkBrowserBuild, 'utf8') });
  browserTimes = await page.evaluate(
    ({ text, runs }) => {
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        new globalThis.inkjs.Compiler(text).Compile();
        times.push(performance.now() - start);
      }
      return times;
    },
    { text: source, runs: RUNS },
  );
} finally {
  await browser.close();
}

const line = (label, times) =>
  `${label}: median ${round(percentile(times, 50))} ms, max ${round(Math.max(...times))} ms (${times.length} runs)`;
console.log(
  `A story of ${(bytes / 1024).toFixed(1)} kB of ink, ${knots} knots; compiled ${(compiled.length / 1024).toFixed(1)} kB of JSON`,
);
console.log(line('compile in Node (the compiler the server runs on its replay threads)', nodeTimes));
console.log(line('compile in headless Chromium (the editor, in its worker)', browserTimes));
console.log(line('a turn from a saved state (talk, then a choice)', turnTimes));

// The built chunks (npm run build): where ink's runtime and the story editor went, gzipped.
const assets = path.join(root, 'apps/web/dist/assets');
try {
  const rows = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(assets, file), 'utf8') }))
    .filter(({ text }) => text.includes('inkVersionCurrent') || /codemirror|cm-editor/i.test(text))
    .map(({ file, text }) => ({
      chunk: file,
      'kB gzipped': Number((gzipSync(text).length / 1024).toFixed(1)),
      holds: [text.includes('inkVersionCurrent') ? 'ink' : null, /cm-editor/.test(text) ? 'CodeMirror' : null]
        .filter(Boolean)
        .join(' + '),
    }));
  if (rows.length === 0) console.log('No chunk of the build holds ink or CodeMirror.');
  else console.table(rows);
} catch {
  console.log('No build found (npm run build): chunk sizes not measured.');
}
