import { describe, expect, it } from 'vitest';
import { compareWithBare, heldWindow, meetsGoal, nextMove, pinPlan, ratioLine, settled } from './ramp-rules.mjs';

const row = (p99, failures = 0, cpuPercent = 50) => ({ p99, failures, cpuPercent });

describe('a step of the ramp', () => {
  it('holds under 100 ms p99 with no socket failure, and not without sightings', () => {
    expect(heldWindow(row(99.9))).toBe(true);
    expect(heldWindow(row(100))).toBe(false);
    expect(heldWindow(row(20, 1))).toBe(false);
    expect(heldWindow(row(NaN))).toBe(false);
  });

  it('is tried once more when it fails, and holds if the repeat holds', () => {
    expect(nextMove([row(40)])).toBe('held');
    expect(nextMove([row(140)])).toBe('repeat');
    expect(nextMove([row(20, 3)])).toBe('repeat');
    expect(nextMove([row(140), row(60)])).toBe('held');
    expect(nextMove([row(140), row(130)])).toBe('stop');
  });
});

describe('settling after joins', () => {
  it('waits for two consecutive 1 s windows of server CPU within 10 points', () => {
    expect(settled([])).toBe(false);
    expect(settled([80])).toBe(false);
    expect(settled([80, 55])).toBe(false);
    expect(settled([80, 55, 48])).toBe(true);
    expect(settled([40, 50])).toBe(true);
  });
});

describe('pinning', () => {
  it('puts the load generator on core 0 and the servers on the others', () => {
    expect(pinPlan(2, true, undefined)).toEqual({ bench: '0', servers: '1' });
    expect(pinPlan(8, true, '1')).toEqual({ bench: '0', servers: '1-7' });
  });

  it('pins nothing on one core, without taskset, or with BENCH_PIN=0', () => {
    expect(pinPlan(1, true, undefined)).toBeNull();
    expect(pinPlan(4, false, undefined)).toBeNull();
    expect(pinPlan(4, true, '0')).toBeNull();
  });
});

describe('the ratio to the bare server', () => {
  const ramp = (held, cpus) => ({ held, heldRows: new Map(cpus.map(([players, cpu]) => [players, row(30, 0, cpu)])) });
  const bare = ramp(2000, [
    [1000, 40],
    [1500, 60],
    [2000, 80],
  ]);

  it('gives players held, and CPU at the largest step both held', () => {
    const pglite = ramp(1500, [
      [1000, 46],
      [1500, 66],
    ]);
    const ratio = compareWithBare(bare, pglite);
    expect(ratio.players).toBeCloseTo(0.75);
    expect(ratio.cpu).toBeCloseTo(1.1);
    expect(ratio.atPlayers).toBe(1500);
    expect(ratioLine('PGlite instance', ratio)).toBe(
      'PGlite instance: 0.75× the players held, 1.10× the CPU at 1,500 players',
    );
    expect(meetsGoal(ratio)).toBe(false);
    expect(meetsGoal(compareWithBare(bare, ramp(2000, [[2000, 84]])))).toBe(true);
  });

  it('says so when there is nothing to compare', () => {
    expect(ratioLine('PGlite instance', compareWithBare(bare, ramp(0, [])))).toBe(
      'PGlite instance: 0.00× the players held, no step both held to compare CPU at',
    );
    expect(ratioLine('PGlite instance', compareWithBare(ramp(0, []), bare))).toBe(
      'PGlite instance: the bare server held no step, so there is no ratio',
    );
  });
});
