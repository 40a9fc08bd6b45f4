import { useId, useState } from 'react';
import { QUEST_TEXTS } from '@authentic/core';
import { QuestOffer } from './quest-offer';
import { QuestProgress } from './quest-progress';
import { questRewardText } from './quest-texts';
import type { QuestTrackerStore } from './quest-tracker';
import { useQuests } from './use-quests';
import './quests.css';

export interface QuestDialogSectionProps {
  tracker: QuestTrackerStore;
  npcId: string;
}

/**
 * What an NPC's dialog shows about their quest: the offer before it is accepted, the checklist
 * while it is under way, "Quest complete!" afterwards, nothing for NPCs without a quest.
 */
export function QuestDialogSection({ tracker, npcId }: QuestDialogSectionProps) {
  const snapshot = useQuests(tracker);
  const [accepted, setAccepted] = useState(false);
  const headingId = useId();
  const quest = tracker.questOf(npcId);
  if (!quest) return null;

  const offer = tracker.offerFor(npcId);
  if (offer) {
    return <QuestOffer quest={offer} onAccept={() => setAccepted(tracker.accept(offer.id))} />;
  }
  if (snapshot.active?.questId === quest.id) {
    return (
      <QuestProgress
        quest={quest}
        progress={snapshot.active}
        note={accepted ? QUEST_TEXTS.questAccepted : undefined}
        focusOnMount={accepted}
      />
    );
  }
  if (snapshot.completedQuests.includes(quest.id)) {
    return (
      <section className="quest-section quest-complete" aria-labelledby={headingId}>
        <h3 id={headingId}>{quest.title}</h3>
        <p className="quest-note">{QUEST_TEXTS.questComplete}</p>
        <p className="quest-reward">{questRewardText(quest.reward)}</p>
      </section>
    );
  }
  return null;
}
