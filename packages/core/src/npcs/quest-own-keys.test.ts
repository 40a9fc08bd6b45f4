import { describe, expect, it } from 'vitest';
import { completeNpcQuestObjective, isNpcQuestComplete, npcQuestById, VALLEYS_SECRETS_QUEST } from './quest.js';

/** A quest id from a client or saved state names a quest only if the table holds it itself. */
describe('quest ids named like what every object inherits', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf'])('%s is no quest', (questId) => {
    expect(npcQuestById(questId)).toBeUndefined();
    const progress = { questId, completedObjectiveIds: [], rewardGranted: false };
    expect(isNpcQuestComplete(progress)).toBe(false);
    expect(completeNpcQuestObjective(progress, 'anything')).toEqual({ ok: false, reason: 'unknown-quest' });
  });

  it('finds a real one', () => {
    expect(npcQuestById(VALLEYS_SECRETS_QUEST.id)).toBe(VALLEYS_SECRETS_QUEST);
  });
});
