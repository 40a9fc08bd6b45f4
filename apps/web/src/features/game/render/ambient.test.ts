import { describe, expect, it } from 'vitest';
import { P } from '../../../ui/palette';
import { ambientLife, BIOME_LIFE, createAmbientPainter, critterPose, MAX_CRITTERS, MIN_CRITTERS } from './ambient';
import { BIOMES } from '../../../lib/render/art/biomes';
import { fakeTarget } from '../../../lib/render/art/fake-target';

const TILE = 64;
const MAP = { width: 30 * TILE, height: 20 * TILE };
const VIEW = { width: 1280, height: 800 };
const PALETTE = new Set<string>(Object.values(P));

describe('ambient life', () => {
  it('gives every biome its own critters, the same for the same map and others for another', () => {
    for (const biome of BIOMES) {
      const life = ambientLife(biome, 'overworld', MAP.width, MAP.height, TILE);
      expect(life.length).toBeGreaterThanOrEqual(MIN_CRITTERS);
      expect(life.length).toBeLessThanOrEqual(MAX_CRITTERS);
      expect(life.every((critter) => BIOME_LIFE[biome].includes(critter.kind))).toBe(true);
      expect(ambientLife(biome, 'overworld', MAP.width, MAP.height, TILE)).toEqual(life);
    }
    expect(ambientLife('meadow', 'overworld2', MAP.width, MAP.height, TILE)).not.toEqual(
      ambientLife('meadow', 'overworld', MAP.width, MAP.height, TILE),
    );
    expect(ambientLife('dungeon', 'dungeon1', MAP.width, MAP.height, TILE).some((c) => c.kind === 'bat')).toBe(true);
  });

  it('keeps critters on or near the map as time goes by (birds cross it and come round)', () => {
    for (const biome of BIOMES) {
      for (const critter of ambientLife(biome, 'x', MAP.width, MAP.height, TILE)) {
        for (let time = 0; time < 120_000; time += 2777) {
          const pose = critterPose(critter, time, TILE, MAP.width);
          expect(pose.x).toBeGreaterThanOrEqual(-2 * TILE);
          expect(pose.x).toBeLessThanOrEqual(MAP.width + 2 * TILE);
          expect(pose.y).toBeGreaterThanOrEqual(-2 * TILE);
          expect(pose.y).toBeLessThanOrEqual(MAP.height + TILE);
        }
      }
    }
  });

  it('moves with game time and stands still without it', () => {
    const [critter] = ambientLife('meadow', 'overworld', MAP.width, MAP.height, TILE);
    expect(critterPose(critter!, 1000, TILE, MAP.width)).toEqual(critterPose(critter!, 1000, TILE, MAP.width));
    expect(critterPose(critter!, 1000, TILE, MAP.width)).not.toEqual(critterPose(critter!, 1600, TILE, MAP.width));
  });

  it('draws a few art pixels in the palette, only for critters in view', () => {
    const painter = createAmbientPainter(TILE, () => false);
    const { target, fills } = fakeTarget();
    const scene = { biome: 'meadow' as const, mapId: 'overworld', ...MAP };
    // The view over the whole map, larger than it: every critter but a bird off the edge is in view.
    painter.draw(
      target,
      scene,
      { x: -2 * TILE, y: -2 * TILE },
      { width: MAP.width + 4 * TILE, height: MAP.height + 4 * TILE },
      5000,
    );
    expect(fills.length).toBeGreaterThan(0);
    // Cheap: at most 11 art pixels a critter.
    expect(fills.length).toBeLessThanOrEqual(MAX_CRITTERS * 11);
    expect(fills.every((fill) => PALETTE.has(fill.colour) && fill.w === TILE / 16 && fill.h === TILE / 16)).toBe(true);
    const before = fills.length;
    // A view far away from the map sees nothing.
    painter.draw(target, scene, { x: 100 * TILE, y: 100 * TILE }, VIEW, 5000);
    expect(fills.length).toBe(before);
  });

  it('draws nothing for a player who prefers reduced motion', () => {
    const painter = createAmbientPainter(TILE, () => true);
    const { target, fills } = fakeTarget();
    painter.draw(target, { biome: 'meadow', mapId: 'overworld', ...MAP }, { x: 0, y: 0 }, VIEW, 5000);
    expect(fills).toEqual([]);
  });
});
