import { describe, expect, it } from 'vitest';
import { encodeNpcAvatar, NPC_CATALOGUE, type PlacedNpc } from '@authentic/core';
import { createNpcPainter } from './npc-painter';

describe('the NPC painter', () => {
  it("draws a world character's drawn look once its code has loaded, and its figure's look before (decision 0299)", async () => {
    const painter = createNpcPainter(32);
    const avatar = encodeNpcAvatar(16, [...Array<string | null>(255).fill(null), '#f4b41b'])!;
    const figure: PlacedNpc = { ...NPC_CATALOGUE.john_muir, position: { x: 1, y: 1 } };
    const drawn: PlacedNpc = { ...figure, avatar };
    const before = painter.sheet(drawn);
    expect(before).toBe(painter.sheet(figure));
    // The drawn look's module loads on first sight; then the character wears its own sheet, kept.
    await expect.poll(() => painter.sheet(drawn) !== before).toBe(true);
    expect(painter.sheet(drawn)).toBe(painter.sheet(drawn));
    expect(painter.sheet(figure)).toBe(before);
  });
});
