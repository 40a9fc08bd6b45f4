// The rules of bench:presence's ramp, as pure functions (ramp-rules.test.mjs): when a step holds,
// when it is tried again, when the server has settled after joins, where the processes are pinned,
// and how a setup compares with the bare yardstick.

export const P99_LIMIT_MS = 100;
/** Two consecutive 1 s windows of server CPU this close (percentage points) mean the joins have settled. */
export const SETTLE_TOLERANCE_PP = 10;
/** Past this many 1 s windows the step is measured anyway (and says it did not settle). */
export const SETTLE_MAX_WINDOWS = 8;

/** One measured window holds: sightings to measure, their p99 under the limit, and no socket failure. */
export function heldWindow(row) {
  return Number.isFinite(row.p99) && row.p99 < P99_LIMIT_MS && row.failures === 0;
}

/**
 * What follows a step's attempts so far: 'held' (the first attempt held, or its repeat did),
 * 'repeat' (the first failed: one noisy window does not end the ramp), or 'stop' (both failed).
 */
export function nextMove(attempts) {
  if (heldWindow(attempts.at(-1))) return 'held';
  return attempts.length < 2 ? 'repeat' : 'stop';
}

/** True once the last two windows of server CPU (in %) are within SETTLE_TOLERANCE_PP of each other. */
export function settled(windows) {
  if (windows.length < 2) return false;
  return Math.abs(windows.at(-1) - windows.at(-2)) <= SETTLE_TOLERANCE_PP;
}

/**
 * Where the servers and the load generator run: the generator (one process) on core 0, the servers
 * on the others, so neither steals the other's time. Null (no pinning) on one core, without
 * taskset, or with BENCH_PIN=0.
 */
export function pinPlan(cores, hasTaskset, pinEnv) {
  if (pinEnv === '0' || cores < 2 || !hasTaskset) return null;
  return { bench: '0', servers: cores === 2 ? '1' : `1-${cores - 1}` };
}

/**
 * A setup against the bare server: players held as a ratio, and server CPU as a ratio at the
 * largest step both held (undefined when either held none). Each is { held: players, heldRows:
 * Map(players → the row that held) }; the steps are the same list for both, and a ramp holds every
 * step before its last held one.
 */
export function compareWithBare(bare, setup) {
  const players = bare.held > 0 ? setup.held / bare.held : undefined;
  const common = Math.min(bare.held, setup.held);
  const ours = setup.heldRows.get(common);
  const theirs = bare.heldRows.get(common);
  const cpu = common > 0 && ours && theirs && theirs.cpuPercent > 0 ? ours.cpuPercent / theirs.cpuPercent : undefined;
  return { players, cpu, atPlayers: common > 0 ? common : undefined };
}

const times = (ratio) => `${ratio.toFixed(2)}×`;

/** "PGlite instance: 0.90× the players held, 1.05× the CPU at 1,000 players". */
export function ratioLine(name, { players, cpu, atPlayers }) {
  if (players === undefined) return `${name}: the bare server held no step, so there is no ratio`;
  const cpuPart =
    cpu === undefined
      ? 'no step both held to compare CPU at'
      : `${times(cpu)} the CPU at ${atPlayers.toLocaleString('en-US')} players`;
  return `${name}: ${times(players)} the players held, ${cpuPart}`;
}

/** The goal (issue 38): at least 0.8× the bare server's players at no more than 1.1× its CPU. */
export function meetsGoal({ players, cpu }) {
  return players !== undefined && cpu !== undefined && players >= 0.8 && cpu <= 1.1;
}
