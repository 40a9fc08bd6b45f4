/**
 * Randomness comes in as an argument (STYLE.md habit 1): a function that
 * returns a number in [0, 1), like Math.random, so callers can pass
 * Math.random in the app and a seeded generator in tests.
 */
export type Rng = () => number;

/** mulberry32: small, fast, deterministic for a 32-bit seed. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}
