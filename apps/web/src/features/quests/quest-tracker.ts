import {
  completeNpcQuestObjective,
  findNpcDefinition,
  NPC_QUESTS,
  startNpcQuest,
  VALLEYS_SECRETS_QUEST,
  type NpcQuest,
  type NpcQuestProgress,
  type NpcQuestReward,
  type NpcQuestRewardItem,
} from '@authentic/core';
import { objectiveMatches, type QuestHappening } from './quest-objectives';
import { createQuestSaver, type QuestGameProgress, type SaveQuestProgress } from './quest-save';
import { readQuestState, writeQuestState, type QuestStorage } from './quest-storage';

export interface QuestSnapshot {
  /** The accepted quest's progress, or null when no quest is under way. */
  active: NpcQuestProgress | null;
  /** The accepted quest itself (null with `active`). */
  quest: NpcQuest | null;
  completedQuests: readonly string[];
  /** Reward items of completed quests, oldest first. */
  badges: readonly NpcQuestRewardItem[];
}

export type QuestEvent =
  | { type: 'accepted'; quest: NpcQuest }
  | { type: 'objectiveCompleted'; quest: NpcQuest; objectiveId: string }
  /** Once per quest: the caller grants `reward.exp` through the progress tracker and shows a toast. */
  | { type: 'completed'; quest: NpcQuest; reward: NpcQuestReward }
  /** A signed-in player's save failed; the state is kept locally and sent with the next change. */
  | { type: 'saveFailed'; error: unknown };

export interface QuestTrackerOptions {
  /** Local storage, or null where the browser refuses it. */
  storage: QuestStorage | null;
  /** The signed-in player's id; null or absent for a guest. Stored state of anyone else is ignored. */
  playerId?: string | null;
  /** A signed-in player's gameProgress from GET /api/users/game-state. */
  initial?: { currentQuest: string | null; completedQuests: readonly string[]; progress?: NpcQuestProgress | null };
  /** Signed-in players only: PUT /api/users/me/progress with { gameProgress }. */
  save?: SaveQuestProgress;
}

export interface QuestTrackerStore {
  /** The quest this NPC offers now: theirs, unless accepted or completed, and only while no quest is under way. */
  offerFor(npcId: string): NpcQuest | null;
  /** The quest this NPC gives, whatever its state (their dialog shows the offer, progress or completion). */
  questOf(npcId: string): NpcQuest | null;
  /** Starts a quest; false when unknown, completed, already active, or another quest is under way. */
  accept(questId: string): boolean;
  /** A conversation with this NPC opened. */
  talkedTo(npcId: string): void;
  /** The player picked up or found an artifact on this map. */
  artifactFound(mapId: string): void;
  /** A special portal was entered: the map it stands on or the special world it opens. */
  specialPortalEntered(place: string): void;
  /** Sends the current state again after a `saveFailed`. */
  retrySave(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): QuestSnapshot;
  onEvent(listener: (event: QuestEvent) => void): () => void;
  dispose(): void;
}

