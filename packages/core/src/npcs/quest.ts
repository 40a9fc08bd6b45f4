import { VALLEYS_SECRETS_TEXTS } from '../messages/npcs.js';
import type { NpcQuest, NpcQuestReward } from './quest-types.js';

/** Yosemite's quest (spec 01 §3, §9): three objectives, 50 exp and a badge (decision 0113). */
export const VALLEYS_SECRETS_QUEST: NpcQuest = {
  id: 'valleys_secrets',
  title: VALLEYS_SECRETS_TEXTS.title,
  description: VALLEYS_SECRETS_TEXTS.description,
  objectives: [
    { id: 'talk_to_john_muir', text: VALLEYS_SECRETS_TEXTS.talkToMuir },
    { id: 'find_yosemite_artifact', text: VALLEYS_SECRETS_TEXTS.findArtifact },
    { id: 'enter_special_portal', text: VALLEYS_SECRETS_TEXTS.enterSpecialPortal },
  ],
  reward: {
    exp: 50,
    item: {
      id: 'valley_explorer_badge',
      name: VALLEYS_SECRETS_TEXTS.rewardItemName,
      type: 'badge',
      description: VALLEYS_SECRETS_TEXTS.rewardItemDescription,
    },
  },
};

/** Every quest an NPC can give, by id: saved progress names its quest by id only. */
export const NPC_QUESTS: Readonly<Record<string, NpcQuest>> = {
  [VALLEYS_SECRETS_QUEST.id]: VALLEYS_SECRETS_QUEST,
};

/** A player's progress in one quest: plain data, saved with the game state. */
export interface NpcQuestProgress {
  questId: string;
  completedObjectiveIds: string[];
  rewardGranted: boolean;
}

export type CompleteNpcQuestObjectiveResult =
  | { ok: true; progress: NpcQuestProgress; reward: NpcQuestReward | null }
  | { ok: false; reason: 'unknown-quest' | 'unknown-objective' };

export function startNpcQuest(quest: NpcQuest): NpcQuestProgress {
  return { questId: quest.id, completedObjectiveIds: [], rewardGranted: false };
}

function allObjectivesDone(quest: NpcQuest, completed: readonly string[]): boolean {
  return quest.objectives.every((objective) => completed.includes(objective.id));
}

/**
 * The quest with this id, or undefined. Ids come from clients and saved state: only the table's own
 * entries count, never what every object inherits ('constructor', '__proto__', 'toString').
 */
export function npcQuestById(id: string): NpcQuest | undefined {
  return Object.hasOwn(NPC_QUESTS, id) ? NPC_QUESTS[id] : undefined;
}

export function isNpcQuestComplete(progress: NpcQuestProgress): boolean {
  const quest = npcQuestById(progress.questId);
  return quest !== undefined && allObjectivesDone(quest, progress.completedObjectiveIds);
}

/**
 * Marks an objective done. The reward comes back exactly once, with the call
 * that completes the last objective; repeating an objective changes nothing.
 */
export function completeNpcQuestObjective(
  progress: NpcQuestProgress,
  objectiveId: string,
): CompleteNpcQuestObjectiveResult {
  const quest = npcQuestById(progress.questId);
  if (!quest) return { ok: false, reason: 'unknown-quest' };
  if (!quest.objectives.some((objective) => objective.id === objectiveId)) {
    return { ok: false, reason: 'unknown-objective' };
  }
  const completedObjectiveIds = progress.completedObjectiveIds.includes(objectiveId)
    ? progress.completedObjectiveIds
    : [...progress.completedObjectiveIds, objectiveId];
  const grantNow = !progress.rewardGranted && allObjectivesDone(quest, completedObjectiveIds);
  return {
    ok: true,
    progress: { questId: progress.questId, completedObjectiveIds, rewardGranted: progress.rewardGranted || grantNow },
    reward: grantNow ? quest.reward : null,
  };
}
