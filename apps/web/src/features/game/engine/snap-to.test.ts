// @vitest-environment node
import { BUILT_IN_ATLAS, seededRng, type BuiltInMapId, type Position } from '@authentic/core';
import { describe, expect, it, vi } from 'vitest';
import { createGameStore } from './game-store';
import type { GameEvent } from './world-artifacts';

function storeAt(mapId: BuiltInMapId, position: Position, onCellChange = vi.fn()) {
  const store = createGameStore({ atlas: BUILT_IN_ATLAS, mapId, position, rng: seededRng(7), onCellChange });
  const events: GameEvent[] = [];
  store.onEvent((event) => events.push(event));
  return { store, events, onCellChange };
}

describe('game store: what live presence hears and says', () => {
  it('snaps to a cell on the same map at once, without walking or a banner', () => {
    const { store, events, onCellChange } = storeAt('overworld', { x: 1, y: 1 });
    store.snapTo('overworld', { x: 3, y: 2 }, 'left');
    expect(store.getSnapshot()).toMatchObject({ mapId: 'overworld', position: { x: 3, y: 2 }, banner: null });
    expect(store.world.previous).toEqual({ x: 3, y: 2 });
    expect(store.world.facing).toBe('left');
    expect(onCellChange).toHaveBeenCalledWith('overworld', { x: 3, y: 2 });
    expect(events).toEqual([]);
  });

  it('snaps to another map as an arrival (its artifacts and music follow) but greets with no banner', () => {
    const { store, events } = storeAt('overworld', { x: 1, y: 1 });
    store.snapTo('overworld2', { x: 4, y: 4 });
    expect(store.getSnapshot()).toMatchObject({ mapId: 'overworld2', mapName: 'Overworld 2', banner: null });
    expect(events).toEqual([{ type: 'arrived', mapId: 'overworld2', position: { x: 4, y: 4 }, from: 'overworld' }]);
  });

  it('a snap to where the character already stands changes nothing', () => {
    const { store, onCellChange } = storeAt('overworld', { x: 1, y: 1 });
    const before = store.getSnapshot();
    store.snapTo('overworld', { x: 1, y: 1 });
    expect(store.getSnapshot()).toBe(before);
    expect(onCellChange).not.toHaveBeenCalled();
  });

  it('says which way each step went, before the step or the arrival it leads to', () => {
    const walker = storeAt('overworld', { x: 1, y: 1 });
    walker.store.move('down', 0);
    walker.store.move('up', 1000);
    walker.store.move('up', 2000);
    const name = (event: GameEvent) => (event.type === 'walked' ? `walked ${event.direction}` : event.type);
    expect(walker.events.map(name)).toEqual(['walked down', 'step', 'walked up', 'step', 'bump']);
    const { store, events } = storeAt('overworld', { x: 23, y: 5 });
    store.move('right', 0);
    expect(events.map(name)).toEqual(['walked right', 'arrived']);
  });

  it('tells of Space on a portal and of coming back from a mini-game', () => {
    const { store, events } = storeAt('yosemite', { x: 20, y: 3 });
    store.move('right', 0);
    store.activatePortal();
    store.closeMiniGame();
    const types = events.map((event) => event.type);
    expect(types.indexOf('portalUsed')).toBeLessThan(types.indexOf('specialPortal'));
    expect(types).toContain('returned');
    expect(store.activatePortal()).toBe(false);
    expect(types.filter((type) => type === 'portalUsed')).toHaveLength(1);
  });
});
