import { describe, expect, it } from 'vitest';
import { PLATFORMER_MANUSCRIPT_PAGES } from '../messages/platformer.js';
import { PLATFORMER_STAGE_PARIS } from './stage-paris.js';
import { enemyOn, hazardOn } from './stage-parts.js';
import { PLATFORMER_STAGES, nextPlatformerStage, validatePlatformerStage } from './stages.js';
import type { PlatformerStage } from './types.js';

describe('the platformer stages', () => {
  it('come in the order paris, spain, africa', () => {
    expect(PLATFORMER_STAGES.map((stage) => stage.id)).toEqual(['paris', 'spain', 'africa']);
    expect(nextPlatformerStage('paris')).toBe('spain');
    expect(nextPlatformerStage('spain')).toBe('africa');
    expect(nextPlatformerStage('africa')).toBeNull();
  });

  it.each(PLATFORMER_STAGES.map((stage) => [stage.id, stage] as const))(
    '%s is sound, with three manuscripts',
    (_id, stage) => {
      expect(validatePlatformerStage(stage)).toEqual([]);
      expect(stage.pickups.filter((pickup) => pickup.type === 'manuscript')).toHaveLength(3);
    },
  );

  it('has a page for every manuscript', () => {
    const manuscripts = PLATFORMER_STAGES.flatMap((stage) => stage.pickups).filter((p) => p.type === 'manuscript');
    expect(manuscripts.map((p) => p.id).sort()).toEqual(Object.keys(PLATFORMER_MANUSCRIPT_PAGES).sort());
  });

  it('gives each stage its own layout', () => {
    const layouts = PLATFORMER_STAGES.map((stage) => JSON.stringify(stage.rects));
    expect(new Set(layouts).size).toBe(3);
    const groundTops = PLATFORMER_STAGES.map(
      (stage) => new Set(stage.rects.filter((r) => r.type === 'ground').map((r) => r.y)).size,
    );
    // Paris is flat streets, Spain climbs hills, Africa is mostly canopies over a rift.
    expect(groundTops).toEqual([1, 4, 1]);
    const platforms = PLATFORMER_STAGES.map((stage) => stage.rects.filter((r) => r.type === 'platform').length);
    expect(platforms[2]).toBeGreaterThan(platforms[1] ?? 0);
  });

  const broken: [string, PlatformerStage, string][] = [
    [
      'two manuscripts',
      {
        ...PLATFORMER_STAGE_PARIS,
        pickups: PLATFORMER_STAGE_PARIS.pickups.filter((p) => p.id !== 'paris-manuscript-3'),
      },
      'paris: 2 manuscripts instead of 3',
    ],
    [
      'a spawn in the air',
      { ...PLATFORMER_STAGE_PARIS, spawn: { x: 50, y: 100 } },
      'the spawn point does not stand on anything',
    ],
    [
      'a pickup in the end zone',
      {
        ...PLATFORMER_STAGE_PARIS,
        pickups: [...PLATFORMER_STAGE_PARIS.pickups, { id: 'late', type: 'weapon', x: 2800, y: 310, collected: false }],
      },
      'late lies in the end zone',
    ],
    [
      'a repeated pickup id',
      { ...PLATFORMER_STAGE_PARIS, pickups: [...PLATFORMER_STAGE_PARIS.pickups, PLATFORMER_STAGE_PARIS.pickups[0]!] },
      'pickup ids repeat',
    ],
    [
      'no end platform',
      { ...PLATFORMER_STAGE_PARIS, rects: PLATFORMER_STAGE_PARIS.rects.filter((r) => r.type !== 'end-platform') },
      'no end platform in the end zone',
    ],
    [
      'a rat by the spawn point',
      { ...PLATFORMER_STAGE_PARIS, enemies: [enemyOn('early', 'rat', 150, 350, 100, 1)] },
      'early comes too near the spawn point',
    ],
    [
      'spikes by the spawn point',
      { ...PLATFORMER_STAGE_PARIS, hazards: [hazardOn(200, 350, 40)] },
      'too near the spawn point',
    ],
    [
      'a bull that walks off the world',
      { ...PLATFORMER_STAGE_PARIS, enemies: [enemyOn('far', 'bull', 2900, 350, 100, 1)] },
      'far walks outside the world',
    ],
    [
      'an enemy off the half-pixel grid',
      { ...PLATFORMER_STAGE_PARIS, enemies: [enemyOn('odd', 'rat', 1000, 350, 100, 0.3)] },
      'odd does not pace on half pixels',
    ],
    [
      'a repeated enemy id',
      {
        ...PLATFORMER_STAGE_PARIS,
        enemies: [...PLATFORMER_STAGE_PARIS.enemies, PLATFORMER_STAGE_PARIS.enemies[0]!],
      },
      'enemy ids repeat',
    ],
  ];

  it('each have enemies that cost health and a hazard', () => {
    for (const stage of PLATFORMER_STAGES) {
      expect(stage.enemies.length, stage.id).toBeGreaterThanOrEqual(2);
      expect(stage.hazards.length, stage.id).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(broken)('refuses a stage with %s', (_name, stage, problem) => {
    expect(validatePlatformerStage(stage).join('\n')).toContain(problem);
  });
});
