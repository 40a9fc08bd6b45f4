// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { generateWorldMap, MAP_MESSAGES, seededRng, worldAtlas } from '@authentic/core';
import { createGameStore } from './game-store';
import type { GameEvent } from './world-artifacts';

const id = '9b3e7c1a-55d2-4f0e-8a6b-2c4d6e8f0a1b';
const map = generateWorldMap('fantasy', id);

function worldStore(position = map.spawn) {
  return createGameStore<string>({
    atlas: worldAtlas({ id, name: 'Quiet Glade', map }),
    mapId: id,
    position,
    rng: seededRng(5),
    banner: MAP_MESSAGES.welcome('Quiet Glade'),
  });
}

describe('a game store over a player-made world', () => {
  it("greets with the world's name and reads its own map and NPCs", () => {
    const store = worldStore();
    const snapshot = store.getSnapshot();
    expect(snapshot.banner?.text).toBe('Welcome to Quiet Glade');
    expect(snapshot.mapName).toBe('Quiet Glade');
    expect(store.world.grid).toBe(map.data);
    expect(store.world.npcs.map((npc) => npc.id)).toEqual(map.npcs.map((npc) => npc.id));
  });

  it('offers the way home on the return portal and only announces it on Space (the page leaves)', () => {
    const store = worldStore(map.returnPortal);
    expect(store.getSnapshot().prompt).toBe('Press SPACE to return to Main World');
    const events: GameEvent<string>[] = [];
    store.onEvent((event) => events.push(event));
    expect(store.activatePortal()).toBe(true);
    expect(events).toEqual([{ type: 'portalUsed' }, { type: 'exit', mapId: id, position: map.returnPortal }]);
    expect(store.getSnapshot().mapId).toBe(id);
  });

  it('walls the edges: a step off the map bumps', () => {
    const edge = { x: 0, y: 0 };
    const store = createGameStore<string>({
      atlas: worldAtlas({ id, name: 'Quiet Glade', map: { ...map, data: [[0, 0]], npcs: [] } }),
      mapId: id,
      position: edge,
      rng: seededRng(1),
    });
    const bump = vi.fn();
    store.onEvent((event) => event.type === 'bump' && bump());
    expect(store.move('left', 1_000)).toBe('bumped');
    expect(bump).toHaveBeenCalled();
  });
});
