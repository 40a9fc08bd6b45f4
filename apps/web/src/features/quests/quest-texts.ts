import { formatMessage, QUEST_TEXTS, type NpcQuest, type NpcQuestReward } from '@authentic/core';

/** "Quest: Valley's Secrets", the name of the compact tracker over the game view. */
export function questTrackerLabel(quest: NpcQuest): string {
  return formatMessage(QUEST_TEXTS.trackerLabel, { title: quest.title });
}

export function questRewardText(reward: NpcQuestReward): string {
  return formatMessage(QUEST_TEXTS.reward, { exp: reward.exp, item: reward.item.name });
}

/** The toast for a `completed` event. */
export function questCompletedText(quest: NpcQuest, reward: NpcQuestReward): string {
  return formatMessage(QUEST_TEXTS.completedToast, { title: quest.title, exp: reward.exp, item: reward.item.name });
}
