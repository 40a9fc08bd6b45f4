// @vitest-environment node
import { NPC_CATALOGUE } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { ARTIFACT_KINDS, artifactSpriteKind } from './artifacts';
import { FACINGS, paintCharacter, WALK_FRAMES, walkFrame } from './characters';
import { fakeTarget } from './fake-target';
import { NPC_LOOKS, npcLook, PLAYER_LOOK } from './looks';

const signature = (look = PLAYER_LOOK, facing = FACINGS[0] ?? 'down', frame = 0) => {
  const fake = fakeTarget();
  paintCharacter(fake.target, 0, 0, 1, look, facing, frame);
  return fake.signature();
};

describe('character sprites', () => {
  it('has 4 facings × WALK_FRAMES frames, all different', () => {
    expect(FACINGS).toEqual(['down', 'up', 'left', 'right']);
    expect(WALK_FRAMES).toBeGreaterThanOrEqual(2);
    const all = FACINGS.flatMap((facing) =>
      Array.from({ length: WALK_FRAMES }, (_, frame) => signature(PLAYER_LOOK, facing, frame)),
    );
    expect(new Set(all).size).toBe(FACINGS.length * WALK_FRAMES);
  });

  it('walks: a step shows a step frame, alternating feet; standing still shows frame 0', () => {
    expect(walkFrame(false, 3)).toBe(0);
    expect(walkFrame(true, 0)).not.toBe(walkFrame(true, 1));
    expect(walkFrame(true, 0)).toBeGreaterThan(0);
  });

  it('tells every catalogue NPC apart from the others and from the player', () => {
    const npcs = Object.values(NPC_CATALOGUE);
    const looks = npcs.map((npc) => signature(npcLook(npc)));
    expect(new Set(looks).size).toBe(npcs.length);
    expect(looks).not.toContain(signature());
    for (const npc of npcs) expect(NPC_LOOKS[npc.sprite]).toBeDefined();
    expect(npcLook({ sprite: 'unknown', type: 'poet' })).toBe(NPC_LOOKS['npc-pope']);
  });
});

describe('artifact sprites', () => {
  it('maps artifact types to their sprite, unknown to the default', () => {
    expect(artifactSpriteKind('scroll')).toBe('scroll');
    expect(artifactSpriteKind('unlock')).toBe('key');
    expect(artifactSpriteKind('reveal')).toBe('note');
    expect(artifactSpriteKind(undefined)).toBe('default');
    expect(ARTIFACT_KINDS).toEqual(['scroll', 'relic', 'key', 'weapon', 'container', 'note', 'default']);
  });
});
