import { useEffect, useRef, useState } from 'react';
import { QUEST_TEXTS, type GameStateDto } from '@authentic/core';
import type { GameStore } from '../../features/game/engine/game-store';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { defaultQuestStorage } from '../../features/quests/quest-storage';
import { questCompletedText } from '../../features/quests/quest-texts';
import { createQuestTracker, type QuestTrackerStore } from '../../features/quests/quest-tracker';
import { apiRequest } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import { useToast } from '../../ui/toast';

/**
 * The Yosemite guide's 'Valley's Secrets' (spec 01 §3): the quest tracker hears who the player talks
 * to, what they pick up and which special portal they take; finishing it gives its experience through
 * the progress tracker. Signed-in players' quest state also goes to the server's game progress.
 */
export function useGameQuests(
  store: GameStore,
  progress: ProgressTracker,
  player: { userId: string; gameState: GameStateDto | null } | null,
): QuestTrackerStore {
  const { showToast } = useToast();
  const [tracker] = useState(() =>
    createQuestTracker({
      storage: defaultQuestStorage(),
      playerId: player?.userId ?? null,
      ...(player?.gameState
        ? {
            initial: {
              currentQuest: player.gameState.gameProgress.currentQuest,
              completedQuests: player.gameState.gameProgress.completedQuests,
            },
          }
        : {}),
      ...(player
        ? {
            save: (gameProgress: { currentQuest: string | null; completedQuests: string[] }) =>
              apiRequest('/api/users/me/progress', { method: 'PUT', body: { gameProgress } }),
          }
        : {}),
    }),
  );
  const toast = useRef(showToast);
  useEffect(() => {
    toast.current = showToast;
  });

  useEffect(() => {
    let lastNpc: string | null = null;
    const stopStore = store.subscribe(() => {
      const { panel } = store.getSnapshot();
      const npcId = panel?.kind === 'npc' ? panel.npc.id : null;
      if (npcId && npcId !== lastNpc) tracker.talkedTo(npcId);
      lastNpc = npcId;
    });
    const stopEvents = store.onEvent((event) => {
      if (event.type === 'pickup') tracker.artifactFound(store.getSnapshot().mapId);
      if (event.type === 'specialPortal') tracker.specialPortalEntered(event.world);
    });
    const stopQuests = tracker.onEvent((event) => {
      if (event.type === 'completed') {
        progress.gainExperience(event.reward.exp, 'quest', { kind: 'quest', questId: event.quest.id });
        toast.current(questCompletedText(event.quest, event.reward), { type: 'success' });
      }
      if (event.type === 'saveFailed') {
        logError(`Saving quest progress failed: ${String(event.error)}`, { level: 'warning' });
        toast.current(QUEST_TEXTS.saveFailed, { type: 'warning' });
      }
    });
    return () => {
      stopStore();
      stopEvents();
      stopQuests();
    };
  }, [store, tracker, progress]);

  return tracker;
}
