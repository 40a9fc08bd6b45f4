import { GAME_SCREEN_MESSAGES, MAIN_WORLD_NAME } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { portalLine, portalsOfMap } from './hint-line';

const { portalsHere, portalKey, portalTap } = GAME_SCREEN_MESSAGES;

describe("the hint's portal line (decision 0243)", () => {
  it('names where the one main-road portal of a map leads, and that it takes you at once', () => {
    expect(portalLine(portalsOfMap('overworld'), false)).toBe(portalsHere.roadOne('Overworld 2'));
    expect(portalLine(portalsOfMap('overworld3'), true)).toBe(portalsHere.road);
  });

  it('says the portals of Yosemite and the game rooms wait, with Space on keyboards and a tap on touch', () => {
    expect(portalLine(portalsOfMap('yosemite'), false)).toBe(portalsHere.wait(portalKey));
    expect(portalLine(portalsOfMap('terminal3'), true)).toBe(portalsHere.wait(portalTap));
    expect(portalLine(portalsOfMap('hemingway'), false)).toBe(portalsHere.waitOne('Desert 1', portalKey));
  });

  it("in a player's world speaks only of its way back to the main world, never of Yosemite", () => {
    const line = portalLine(portalsOfMap('0b6f1d2e-8a51-4c7e-9f0e-1a2b3c4d5e6f'), true);
    expect(line).toBe(portalsHere.waitOne(MAIN_WORLD_NAME, portalTap));
    expect(line).not.toMatch(/Yosemite|Space/);
  });

  it('mixes both rules where a map has both kinds, and says nothing where it has none', () => {
    expect(portalLine({ road: ['Desert 2'], waiting: ['Overworld'] }, false)).toBe(portalsHere.mixed(portalKey));
    expect(portalLine({ road: [], waiting: [] }, false)).toBeNull();
  });

  it('never names a key on touch screens, for any built-in map', () => {
    for (const mapId of ['overworld', 'overworld2', 'overworld3', 'desert1', 'yosemite', 'text_adventure']) {
      expect(portalLine(portalsOfMap(mapId), true)).not.toMatch(/press|Space|wait for Portal/i);
    }
  });
});
