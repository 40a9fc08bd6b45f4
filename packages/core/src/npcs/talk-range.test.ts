import { describe, expect, it } from 'vitest';
import { isWithinTalkRange, nearestNpcInRange } from './talk-range.js';

describe('talking range', () => {
  it.each([
    ['the same cell', { x: 5, y: 5 }, true],
    ['the next cell', { x: 6, y: 5 }, true],
    ['a diagonal neighbour', { x: 6, y: 6 }, true],
    ['exactly 1.5 tiles', { x: 6.5, y: 5 }, true],
    ['1.6 tiles', { x: 6.6, y: 5 }, false],
    ['two cells away', { x: 5, y: 7 }, false],
  ])('an NPC on %s is in range: %s', (_label, npc, inRange) => {
    expect(isWithinTalkRange({ x: 5, y: 5 }, npc)).toBe(inRange);
  });

  it('picks the closest NPC in range, the first one on a tie, or none', () => {
    const muir = { id: 'john_muir', position: { x: 6, y: 6 } };
    const guide = { id: 'yosemite_guide', position: { x: 5, y: 4 } };
    const zeus = { id: 'zeus_weatherman', position: { x: 4, y: 5 } };
    const far = { id: 'guide', position: { x: 9, y: 9 } };
    expect(nearestNpcInRange({ x: 5, y: 5 }, [far, muir, guide, zeus])).toBe(guide);
    expect(nearestNpcInRange({ x: 5, y: 5 }, [far, muir])).toBe(muir);
    expect(nearestNpcInRange({ x: 5, y: 5 }, [far])).toBeNull();
    expect(nearestNpcInRange({ x: 5, y: 5 }, [])).toBeNull();
  });
});
