import { useEffect, useEffectEvent, useState } from 'react';
import { REWARD_MESSAGES, type AchievementDto } from '@authentic/core';
import { ACHIEVEMENT_CLOSE_MS, ACHIEVEMENT_POPUP_MS, PROGRESS_TEXTS } from './progress-texts';

export interface AchievementPopupProps {
  achievement: Pick<AchievementDto, 'id' | 'name' | 'description'>;
  /** Called once the closing animation has run: remove the popup. */
  onDone: () => void;
  /** A line under the description, e.g. that this is only a preview. */
  note?: string;
}

/**
 * An unlocked achievement (spec 01 §4): shown 5 s, then 0.5 s with the closing class (the CSS
 * animation; none with reduced motion), then removed. The close button starts the closing at once.
 */
export function AchievementPopup({ achievement, onDone, note }: AchievementPopupProps) {
  const [closing, setClosing] = useState(false);
  const done = useEffectEvent(() => onDone());

  useEffect(() => {
    if (closing) {
      const remove = setTimeout(() => done(), ACHIEVEMENT_CLOSE_MS);
      return () => clearTimeout(remove);
    }
    const close = setTimeout(() => setClosing(true), ACHIEVEMENT_POPUP_MS);
    return () => clearTimeout(close);
  }, [closing]);

  return (
    <div
      className={closing ? 'achievement-popup achievement-popup-closing' : 'achievement-popup'}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-achievement={achievement.id}
    >
      <span className="achievement-popup-badge" aria-hidden="true">
        ★
      </span>
      <div className="achievement-popup-text">
        <p className="achievement-popup-title">{REWARD_MESSAGES.genericTitle}</p>
        <p className="achievement-popup-name">{achievement.name}</p>
        <p className="achievement-popup-description">{achievement.description}</p>
        {note && <p className="achievement-popup-note">{note}</p>}
      </div>
      <button
        type="button"
        className="achievement-popup-close"
        aria-label={PROGRESS_TEXTS.achievementClose}
        onClick={() => setClosing(true)}
        disabled={closing}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
