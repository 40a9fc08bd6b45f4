import { ADVENTURE_COMPLETE_MARKER } from './adventure-constants.js';
import { textAdventureProgressSchema, type TextAdventureProgress } from './adventure-progress-schema.js';
import { adventureIntroLines, createAdventure, initialAdventureRoomItems } from './adventure-state.js';
import {
  ADVENTURE_ROOM_IDS,
  type AdventureItemId,
  type AdventureRoomId,
  type AdventureState,
  type AdventureWorld,
} from './adventure-types.js';
import { ADVENTURE_WORLD } from './adventure-world.js';

export { textAdventureProgressSchema, type TextAdventureProgress };

export function toAdventureProgress(state: AdventureState): TextAdventureProgress {
  return {
    currentRoom: state.currentRoom,
    inventory: [...state.inventory],
    completedInteractions: [...state.completedInteractions],
    knownPasswords: [...state.knowledge],
    inspiration: state.inspiration,
    roomItems: Object.fromEntries(ADVENTURE_ROOM_IDS.map((room) => [room, [...state.roomItems[room]]])),
    history: state.history.map((entry) => ({ ...entry })),
  };
}

/** Without saved room contents: every item starts where the world puts it, minus what is carried. */
function restoredRoomItems(
  progress: TextAdventureProgress,
  inventory: readonly AdventureItemId[],
  world: AdventureWorld,
): Record<AdventureRoomId, AdventureItemId[]> {
  const initial = initialAdventureRoomItems(world);
  const saved = progress.roomItems;
  const rooms = ADVENTURE_ROOM_IDS.map((room) => {
    const items = saved === undefined ? initial[room] : (saved[room] ?? []);
    return [room, [...new Set(items)].filter((item) => !inventory.includes(item))] as const;
  });
  return Object.fromEntries(rooms) as Record<AdventureRoomId, AdventureItemId[]>;
}

/**
 * Resumes a saved run. Anything that does not match the schema yields a fresh game, and so does a
 * run saved with no inspiration left (decision 0134). A run saved as complete resumes as won.
 */
export function fromAdventureProgress(progress: unknown, world: AdventureWorld = ADVENTURE_WORLD): AdventureState {
  const parsed = textAdventureProgressSchema.safeParse(progress);
  if (!parsed.success) return createAdventure(world);
  const data = parsed.data;
  const inspiration = data.inspiration ?? createAdventure(world).inspiration;
  if (inspiration === 0) return createAdventure(world);

  const inventory = [...new Set(data.inventory)];
  const completedInteractions = [...new Set(data.completedInteractions)];
  const won = completedInteractions.includes(ADVENTURE_COMPLETE_MARKER);
  const state: AdventureState = {
    currentRoom: won ? 'sanctuary' : data.currentRoom,
    inventory,
    roomItems: restoredRoomItems(data, inventory, world),
    completedInteractions,
    knowledge: [...new Set(data.knownPasswords)],
    inspiration,
    status: won ? 'victory' : 'playing',
    history: data.history ?? [],
  };
  if (state.history.length > 0) return state;
  return { ...state, history: adventureIntroLines(state, world).map((text) => ({ kind: 'text', text })) };
}
