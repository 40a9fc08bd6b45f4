import { storedQuestStateSchema, type StoredQuestState } from '@authentic/core';

/** Local-storage key of the player's quest state (decision 0196). */
export const QUEST_PROGRESS_KEY = 'quest-progress';

/** The part of Web Storage the quest tracker uses; any call may throw (quota, privacy mode). */
export type QuestStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage, or null where it is missing or blocked. */
export function defaultQuestStorage(): QuestStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored state when it is readable, valid and this player's; otherwise null, which the
 * tracker treats as "nothing stored". A broken entry is replaced on the next write.
 */
export function readQuestState(storage: QuestStorage | null, playerId: string | null): StoredQuestState | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(QUEST_PROGRESS_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedQuestStateSchema.safeParse(value);
  if (!parsed.success || parsed.data.playerId !== playerId) return null;
  return parsed.data;
}

/** A refused write is only lost, never thrown: the game goes on. */
export function writeQuestState(storage: QuestStorage | null, state: StoredQuestState): void {
  try {
    storage?.setItem(QUEST_PROGRESS_KEY, JSON.stringify(state));
  } catch {
    // Kept for this visit only.
  }
}
