import {
  converse,
  distance,
  formatMessage,
  nearestNpcInRange,
  NPC_TALK_TEXTS,
  parseConversationLog,
  type ConversationLog,
  type Direction,
  type LocalKeyValueStore,
  type NpcQuote,
  type PlacedNpc,
  type Position,
} from '@authentic/core';

/** A talk notice stays this long in game time, unless the character moves or a panel opens first. */
export const TALK_NOTICE_MS = 3000;

/** An NPC this close (in tiles) when Talk finds nobody in range is named: they just walked off. */
export const TALK_MISS_NAME_RANGE = 3.5;

/** Where the conversation log lives between visits (decision 0244). */
export interface ConversationMemory {
  read(): ConversationLog;
  write(log: ConversationLog): void;
}

/** Local storage's key for the log: whom this browser's player has talked to, and how often. */
export const CONVERSATIONS_KEY = 'npcConversations';

/** A log kept for this visit only (tests, and browsers that refuse storage). */
export function memoryConversations(initial: ConversationLog = {}): ConversationMemory {
  let log = initial;
  return { read: () => log, write: (next) => void (log = next) };
}

/** The log in local storage; a refused or broken store only forgets, never throws. */
export function browserConversations(store: LocalKeyValueStore | null): ConversationMemory {
  if (!store) return memoryConversations();
  return {
    read() {
      try {
        return parseConversationLog(JSON.parse(store.getItem(CONVERSATIONS_KEY) ?? 'null'));
      } catch {
        return {};
      }
    },
    write(log) {
      try {
        store.setItem(CONVERSATIONS_KEY, JSON.stringify(log));
      } catch {
        // Storage full or refused: the next visit greets as strangers, nothing worse.
      }
    },
  };
}

/** The way to look from `from` toward `to`: along the longer axis, sideways on a diagonal. */
export function facingToward(from: Position, to: Position, fallback: Direction): Direction {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return fallback;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/** What Talk says when nobody is in range: the nearest NPC a few tiles off walked away, else nobody is near. */
export function talkMissText(player: Position, npcs: readonly PlacedNpc[]): string {
  let nearest: PlacedNpc | null = null;
  for (const npc of npcs) {
    const d = distance(player, npc.position);
    if (d <= TALK_MISS_NAME_RANGE && (!nearest || d < distance(player, nearest.position))) nearest = npc;
  }
  return nearest ? formatMessage(NPC_TALK_TEXTS.outOfReach, { name: nearest.name }) : NPC_TALK_TEXTS.nobodyNear;
}

export interface Conversation {
  /** The NPC as met now (its greeting is this meeting's) and their next line. */
  panel: { kind: 'npc'; npc: PlacedNpc; quote: NpcQuote | null };
  /** The character turns to the NPC; the NPC turns back. */
  facing: Direction;
  npcFacing: Direction;
}

/**
 * T near NPCs: the nearest in range speaks their next line, with a greeting that knows whether the
 * two have met; the log is written at once, so a reload remembers.
 */
export function createNpcTalk(memory: ConversationMemory) {
  let log = memory.read();
  return {
    /** The conversation with the nearest NPC in range, or null when nobody is. */
    begin(player: Position, npcs: readonly PlacedNpc[], facing: Direction): Conversation | null {
      const npc = nearestNpcInRange(player, npcs);
      if (!npc) return null;
      const said = converse(npc, log);
      log = said.log;
      memory.write(log);
      const { greeting, quote } = said.conversation;
      return {
        panel: { kind: 'npc', npc: { ...npc, greeting }, quote },
        facing: facingToward(player, npc.position, facing),
        npcFacing: facingToward(npc.position, player, 'down'),
      };
    },
  };
}
