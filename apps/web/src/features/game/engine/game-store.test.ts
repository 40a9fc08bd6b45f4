import {
  BUILT_IN_ATLAS,
  BUILT_IN_MAPS,
  MAP_MESSAGES,
  seededRng,
  type BuiltInMapId,
  type Position,
} from '@authentic/core';
import { describe, expect, it, vi } from 'vitest';
import { createGameStore, HOLD_REPEAT_DELAY_MS, NPC_PATROL_INTERVAL_MS } from './game-store';
import { WALK_STEP_MS as STEP_LOCK_MS } from '@authentic/core';
import { cellBesidePortal } from '@authentic/core';

function storeAt(mapId: BuiltInMapId, position: Position, onCellChange = vi.fn()) {
  return createGameStore({ atlas: BUILT_IN_ATLAS, mapId, position, rng: seededRng(7), onCellChange });
}

describe('game store', () => {
  it('starts a guest where told and names the map', () => {
    const store = storeAt('overworld', { x: 1, y: 1 });
    expect(store.getSnapshot()).toMatchObject({ mapName: 'Overworld', position: { x: 1, y: 1 }, panel: null });
  });

  it('steps, then locks input until the step is over', () => {
    const onCellChange = vi.fn();
    const store = storeAt('overworld', { x: 1, y: 1 }, onCellChange);
    expect(store.move('down', 1000)).toBe('moved');
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 2 });
    expect(onCellChange).toHaveBeenCalledWith('overworld', { x: 1, y: 2 });
    expect(store.move('down', 1000 + STEP_LOCK_MS - 1)).toBe('locked');
    expect(store.move('down', 1000 + STEP_LOCK_MS)).toBe('moved');
  });

  it('bumps into a tree without moving', () => {
    const store = storeAt('overworld', { x: 1, y: 1 });
    expect(store.move('up', 0)).toBe('bumped');
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 1 });
    expect(store.world.timing.bumpDirection).toBe('up');
  });

  it('takes a main-road portal on stepping and shows the arrival banner', () => {
    const store = storeAt('overworld', { x: 7, y: 11 });
    expect(store.move('right', 0)).toBe('changedMap');
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ mapId: 'overworld2', position: { x: 4, y: 4 } });
    expect(snapshot.banner?.text).toBe(MAP_MESSAGES.welcome('Overworld 2'));
  });

  it('crosses the east edge into the next overworld', () => {
    const store = storeAt('overworld', { x: 23, y: 5 });
    expect(store.move('right', 0)).toBe('changedMap');
    expect(store.getSnapshot().mapName).toBe('Overworld 2');
  });

  it("waits for Space on Yosemite's way back, then lands at (8,2) with 'Welcome back'", () => {
    const store = storeAt('yosemite', { x: 8, y: 7 });
    store.move('down', 0);
    expect(store.getSnapshot()).toMatchObject({ mapId: 'yosemite', prompt: 'Press SPACE to return to Overworld 3' });
    expect(store.activatePortal()).toBe(true);
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ mapId: 'overworld3', position: { x: 8, y: 2 }, prompt: null });
    expect(snapshot.banner?.text).toBe(MAP_MESSAGES.welcomeBack);
  });

  it('opens the mini-game panel from a special portal and closes cleanly', () => {
    const store = storeAt('yosemite', { x: 20, y: 3 });
    store.move('right', 0);
    expect(store.getSnapshot().prompt).toBe(MAP_MESSAGES.openTerminal);
    store.activatePortal();
    expect(store.getSnapshot()).toMatchObject({ mapId: 'terminal3', panel: { kind: 'minigame', world: 'terminal' } });
    expect(store.move('down', 1000)).toBe('busy');
    store.closePanel();
    expect(store.getSnapshot().panel).toBeNull();
  });

  it('leaves a mini-game beside the Yosemite portal it came through, welcomed back, with the music cue', () => {
    const store = storeAt('yosemite', { x: 20, y: 8 });
    store.move('right', 0);
    store.activatePortal();
    expect(store.getSnapshot()).toMatchObject({
      mapId: 'level4_shooter',
      panel: { kind: 'minigame', world: 'shooter' },
    });
    const events: string[] = [];
    store.onEvent((event) => events.push(event.type === 'arrived' ? `arrived:${event.mapId}` : event.type));
    store.closeMiniGame();
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ mapId: 'yosemite', position: { x: 20, y: 8 }, panel: null });
    expect(snapshot.banner?.text).toBe(MAP_MESSAGES.welcomeBack);
    expect(events).toEqual(['returned', 'arrived:yosemite']);
    expect(store.move('left', 1000)).toBe('moved');
  });

  it("reopens a room's game from its portal and leaves it beside that portal", () => {
    const store = storeAt('text_adventure', { x: 9, y: 6 });
    store.move('up', 0);
    store.activatePortal();
    expect(store.getSnapshot()).toMatchObject({
      mapId: 'text_adventure',
      panel: { kind: 'minigame', world: 'text_adventure' },
    });
    const events: string[] = [];
    store.onEvent((event) => events.push(event.type));
    store.closeMiniGame();
    expect(store.getSnapshot()).toMatchObject({ mapId: 'text_adventure', position: { x: 9, y: 6 }, panel: null });
    expect(events).toEqual(['returned', 'miniGameClosed']);
  });

  it('opens level 4 where the character stands and leaves it on the same cell', () => {
    const store = storeAt('overworld3', { x: 8, y: 2 });
    store.openMiniGame('shooter');
    expect(store.getSnapshot().panel).toEqual({ kind: 'minigame', world: 'shooter' });
    store.closeMiniGame();
    expect(store.getSnapshot()).toMatchObject({ mapId: 'overworld3', position: { x: 8, y: 2 }, panel: null });
  });

  it('finds a free cell beside a portal when the way in is not one', () => {
    expect(cellBesidePortal(BUILT_IN_MAPS.yosemite.data, { x: 21, y: 3 }, { x: 20, y: 3 })).toEqual({ x: 20, y: 3 });
    const beside = cellBesidePortal(BUILT_IN_MAPS.yosemite.data, { x: 21, y: 3 }, { x: 0, y: 0 });
    expect(Math.abs(beside.x - 21) + Math.abs(beside.y - 3)).toBe(1);
  });

  it('names who is within talk range, so the screen can say it in words', () => {
    expect(storeAt('overworld', { x: 4, y: 2 }).getSnapshot().talkable).toEqual({ id: 'guide', name: 'Guide' });
    expect(storeAt('overworld', { x: 1, y: 12 }).getSnapshot().talkable).toBeNull();
  });

  it('tells React at most once a patrol step when someone walks into or out of talk range', () => {
    const store = storeAt('overworld', { x: 5, y: 4 });
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 600; i += 1) store.update(1000 / 60, i * 17);
    expect(listener.mock.calls.length).toBeLessThanOrEqual(Math.ceil((600 * (1000 / 60)) / NPC_PATROL_INTERVAL_MS));
  });

  it('talks to an NPC in range and not to one out of range', () => {
    const near = storeAt('overworld', { x: 4, y: 2 });
    expect(near.talk()).toBe(true);
    const panel = near.getSnapshot().panel;
    expect(panel?.kind === 'npc' && panel.npc.id).toBe('guide');
    expect(storeAt('overworld', { x: 1, y: 12 }).talk()).toBe(false);
  });

  it('toggles panels, and E with nothing near opens the interact panel', () => {
    const store = storeAt('overworld', { x: 1, y: 12 });
    store.togglePanel('worldMap');
    expect(store.getSnapshot().panel).toEqual({ kind: 'worldMap' });
    store.togglePanel('worldMap');
    expect(store.getSnapshot().panel).toBeNull();
    store.interact();
    expect(store.getSnapshot().panel).toEqual({ kind: 'interact' });
  });

  it('keeps the snapshot between frames, so React does not re-render per frame', () => {
    // Far from anyone: patrols go on, but nothing React shows changes.
    const store = storeAt('overworld', { x: 1, y: 12 });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    for (let i = 0; i < 300; i += 1) store.update(1000 / 60, i * 17);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('moves one cell for a tap, even when the key comes up late', () => {
    const store = storeAt('overworld', { x: 1, y: 1 });
    store.hold('down', 0);
    store.move('down', 0);
    for (let now = 10; now < HOLD_REPEAT_DELAY_MS; now += 10) store.update(10, now);
    store.release('down');
    store.update(10, 1000);
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 2 });
  });

  it('keeps walking while a direction is held, one step per lock after the repeat delay', () => {
    const store = storeAt('overworld', { x: 1, y: 1 });
    store.hold('down', 0);
    store.move('down', 0);
    for (let now = 10; now <= HOLD_REPEAT_DELAY_MS + STEP_LOCK_MS; now += 10) store.update(10, now);
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 4 });
    store.release('down');
    store.update(10, 1000);
    expect(store.getSnapshot().position).toEqual({ x: 1, y: 4 });
  });

  it('lets NPCs patrol inside their area, never onto the character', () => {
    const store = storeAt('overworld', { x: 4, y: 2 });
    for (let i = 0; i < 50; i += 1) store.update(NPC_PATROL_INTERVAL_MS, i * 1000);
    const guide = store.world.npcs[0];
    expect(guide?.position.x).toBeGreaterThanOrEqual(4);
    expect(guide?.position.x).toBeLessThan(7);
    expect(guide?.position).not.toEqual({ x: 4, y: 2 });
  });
});
