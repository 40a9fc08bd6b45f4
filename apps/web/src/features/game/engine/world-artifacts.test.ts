// @vitest-environment node
import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { createGameStore } from './game-store';
import { PICKUP_ANIMATION_MS, type GameEvent, type WorldArtifact } from './world-artifacts';

const scroll: WorldArtifact = { id: 'a1', name: 'Scroll', position: { x: 1, y: 2 }, source: 'server', mine: false };

function storeWithEvents() {
  const store = createGameStore({
    atlas: BUILT_IN_ATLAS,
    mapId: 'overworld',
    position: { x: 1, y: 1 },
    rng: seededRng(3),
  });
  const events: GameEvent[] = [];
  store.onEvent((event) => events.push(event));
  return { store, events };
}

describe('artifacts in the game world', () => {
  it('shows the artifacts of the current map, and ignores a late list for a map already left', () => {
    const { store } = storeWithEvents();
    store.setArtifacts('overworld2', [scroll]);
    expect(store.getSnapshot().artifacts).toEqual([]);
    store.setArtifacts('overworld', [scroll]);
    expect(store.getSnapshot().artifacts).toEqual([scroll]);
  });

  it('picks an artifact up when the character steps onto its cell, then animates it away', () => {
    const { store, events } = storeWithEvents();
    store.setArtifacts('overworld', [scroll]);
    expect(store.move('down', 0)).toBe('moved');
    expect(events).toContainEqual({ type: 'pickup', artifact: scroll, how: 'step' });
    expect(store.getSnapshot().artifacts).toEqual([]);
    expect(store.world.pickups).toHaveLength(1);
    // A list fetched meanwhile does not bring it back while it rises.
    store.setArtifacts('overworld', [scroll]);
    expect(store.getSnapshot().artifacts).toEqual([]);
    store.update(PICKUP_ANIMATION_MS, 1000);
    expect(store.world.pickups).toHaveLength(0);
  });

  it("stepping onto or interacting with one's own artifact shows it; only P (take) picks it up", () => {
    const { store, events } = storeWithEvents();
    const own = { ...scroll, mine: true };
    store.setArtifacts('overworld', [own]);
    expect(store.move('down', 0)).toBe('moved');
    expect(events.some((event) => event.type === 'pickup')).toBe(false);
    expect(events).toContainEqual({ type: 'artifactClicked', artifact: own });
    // E, the touch pad's and the nearby panel's Interact: its details again, never the placement dialog.
    events.length = 0;
    store.interact();
    expect(events).toEqual([{ type: 'artifactClicked', artifact: own }]);
    expect(store.getSnapshot().artifacts).toEqual([own]);
    store.interact({ take: true });
    expect(events).toContainEqual({ type: 'pickup', artifact: own, how: 'interact' });
  });

  it('hidden artifacts are neither shown nor picked up', () => {
    const { store, events } = storeWithEvents();
    store.setArtifacts('overworld', [scroll]);
    store.setArtifactsVisible(false);
    expect(store.getSnapshot()).toMatchObject({ artifacts: [], artifactsVisible: false });
    store.move('down', 0);
    expect(events.some((event) => event.type === 'pickup')).toBe(false);
  });

  it('P on an artifact underfoot picks it up as an interaction; with nothing around it opens creation', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 1, y: 12 },
      rng: seededRng(3),
    });
    const events: GameEvent[] = [];
    store.onEvent((event) => events.push(event));
    const here = { ...scroll, position: { x: 1, y: 12 } };
    store.setArtifacts('overworld', [here]);
    store.interact();
    expect(events).toContainEqual({ type: 'pickup', artifact: here, how: 'interact' });
    expect(store.getSnapshot().panel).toBeNull();
    store.interact();
    expect(store.getSnapshot().panel).toEqual({ kind: 'interact' });
  });

  it('reports steps, bumps, arrivals and clicks on artifacts', () => {
    const { store, events } = storeWithEvents();
    store.setArtifacts('overworld', [{ ...scroll, position: { x: 5, y: 5 } }]);
    store.move('up', 0);
    store.move('right', 1000);
    store.clickCell({ x: 5, y: 5 });
    store.clickCell({ x: 6, y: 6 });
    expect(events.map((event) => event.type)).toEqual(['bump', 'walked', 'step', 'artifactClicked']);
    const portal = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 7, y: 11 },
      rng: seededRng(3),
    });
    const arrivals: GameEvent[] = [];
    portal.onEvent((event) => arrivals.push(event));
    portal.move('right', 0);
    expect(arrivals).toContainEqual({
      type: 'arrived',
      mapId: 'overworld2',
      position: { x: 4, y: 4 },
      from: 'overworld',
    });
  });
});

describe('artifacts a player may not take', () => {
  it('shows them instead of picking them up', () => {
    const { store, events } = storeWithEvents();
    const theirs = { ...scroll, pickable: false };
    store.setArtifacts('overworld', [theirs]);
    store.move('down', 0);
    expect(events).toContainEqual({ type: 'artifactClicked', artifact: theirs });
    expect(store.getSnapshot().artifacts).toEqual([theirs]);
  });
});
