// @vitest-environment node
import {
  BUILT_IN_ATLAS,
  NPC_CATALOGUE,
  NPC_TALK_TEXTS,
  seededRng,
  type BuiltInMapId,
  type Position,
} from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { createGameStore, NPC_PATROL_INTERVAL_MS } from './game-store';
import { WALK_STEP_MS as STEP_LOCK_MS } from '@authentic/core';
import {
  browserConversations,
  CONVERSATIONS_KEY,
  facingToward,
  memoryConversations,
  TALK_NOTICE_MS,
  type ConversationMemory,
} from './npc-talk';

const ada = NPC_CATALOGUE.ada_lovelace;

function storeAt(mapId: BuiltInMapId, position: Position, conversations: ConversationMemory = memoryConversations()) {
  return createGameStore({ atlas: BUILT_IN_ATLAS, mapId, position, rng: seededRng(7), conversations });
}

/** The open NPC panel's greeting and line. */
function said(store: ReturnType<typeof storeAt>) {
  const panel = store.getSnapshot().panel;
  if (panel?.kind !== 'npc') throw new Error(`no NPC dialog open, but ${panel?.kind ?? 'nothing'}`);
  return { name: panel.npc.name, greeting: panel.npc.greeting, quote: panel.quote };
}

/** Plays `ms` of game time in 50 ms steps, as the loop would. */
function play(store: ReturnType<typeof storeAt>, ms: number) {
  for (let t = 0; t < ms; t += 50) store.update(50, 100_000 + store.world.time);
}

describe('talking to NPCs in the game store', () => {
  it('says the next line each time, greeting a stranger first and someone met before after', () => {
    // Ada Lovelace stands at (11,3) in Dungeon Level 1; the character stands right under her.
    const store = storeAt('dungeon1', { x: 11, y: 4 });
    expect(store.talk()).toBe(true);
    expect(said(store)).toEqual({ name: ada.name, greeting: ada.greeting, quote: ada.dialogue[0] });
    store.closePanel();
    store.talk();
    expect(said(store)).toEqual({ name: ada.name, greeting: ada.greetingAgain, quote: ada.dialogue[1] });
  });

  it('remembers whom the player met across visits through the memory it is given', () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    storeAt('dungeon1', { x: 11, y: 4 }, browserConversations(local)).talk();
    expect(JSON.parse(storage.get(CONVERSATIONS_KEY) ?? '{}')).toEqual({ ada_lovelace: 1 });
    const nextVisit = storeAt('dungeon1', { x: 10, y: 3 }, browserConversations(local));
    nextVisit.talk();
    expect(said(nextVisit)).toMatchObject({ greeting: ada.greetingAgain, quote: ada.dialogue[1] });
  });

  it('turns the character to the NPC and the NPC to the character', () => {
    const store = storeAt('dungeon1', { x: 10, y: 3 });
    expect(store.world.facing).toBe('down');
    store.talk();
    expect(store.world.facing).toBe('right');
    expect(store.world.talkingTo).toEqual({ id: 'ada_lovelace', facing: 'left' });
    store.closePanel();
    expect(store.world.talkingTo).toBeNull();
  });

  it('keeps a patrolling NPC where they stand while the dialog is open; they walk on after', () => {
    // The guide wanders (4..6, 1..3) on Overworld; the character stands inside that area beside them.
    const store = storeAt('overworld', { x: 4, y: 2 });
    store.talk();
    expect(said(store).name).toBe('Guide');
    const where = () => store.world.npcs.find((npc) => npc.id === 'guide')?.position;
    const standing = where();
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      play(store, NPC_PATROL_INTERVAL_MS);
      seen.add(JSON.stringify(where()));
    }
    expect([...seen]).toEqual([JSON.stringify(standing)]);
    store.closePanel();
    for (let i = 0; i < 20; i += 1) {
      play(store, NPC_PATROL_INTERVAL_MS);
      seen.add(JSON.stringify(where()));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('says so when the NPC walked out of reach, naming them, instead of doing nothing', () => {
    // Three cells from the guide's post at (5,2): the prompt had them a moment ago.
    const store = storeAt('overworld', { x: 8, y: 2 });
    expect(store.getSnapshot().talkable).toBeNull();
    expect(store.talk()).toBe(false);
    expect(store.getSnapshot().panel).toBeNull();
    expect(store.getSnapshot().talkNotice?.text).toBe('Guide walked out of reach. Step closer to talk.');
  });

  it('says nobody is near when nobody is, and a second press is announced again', () => {
    const store = storeAt('dungeon1', { x: 2, y: 3 });
    store.talk();
    const first = store.getSnapshot().talkNotice;
    expect(first?.text).toBe(NPC_TALK_TEXTS.nobodyNear);
    store.talk();
    expect(store.getSnapshot().talkNotice?.id).not.toBe(first?.id);
  });

  it('takes the notice away after a while, or at once when the character steps', () => {
    const store = storeAt('dungeon1', { x: 2, y: 3 });
    store.talk();
    play(store, TALK_NOTICE_MS - 100);
    expect(store.getSnapshot().talkNotice).not.toBeNull();
    play(store, 100);
    expect(store.getSnapshot().talkNotice).toBeNull();
    store.talk();
    expect(store.move('right', 1_000_000 + STEP_LOCK_MS)).toBe('moved');
    expect(store.getSnapshot().talkNotice).toBeNull();
  });

  it('E near nobody opens artifact creation, without a talk notice', () => {
    const store = storeAt('dungeon1', { x: 2, y: 3 });
    store.interact();
    expect(store.getSnapshot()).toMatchObject({ panel: { kind: 'interact' }, talkNotice: null });
  });

  it('faces along the longer axis, sideways on a diagonal', () => {
    expect(facingToward({ x: 0, y: 0 }, { x: 1, y: 1 }, 'up')).toBe('right');
    expect(facingToward({ x: 0, y: 0 }, { x: 0, y: -1 }, 'down')).toBe('up');
    expect(facingToward({ x: 2, y: 2 }, { x: 2, y: 2 }, 'left')).toBe('left');
  });
});
