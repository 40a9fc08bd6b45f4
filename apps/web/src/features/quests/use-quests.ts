import { useSyncExternalStore } from 'react';
import type { QuestSnapshot, QuestTrackerStore } from './quest-tracker';

/**
 * The tracker's snapshot, read the React way (STYLE.md habit 4). Its own module, so the game screen
 * reads quests without loading the NPC dialog's quest section (decision 0254).
 */
export function useQuests(tracker: QuestTrackerStore): QuestSnapshot {
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
}
