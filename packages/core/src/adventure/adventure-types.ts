/**
 * The shapes of the text adventure: world data (rooms, items, interactions) and the
 * plain, JSON-serialisable state a run carries (STYLE.md habits 1 and 5).
 */

export const ADVENTURE_ROOM_IDS = [
  'start',
  'hallway',
  'library',
  'studyRoom',
  'lockedRoom',
  'secretPassage',
  'sanctuary',
] as const;
export type AdventureRoomId = (typeof ADVENTURE_ROOM_IDS)[number];

/** Item ids are the names the player sees and the names saved in the inventory. */
export const ADVENTURE_ITEM_IDS = [
  'torch',
  'rusty key',
  'ancient tome',
  'mysterious letter',
  "the writer's pen",
  'truth manuscript',
] as const;
export type AdventureItemId = (typeof ADVENTURE_ITEM_IDS)[number];

export const ADVENTURE_KNOWLEDGE_FLAGS = [
  'password',
  'sun_also_rises',
  'clean_place',
  'writer_quote',
  'sanctuary_clue',
  'writing_truth',
  'used_password',
  'writer_style',
  'aficionado',
  'final_task',
] as const;
export type AdventureKnowledgeFlag = (typeof ADVENTURE_KNOWLEDGE_FLAGS)[number];

/** Compass and vertical directions, plus the two named ways the spec lets a player type bare. */
export const ADVENTURE_DIRECTIONS = ['north', 'south', 'east', 'west', 'up', 'down', 'back', 'door'] as const;
export type AdventureDirection = (typeof ADVENTURE_DIRECTIONS)[number];

export interface AdventureRequirements {
  /** Items that must be in the inventory. */
  items?: readonly AdventureItemId[];
  /** Interactions already done, written 'room::interaction'. */
  done?: readonly string[];
  knowledge?: readonly AdventureKnowledgeFlag[];
}

export interface AdventureInteraction {
  /** Recorded as 'room::id' once done. */
  id: string;
  /** Normalised commands that trigger it, e.g. 'examine portraits' or 'use ancient tome on door'. */
  matches: readonly string[];
  text: string;
  /** Shown instead of text when the interaction was already done. */
  repeatText?: string;
  requires?: AdventureRequirements;
  /** Handed over the first time only, so a dropped item is not duplicated. */
  giveItem?: AdventureItemId;
  learn?: AdventureKnowledgeFlag;
  revealExit?: AdventureDirection;
  unlockExit?: AdventureDirection;
  ending?: boolean;
}

export interface AdventureLockedExit {
  /** Walking through with this item unlocks the exit for good. */
  needsItem?: AdventureItemId;
  /** Speaking the world's password in the room unlocks it, if the player has this knowledge. */
  needsPassword?: boolean;
  needsKnowledge?: AdventureKnowledgeFlag;
  message: string;
  unlockText: string;
}

/**
 * Something a room's description mentions that is there to be looked at, not used: 'examine' with
 * any of its names answers its text (decision 0240).
 */
export interface AdventureScenery {
  /** Names as the parser spells objects: lower case, no punctuation, no leading article. */
  names: readonly string[];
  text: string;
}

export interface AdventureRoom {
  description: string;
  exits: Readonly<Partial<Record<AdventureDirection, AdventureRoomId>>>;
  /** Exits that exist only after an interaction in this room reveals them. */
  hiddenExits?: readonly AdventureDirection[];
  lockedExits?: Readonly<Partial<Record<AdventureDirection, AdventureLockedExit>>>;
  items: readonly AdventureItemId[];
  interactions: readonly AdventureInteraction[];
  /** The rest of what the description mentions; every noun in it can be examined. */
  scenery?: readonly AdventureScenery[];
}

export interface AdventureItem {
  /** Other names a player may type for it (the id itself always works). */
  aliases: readonly string[];
  description: string;
  portable: boolean;
  takeText: string;
  /** Why it cannot be taken, for items that stay where they are. */
  fixedText?: string;
  readText?: string;
  readLearns?: AdventureKnowledgeFlag;
  /** Whether it must be held to be read (a letter), or only be at hand (a book on a desk). */
  readNeedsHeld?: boolean;
  useText?: string;
}

export interface AdventureWorld {
  startRoom: AdventureRoomId;
  /** The phrase spoken at password doors, in lower case. */
  password: string;
  rooms: Readonly<Record<AdventureRoomId, AdventureRoom>>;
  items: Readonly<Record<AdventureItemId, AdventureItem>>;
}

export type AdventureStatus = 'playing' | 'victory' | 'gameOver';

export interface AdventureHistoryEntry {
  kind: 'command' | 'text';
  text: string;
}

export interface AdventureState {
  currentRoom: AdventureRoomId;
  inventory: AdventureItemId[];
  /** Items lying in each room now; taking and dropping move them. */
  roomItems: Record<AdventureRoomId, AdventureItemId[]>;
  /** 'room::interaction', also 'room::unlock <direction>' and 'sanctuary::complete'. */
  completedInteractions: string[];
  /** 'room::flag' for every knowledge flag learnt; knowledge is global to the run. */
  knowledge: string[];
  inspiration: number;
  status: AdventureStatus;
  history: AdventureHistoryEntry[];
}

export type AdventureEvent =
  | { type: 'roomChanged'; from: AdventureRoomId; to: AdventureRoomId }
  | { type: 'itemTaken'; item: AdventureItemId }
  | { type: 'itemDropped'; item: AdventureItemId }
  | { type: 'learned'; flag: AdventureKnowledgeFlag }
  | { type: 'exitRevealed'; room: AdventureRoomId; direction: AdventureDirection }
  | { type: 'exitUnlocked'; room: AdventureRoomId; direction: AdventureDirection }
  | { type: 'inspirationChanged'; inspiration: number; delta: number }
  | { type: 'victory'; rewardExp: number }
  | { type: 'gameOver' }
  | { type: 'quit'; delayMs: number }
  | { type: 'restarted' };

export interface AdventureResult {
  state: AdventureState;
  output: string[];
  events: AdventureEvent[];
}
