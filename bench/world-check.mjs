// `npm run bench:world-check`: what core's checkWorldDoc costs on the worlds that cost it most
// (issue 33 item 1, decision 0259), on this thread, with nothing else running: issue 33's save
// (4 maps of 256×256, one NPC patrolling the way out, bench/abuse/world-docs.mjs) and the biggest
// world the limits allow (16 maps of 256×256) with every map's 32 NPCs on the way out.
// BENCH_CORE names another build of core's index.js (an A/B against an older one); BENCH_RUNS how
// many checks of each (default 10; an old build may take seconds each). Prints figures; never fails on them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run, staleParts } from '../scripts/lib.mjs';
import { costlySaveDoc, megabyteDoc } from './abuse/world-docs.mjs';
import { percentile, round } from './players/client.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

if (!process.env.BENCH_CORE && staleParts(['core']).length > 0) {
  if ((await run('npx', ['tsc', '-b', 'packages/core'])) !== 0) throw new Error('building @authentic/core failed');
}
const core = process.env.BENCH_CORE
  ? await import(pathToFileURL(path.resolve(root, process.env.BENCH_CORE)).href)
  : await import('@authentic/core');

/** The 1 MB world of bench:abuse with the most NPCs the limits allow, all patrolling map 1's way through. */
function crowdedBiggest() {
  const doc = megabyteDoc(1);
  for (const map of doc.maps) {
    map.npcs = Array.from({ length: 32 }, (_, index) => ({
      npcId: 'guide',
      x: index * 2,
      y: 1,
      patrol: { startX: index * 2, startY: 0, width: 16, height: 4 },
    }));
  }
  return doc;
}

const worlds = {
  "issue 33's save (4 × 256², 1 NPC)": costlySaveDoc(),
  'biggest (16 × 256², 512 NPCs)': crowdedBiggest(),
};
const rows = {};
for (const [name, doc] of Object.entries(worlds)) {
  const times = [];
  let problems = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    problems = core.checkWorldDoc(doc).length;
    times.push(performance.now() - started);
  }
  const sorted = Float64Array.from(times).sort();
  rows[name] = {
    kB: Math.round(Buffer.byteLength(JSON.stringify(doc)) / 1000),
    problems,
    checks: RUNS,
    'p50 ms': round(percentile(sorted, 50), 1),
    'max ms': round(sorted.at(-1), 1),
  };
}
console.log(`bench:world-check: ${process.env.BENCH_CORE ?? '@authentic/core'}, Node ${process.version}`);
console.table(rows);