/** The quest an NPC gives: their catalogue entry's, and the Yosemite guide's Valley's Secrets. */
export function questOfNpc(npcId: string): NpcQuest | null {
  const quest = findNpcDefinition(npcId)?.quest ?? (npcId === 'yosemite_guide' ? VALLEYS_SECRETS_QUEST : null);
  return quest ? (NPC_QUESTS[quest.id] ?? null) : null;
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Keeps only the quest's own objectives, each once. */
function cleanProgress(quest: NpcQuest, progress: NpcQuestProgress): NpcQuestProgress {
  const known = new Set(quest.objectives.map((objective) => objective.id));
  return {
    questId: quest.id,
    completedObjectiveIds: unique(progress.completedObjectiveIds).filter((id) => known.has(id)),
    rewardGranted: progress.rewardGranted,
  };
}

interface QuestState {
  active: NpcQuestProgress | null;
  completedQuests: string[];
  badges: NpcQuestRewardItem[];
}

function withBadge(badges: readonly NpcQuestRewardItem[], item: NpcQuestRewardItem): NpcQuestRewardItem[] {
  return badges.some((badge) => badge.id === item.id) ? [...badges] : [...badges, item];
}

/**
 * Where a new tracker starts (decision 0196): the server's answer and this player's stored state
 * together. Completed quests are the union; the current quest is the server's, else the stored one
 * (accepted while a save failed); its objectives come from `initial.progress` or the stored progress
 * of that same quest, since the server keeps no objectives.
 */
function startingState(options: QuestTrackerOptions): QuestState {
  const { initial } = options;
  const stored = readQuestState(options.storage, options.playerId ?? null);
  const completedQuests = unique([...(initial?.completedQuests ?? []), ...(stored?.completedQuests ?? [])]);
  let badges: NpcQuestRewardItem[] = stored?.badges ?? [];
  for (const id of completedQuests) {
    const quest = NPC_QUESTS[id];
    if (quest) badges = withBadge(badges, quest.reward.item);
  }
  const currentId = initial?.currentQuest ?? stored?.currentQuest ?? null;
  const quest = currentId === null || completedQuests.includes(currentId) ? undefined : NPC_QUESTS[currentId];
  if (!quest) return { active: null, completedQuests, badges };
  const saved = [initial?.progress, stored?.progress].find((progress) => progress?.questId === quest.id);
  const active = saved ? cleanProgress(quest, saved) : startNpcQuest(quest);
  if (quest.objectives.every((objective) => active.completedObjectiveIds.includes(objective.id))) {
    // Finished but not recorded as completed (an interrupted write): completed, without a second reward.
    return {
      active: null,
      completedQuests: [...completedQuests, quest.id],
      badges: withBadge(badges, quest.reward.item),
    };
  }
  return { active, completedQuests, badges };
}

function gameProgressOf(state: QuestState): QuestGameProgress {
  return { currentQuest: state.active?.questId ?? null, completedQuests: [...state.completedQuests] };
}

/**
 * The player's NPC quests on the game screen (decisions 0196–0197). Plain TypeScript: the game
 * screen reports what happens (talks, artifacts, special portals); the rules are core's
 * (`startNpcQuest`, `completeNpcQuestObjective`). Kept in local storage for everyone and, for a
 * signed-in player, saved as gameProgress {currentQuest, completedQuests}. Objectives done before
 * a quest is accepted do not count.
 */
export function createQuestTracker(options: QuestTrackerOptions): QuestTrackerStore {
  const { storage } = options;
  const playerId = options.playerId ?? null;
  let state = startingState(options);
  let disposed = false;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: QuestEvent) => void>();

  const emit = (event: QuestEvent) => {
    for (const listener of eventListeners) listener(event);
  };
  const saver = options.save
    ? createQuestSaver(
        options.save,
        options.initial
          ? { currentQuest: options.initial.currentQuest, completedQuests: [...options.initial.completedQuests] }
          : null,
        (error) => emit({ type: 'saveFailed', error }),
      )
    : null;

  function buildSnapshot(): QuestSnapshot {
    return {
      active: state.active,
      quest: state.active ? (NPC_QUESTS[state.active.questId] ?? null) : null,
      completedQuests: state.completedQuests,
      badges: state.badges,
    };
  }
  let snapshot = buildSnapshot();

  // The server may lack what this browser holds (a quest accepted or finished while a save failed).
  if (saver && options.initial) saver.want(gameProgressOf(state));

  /** After a change: store, save, re-render, then tell what happened (listeners see the new state). */
  function commit(next: QuestState, events: readonly QuestEvent[]): void {
    state = next;
    snapshot = buildSnapshot();
    writeQuestState(storage, {
      playerId,
      currentQuest: state.active?.questId ?? null,
      completedQuests: state.completedQuests,
      progress: state.active,
      badges: state.badges,
    });
    saver?.want(gameProgressOf(state));
    for (const listener of listeners) listener();
    for (const event of events) emit(event);
  }

  function happened(happening: QuestHappening): void {
    if (disposed || !state.active) return;
    const quest = NPC_QUESTS[state.active.questId];
    if (!quest) return;
    let active = state.active;
    const events: QuestEvent[] = [];
    let reward: NpcQuestReward | null = null;
    for (const objective of quest.objectives) {
      if (active.completedObjectiveIds.includes(objective.id) || !objectiveMatches(objective.id, happening)) continue;
      const result = completeNpcQuestObjective(active, objective.id);
      if (!result.ok) continue;
      active = result.progress;
      events.push({ type: 'objectiveCompleted', quest, objectiveId: objective.id });
      reward = reward ?? result.reward;
    }
    if (events.length === 0) return;
    if (!reward) {
      commit({ ...state, active }, events);
      return;
    }
    events.push({ type: 'completed', quest, reward });
    commit(
      {
        active: null,
        completedQuests: unique([...state.completedQuests, quest.id]),
        badges: withBadge(state.badges, reward.item),
      },
      events,
    );
  }

  function offerFor(npcId: string): NpcQuest | null {
    const quest = questOfNpc(npcId);
    if (!quest || state.active || state.completedQuests.includes(quest.id)) return null;
    return quest;
  }

  return {
    offerFor,
    questOf: questOfNpc,
    accept(questId) {
      const quest = NPC_QUESTS[questId];
      if (disposed || !quest || state.active || state.completedQuests.includes(quest.id)) return false;
      commit({ ...state, active: startNpcQuest(quest) }, [{ type: 'accepted', quest }]);
      return true;
    },
    talkedTo: (npcId) => happened({ kind: 'talk', npcId }),
    artifactFound: (mapId) => happened({ kind: 'artifact', mapId }),
    specialPortalEntered: (place) => happened({ kind: 'specialPortal', place }),
    retrySave: () => saver?.retry(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    dispose() {
      disposed = true;
      saver?.dispose();
      listeners.clear();
      eventListeners.clear();
    },
  };
}
