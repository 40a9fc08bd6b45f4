import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { ADVENTURE_INSPIRATION_START } from './adventure-constants.js';
import {
  ADVENTURE_DIRECTIONS,
  ADVENTURE_ROOM_IDS,
  type AdventureDirection,
  type AdventureItemId,
  type AdventureKnowledgeFlag,
  type AdventureRoomId,
  type AdventureState,
  type AdventureWorld,
} from './adventure-types.js';
import { ADVENTURE_WORLD } from './adventure-world.js';
import { normaliseAdventureObject } from './parse-command.js';

/** Where every item lies at the start of a run. */
export function initialAdventureRoomItems(world: AdventureWorld): Record<AdventureRoomId, AdventureItemId[]> {
  const entries = ADVENTURE_ROOM_IDS.map((id) => [id, [...world.rooms[id].items]] as const);
  return Object.fromEntries(entries) as Record<AdventureRoomId, AdventureItemId[]>;
}

/** A fresh run: start room, empty inventory, full inspiration, the intro in the history. */
export function createAdventure(world: AdventureWorld = ADVENTURE_WORLD): AdventureState {
  const state: AdventureState = {
    currentRoom: world.startRoom,
    inventory: [],
    roomItems: initialAdventureRoomItems(world),
    completedInteractions: [],
    knowledge: [],
    inspiration: ADVENTURE_INSPIRATION_START,
    status: 'playing',
    history: [],
  };
  const intro = adventureIntroLines(state, world);
  return { ...state, history: intro.map((text) => ({ kind: 'text', text })) };
}

/** Try Again: back to the start room with an empty inventory and history (spec 02 §4). */
export function restartAdventure(world: AdventureWorld = ADVENTURE_WORLD): AdventureState {
  return createAdventure(world);
}

export function adventureIntroLines(state: AdventureState, world: AdventureWorld = ADVENTURE_WORLD): string[] {
  return [ADVENTURE_MESSAGES.intro, ADVENTURE_MESSAGES.helpHint, ...describeAdventureRoom(state, world)];
}

export function hasAdventureKnowledge(state: AdventureState, flag: AdventureKnowledgeFlag): boolean {
  return state.knowledge.some((entry) => entry.endsWith(`::${flag}`));
}

export function isAdventureDirection(word: string): word is AdventureDirection {
  return (ADVENTURE_DIRECTIONS as readonly string[]).includes(word);
}

export function adventureUnlockKey(room: AdventureRoomId, direction: AdventureDirection): string {
  return `${room}::unlock ${direction}`;
}

/** A hidden exit shows once any interaction of its room that reveals it has been done. */
export function isAdventureExitVisible(
  state: AdventureState,
  room: AdventureRoomId,
  direction: AdventureDirection,
  world: AdventureWorld = ADVENTURE_WORLD,
): boolean {
  const data = world.rooms[room];
  if (data.exits[direction] === undefined) return false;
  if (!data.hiddenExits?.includes(direction)) return true;
  return data.interactions.some(
    (interaction) =>
      interaction.revealExit === direction && state.completedInteractions.includes(`${room}::${interaction.id}`),
  );
}

export function isAdventureExitLocked(
  state: AdventureState,
  room: AdventureRoomId,
  direction: AdventureDirection,
  world: AdventureWorld = ADVENTURE_WORLD,
): boolean {
  const lock = world.rooms[room].lockedExits?.[direction];
  return lock !== undefined && !state.completedInteractions.includes(adventureUnlockKey(room, direction));
}

export function visibleAdventureExits(
  state: AdventureState,
  room: AdventureRoomId,
  world: AdventureWorld = ADVENTURE_WORLD,
): AdventureDirection[] {
  return ADVENTURE_DIRECTIONS.filter((direction) => isAdventureExitVisible(state, room, direction, world));
}

/** The description, what lies here, and the ways out, as 'look' shows them. */
export function describeAdventureRoom(state: AdventureState, world: AdventureWorld = ADVENTURE_WORLD): string[] {
  const room = state.currentRoom;
  const items = state.roomItems[room];
  return [
    world.rooms[room].description,
    ...(items.length > 0 ? [ADVENTURE_MESSAGES.itemsHere(items)] : []),
    ADVENTURE_MESSAGES.exits(visibleAdventureExits(state, room, world)),
  ];
}

/** The item a typed name means (its id or any alias), or null. */
export function resolveAdventureItem(world: AdventureWorld, name: string): AdventureItemId | null {
  const wanted = normaliseAdventureObject(name);
  for (const [id, item] of Object.entries(world.items) as [AdventureItemId, (typeof world.items)[AdventureItemId]][]) {
    if (normaliseAdventureObject(id) === wanted) return id;
    if (item.aliases.some((alias) => normaliseAdventureObject(alias) === wanted)) return id;
  }
  return null;
}
