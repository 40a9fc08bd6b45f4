import { useEffect, useEffectEvent, useId } from 'react';
import { formatMessage, LEVEL_BANNER_MS, PROGRESSION_MESSAGES, type GameLevelId } from '@authentic/core';
import { levelBannerText, levelNumber, PROGRESS_TEXTS } from './progress-texts';

export interface LevelBannerProps {
  level: GameLevelId;
  /** Called after LEVEL_BANNER_MS (5 s). */
  onDone: () => void;
}

/** The congratulation banner of a completed level, for 5 s (spec 01 §4). */
export function LevelBanner({ level, onDone }: LevelBannerProps) {
  const done = useEffectEvent(() => onDone());
  useEffect(() => {
    const timer = setTimeout(() => done(), LEVEL_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <p className="level-banner">{levelBannerText(level)}</p>;
}

export interface LevelCompleteBannerProps {
  level: GameLevelId;
  onContinue: () => void;
}

/** Spec 01 §2: 'Level Complete!' with three stars and a Continue button that dismisses it. */
export function LevelCompleteBanner({ level, onContinue }: LevelCompleteBannerProps) {
  const headingId = useId();
  return (
    <section className="panel level-complete" aria-labelledby={headingId}>
      <h2 id={headingId} className="level-complete-title">
        {PROGRESSION_MESSAGES.levelComplete}
      </h2>
      <p className="level-complete-level">
        {formatMessage(PROGRESS_TEXTS.levelCompleteLevel, { n: levelNumber(level) })}
      </p>
      <p className="level-complete-stars" role="img" aria-label={PROGRESS_TEXTS.stars}>
        <span aria-hidden="true">★★★</span>
      </p>
      <button type="button" className="button button-primary" onClick={onContinue}>
        {PROGRESSION_MESSAGES.continue}
      </button>
    </section>
  );
}
