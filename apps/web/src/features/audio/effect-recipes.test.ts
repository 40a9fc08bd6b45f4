// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EFFECT_RECIPES } from './effect-recipes';
import { FakeAudioContext, FakeFilter, FakeOscillator } from './fake-audio-context';

/** Makes one effect on a fresh fake context: its loudest envelope peak, its waves and its filters. */
function make(effect: keyof typeof EFFECT_RECIPES, ctx = new FakeAudioContext()) {
  const before = ctx.nodes.length;
  const out = ctx.createGain();
  EFFECT_RECIPES[effect](ctx.asAudioContext(), out as unknown as AudioNode, 0);
  const made = ctx.nodes.slice(before + 1);
  const peaks = made.flatMap((node) =>
    'gain' in node ? (node as { gain: { events: { kind: string; value: number }[] } }).gain.events : [],
  );
  return {
    peak: Math.max(...peaks.filter((event) => event.kind === 'linear').map((event) => event.value)),
    waves: made.filter((node) => node instanceof FakeOscillator).map((node) => (node as FakeOscillator).type),
    filters: made
      .filter((node) => node instanceof FakeFilter)
      .map((node) => (node as FakeFilter).frequency.events[0]?.value ?? 0),
  };
}

describe('soft footsteps and pickups (issue 24)', () => {
  it('a footstep is a soft, low tick, quieter than the bump of a wall', () => {
    const step = make('step');
    expect(step.peak).toBeLessThanOrEqual(0.35);
    expect(step.peak).toBeLessThan(make('bump').peak);
    expect(Math.max(...step.filters)).toBeLessThan(1000);
  });

  it('the feet take turns: two steps in a row sound at different pitches', () => {
    const ctx = new FakeAudioContext();
    const first = make('step', ctx);
    const second = make('step', ctx);
    // Each step has one low thump under its tick; the two thumps differ.
    const thumps = ctx.nodes.filter((node): node is FakeOscillator => node instanceof FakeOscillator);
    expect(thumps).toHaveLength(2);
    expect(thumps[0]?.frequency.events[0]?.value).not.toBe(thumps[1]?.frequency.events[0]?.value);
    expect(second.peak).toBe(first.peak);
  });

  it('something entering the inventory rings two gentle notes, no square edge', () => {
    const pickup = make('pickup');
    expect(pickup.waves).not.toContain('square');
    expect(pickup.waves.length).toBeGreaterThanOrEqual(2);
    expect(pickup.peak).toBeLessThanOrEqual(0.15);
    expect(pickup.peak).toBeLessThan(make('portal').peak);
  });
});
