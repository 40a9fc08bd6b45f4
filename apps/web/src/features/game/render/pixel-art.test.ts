import { NPC_CATALOGUE } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { CHARACTER_ART, frameIndex, isAnimated, npcArt, TILE_ART, TILE_FRAME_MS } from './pixel-art';

describe('pixel art', () => {
  it('has 8×8 art for every tile code 0–8 with every letter in its palettes', () => {
    expect(TILE_ART).toHaveLength(9);
    for (const art of [...TILE_ART, CHARACTER_ART, ...Object.values(NPC_CATALOGUE).map((npc) => npcArt(npc.type))]) {
      expect(art.pattern).toHaveLength(8);
      for (const row of art.pattern) {
        expect(row).toHaveLength(8);
        for (const letter of row)
          if (letter !== '.') for (const frame of art.frames) expect(frame[letter]).toBeTruthy();
      }
    }
  });

  it('animates exactly the portal tiles, each looking different', () => {
    expect(TILE_ART.map(isAnimated)).toEqual([false, false, false, false, false, true, true, true, true]);
    const portals = TILE_ART.slice(5).map((art) => art.pattern.join());
    expect(new Set(portals).size).toBe(4);
  });

  it('steps through frames over time', () => {
    const art = TILE_ART[5];
    if (!art) throw new Error('no portal art');
    expect(frameIndex(art, 0)).toBe(0);
    expect(frameIndex(art, TILE_FRAME_MS)).toBe(1);
    expect(frameIndex(art, TILE_FRAME_MS * art.frames.length)).toBe(0);
  });
});
