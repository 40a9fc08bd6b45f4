// @vitest-environment node
import { BUILT_IN_MAP_IDS, MAP_TYPES } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { E, N, S, W } from './autotile';
import { biomeForMapType, BUILT_IN_BIOMES, defaultBiomeFor } from './biome-for-map';
import { BIOME_ART, BIOMES } from './biomes';
import { fakeTarget } from './fake-target';
import { frameCount, paintCell } from './tile-atlas';

const paint = (biome: (typeof BIOMES)[number], code: number, mask: number, variant = 3, frame = 0) => {
  const fake = fakeTarget();
  paintCell(fake.target, 0, 0, 1, biome, code, { mask, variant, frame });
  return fake;
};

describe('biomes', () => {
  it.each(BIOMES)('%s has art for every tile code 0–8 that fills its whole cell', (biome) => {
    expect(BIOME_ART[biome].tiles).toHaveLength(9);
    for (let code = 0; code <= 8; code += 1) {
      const { fills } = paint(biome, code, N | E | S | W);
      expect(fills.length).toBeGreaterThan(3);
      for (const fill of fills) {
        expect(fill.x).toBeGreaterThanOrEqual(0);
        expect(fill.y).toBeGreaterThanOrEqual(0);
        expect(fill.x + fill.w).toBeLessThanOrEqual(16);
        expect(fill.y + fill.h).toBeLessThanOrEqual(16);
      }
    }
  });

  it('tells the biomes apart: their tiles 0–4 differ as a set', () => {
    const grounds = BIOMES.map((biome) =>
      [0, 1, 2, 3, 4].map((code) => paint(biome, code, N | E | W).signature()).join('|'),
    );
    expect(new Set(grounds).size).toBe(BIOMES.length);
  });

  it('autotiles: a path cell with open sides looks different from one inside a path', () => {
    expect(paint('meadow', 3, N | E | S | W).signature()).not.toBe(paint('meadow', 3, E | W).signature());
    expect(paint('meadow', 4, N | E | S | W).signature()).not.toBe(paint('meadow', 4, S).signature());
    // A wall with open ground below shows its front face.
    expect(paint('dungeon', 1, N | E | W).signature()).not.toBe(paint('dungeon', 1, N | E | S | W).signature());
  });

  it("pours waterfalls down some of Yosemite's granite faces, and only there", () => {
    expect(frameCount('valley', 1, { mask: N | E | W, variant: 5 })).toBe(3);
    expect(frameCount('valley', 1, { mask: N | E | W, variant: 4 })).toBe(1);
    expect(frameCount('valley', 1, { mask: N | E | S | W, variant: 5 })).toBe(1);
    const falls = paint('valley', 1, N | E | W, 5);
    expect(falls.signature()).not.toBe(paint('valley', 1, N | E | W, 5, 1).signature());
    expect(falls.signature()).not.toBe(paint('valley', 1, N | E | W, 4).signature());
  });

  it('animates water, portals and some torches; keeps grass still', () => {
    expect(frameCount('meadow', 0, { mask: 15, variant: 0 })).toBe(1);
    expect(frameCount('meadow', 4, { mask: 15, variant: 0 })).toBeGreaterThan(1);
    expect(frameCount('meadow', 5, { mask: 15, variant: 0 })).toBeGreaterThan(1);
    expect(frameCount('dungeon', 1, { mask: N | E | W, variant: 0 })).toBe(3);
    expect(frameCount('dungeon', 1, { mask: N | E | S | W, variant: 0 })).toBe(1);
    expect(paint('meadow', 4, 15, 3, 0).signature()).not.toBe(paint('meadow', 4, 15, 3, 1).signature());
  });

  it('gives every built-in map and every world type a biome, and a uuid a meadow', () => {
    for (const id of BUILT_IN_MAP_IDS) expect(BIOMES).toContain(BUILT_IN_BIOMES[id]);
    expect(defaultBiomeFor('desert2')).toBe('desert');
    expect(defaultBiomeFor('5b7c3f1e-0000-4000-8000-000000000000')).toBe('meadow');
    expect(MAP_TYPES.map(biomeForMapType)).toEqual(['meadow', 'station', 'wasteland', 'maze']);
  });
});
