import { describe, expect, it } from 'vitest';
import { distance } from '../shared/geometry.js';
import { GUEST_START_CELL, MAP_ARRIVAL_CELL } from './map-ids.js';
import { MAP_NPC_PLACEMENTS, NPC_IDS, npcPlacement } from './npc-placements.js';

describe('NPC placements', () => {
  it('place every NPC exactly once', () => {
    const placed = Object.values(MAP_NPC_PLACEMENTS).flatMap((list) => list.map((entry) => entry.npcId));
    expect([...placed].sort()).toEqual([...NPC_IDS].sort());
  });

  it.each([
    ['guide', 'overworld'],
    ['john_muir', 'yosemite'],
    ['yosemite_guide', 'yosemite'],
    ['ernest_hemingway', 'hemingway'],
  ])('put %s on %s', (npcId, mapId) => {
    expect(npcPlacement(npcId)?.mapId).toBe(mapId);
  });

  it('put the guide within a few steps of the start', () => {
    const guide = npcPlacement('guide')?.placement.position ?? { x: 99, y: 99 };
    expect(distance(guide, GUEST_START_CELL)).toBeLessThanOrEqual(5);
    expect(distance(guide, MAP_ARRIVAL_CELL)).toBeLessThanOrEqual(5);
  });

  it('spread the others over the overworlds, deserts and dungeons', () => {
    const others = ['william_shakespeare', 'ada_lovelace', 'oscar_wilde', 'alexander_pope', 'zeus_weatherman'];
    for (const npcId of others) {
      expect(npcPlacement(npcId)?.mapId).toMatch(/^(overworld[23]|desert[123]|dungeon[123])$/);
    }
    expect(new Set(others.map((npcId) => npcPlacement(npcId)?.mapId)).size).toBe(others.length);
  });

  it('keep each NPC inside its own patrol area and off the arrival cell', () => {
    for (const list of Object.values(MAP_NPC_PLACEMENTS)) {
      for (const { npcId, position, patrolArea } of list) {
        expect(position, npcId).not.toEqual(MAP_ARRIVAL_CELL);
        if (!patrolArea) continue;
        expect(position.x, npcId).toBeGreaterThanOrEqual(patrolArea.startX);
        expect(position.x, npcId).toBeLessThan(patrolArea.startX + patrolArea.width);
        expect(position.y, npcId).toBeGreaterThanOrEqual(patrolArea.startY);
        expect(position.y, npcId).toBeLessThan(patrolArea.startY + patrolArea.height);
      }
    }
  });

  it('know no NPC that is not placed', () => {
    expect(npcPlacement('gandalf')).toBeNull();
  });
});
