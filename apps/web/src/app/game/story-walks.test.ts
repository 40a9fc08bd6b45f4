// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlacedNpc } from '@authentic/core';
import { storyWalks } from './story-walks';

const npc = (x: number, y: number): PlacedNpc =>
  ({ id: 'guide', position: { x, y }, patrolArea: { startX: 0, startY: 0, width: 6, height: 3 } }) as PlacedNpc;

describe("a story's walks", () => {
  it('sends the nearest NPC of that id to its cell a step at a time, then lets it wander', () => {
    const walks = storyWalks();
    let npcs = [npc(0, 0), npc(5, 2)];
    walks.walk('m', npcs, 'guide', { x: 4, y: 2 }, { x: 3, y: 2 });
    const free = () => true;
    expect(walks.steer(npcs[0]!, 0, free, 'm')).toBeNull();
    for (let i = 0; i < 2; i += 1) npcs = npcs.map((one, index) => walks.steer(one, index, free, 'm') ?? one);
    expect(npcs[1]!.position).toEqual({ x: 3, y: 2 });
    expect(walks.steer(npcs[1]!, 1, free, 'm')).toBeNull();
  });

  it('forgets where it sent them once the player is on another map', () => {
    const walks = storyWalks();
    walks.walk('m', [npc(0, 0)], 'guide', { x: 0, y: 0 }, { x: 2, y: 0 });
    expect(walks.steer(npc(0, 0), 0, () => true, 'other')).toBeNull();
  });
});
