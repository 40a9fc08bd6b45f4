import { useId } from 'react';
import { QUEST_TEXTS, type NpcQuestRewardItem } from '@authentic/core';
import './quests.css';

/** Badges earned from quests, e.g. in the inventory. */
export function QuestBadges({ badges }: { badges: readonly NpcQuestRewardItem[] }) {
  const headingId = useId();
  return (
    <section className="quest-section quest-badges" aria-labelledby={headingId}>
      <h3 id={headingId}>{QUEST_TEXTS.badgesHeading}</h3>
      {badges.length === 0 ? (
        <p>{QUEST_TEXTS.noBadges}</p>
      ) : (
        <ul className="quest-badge-list">
          {badges.map((badge) => (
            <li key={badge.id}>
              <span className="quest-badge-icon" aria-hidden="true">
                ★
              </span>
              <span>
                <strong>{badge.name}</strong>
                <span className="quest-badge-description">{badge.description}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
