export interface NpcQuestObjective {
  id: string;
  text: string;
}

export interface NpcQuestRewardItem {
  id: string;
  name: string;
  type: 'badge';
  description: string;
}

export interface NpcQuestReward {
  exp: number;
  item: NpcQuestRewardItem;
}

export interface NpcQuest {
  id: string;
  title: string;
  description: string;
  objectives: readonly NpcQuestObjective[];
  reward: NpcQuestReward;
}
