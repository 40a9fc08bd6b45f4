import { describe, expect, it } from 'vitest';
import {
  VALLEYS_SECRETS_QUEST,
  completeNpcQuestObjective,
  isNpcQuestComplete,
  startNpcQuest,
  type NpcQuestProgress,
} from './quest.js';

function complete(progress: NpcQuestProgress, objectiveId: string) {
  const result = completeNpcQuestObjective(progress, objectiveId);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("Valley's Secrets", () => {
  it('has three objectives and rewards 50 exp plus a badge', () => {
    expect(VALLEYS_SECRETS_QUEST.title).toBe("Valley's Secrets");
    expect(VALLEYS_SECRETS_QUEST.objectives).toHaveLength(3);
    expect(new Set(VALLEYS_SECRETS_QUEST.objectives.map((o) => o.id)).size).toBe(3);
    expect(VALLEYS_SECRETS_QUEST.reward.exp).toBe(50);
    expect(VALLEYS_SECRETS_QUEST.reward.item.type).toBe('badge');
  });

  it('starts with nothing done', () => {
    const progress = startNpcQuest(VALLEYS_SECRETS_QUEST);
    expect(progress).toEqual({ questId: 'valleys_secrets', completedObjectiveIds: [], rewardGranted: false });
    expect(isNpcQuestComplete(progress)).toBe(false);
  });

  it.each([
    ['in quest order', ['talk_to_john_muir', 'find_yosemite_artifact', 'enter_special_portal']],
    ['in any order', ['enter_special_portal', 'talk_to_john_muir', 'find_yosemite_artifact']],
  ])('gives the reward exactly once, with the last objective, %s', (_label, order) => {
    let progress = startNpcQuest(VALLEYS_SECRETS_QUEST);
    const rewards = [];
    for (const id of [...order, ...order]) {
      const result = complete(progress, id);
      progress = result.progress;
      rewards.push(result.reward);
    }
    expect(rewards).toEqual([null, null, VALLEYS_SECRETS_QUEST.reward, null, null, null]);
    expect(isNpcQuestComplete(progress)).toBe(true);
  });

  it('ignores a repeated objective and leaves the old progress untouched', () => {
    const start = startNpcQuest(VALLEYS_SECRETS_QUEST);
    const once = complete(start, 'talk_to_john_muir').progress;
    const twice = complete(once, 'talk_to_john_muir');
    expect(twice.progress.completedObjectiveIds).toEqual(['talk_to_john_muir']);
    expect(twice.reward).toBeNull();
    expect(start.completedObjectiveIds).toEqual([]);
  });

  it('refuses unknown objectives and quests', () => {
    const progress = startNpcQuest(VALLEYS_SECRETS_QUEST);
    expect(completeNpcQuestObjective(progress, 'slay_dragon')).toEqual({ ok: false, reason: 'unknown-objective' });
    const lost = { ...progress, questId: 'lost_quest' };
    expect(completeNpcQuestObjective(lost, 'talk_to_john_muir')).toEqual({ ok: false, reason: 'unknown-quest' });
    expect(isNpcQuestComplete(lost)).toBe(false);
  });
});
