import { useId } from 'react';
import { QUEST_TEXTS, type NpcQuest } from '@authentic/core';
import { questRewardText } from './quest-texts';
import './quests.css';

export interface QuestOfferProps {
  quest: NpcQuest;
  onAccept: () => void;
}

/** A quest an NPC offers, inside their dialog: what it asks, what it gives, and 'Accept Quest'. */
export function QuestOffer({ quest, onAccept }: QuestOfferProps) {
  const headingId = useId();
  return (
    <section className="quest-section quest-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{quest.title}</h3>
      <p>{quest.description}</p>
      <h4>{QUEST_TEXTS.objectivesHeading}</h4>
      <ul className="quest-objectives">
        {quest.objectives.map((objective) => (
          <li key={objective.id}>{objective.text}</li>
        ))}
      </ul>
      <p className="quest-reward">{questRewardText(quest.reward)}</p>
      <button type="button" className="button button-primary" onClick={onAccept}>
        {QUEST_TEXTS.acceptQuest}
      </button>
    </section>
  );
}
