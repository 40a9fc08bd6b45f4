import { useEffect, useEffectEvent, useId } from 'react';
import {
  formatMessage,
  GAME_SCREEN_MESSAGES,
  LEVEL_BANNER_MS,
  levelProgress,
  levelUp,
  PROGRESSION_MESSAGES,
  titleForExperience,
} from '@authentic/core';
import { experienceToastText, levelBannerText, levelNumber, PROGRESS_TEXTS } from './progress-texts';
import type { Earned, ProgressItem } from './progress-types';

export type WinItem = Extract<ProgressItem, { kind: 'win' }>;

/** The lines of what a win earned: each gain, each achievement, then the experience level and its title. */
export function earnedLines({ experience, achievements, total, before }: Earned): string[] {
  const lines = [
    ...experience.map(({ amount, reason }) => experienceToastText(amount, reason)),
    ...achievements.map((achievement) => formatMessage(PROGRESS_TEXTS.achievementEarned, { name: achievement.name })),
  ];
  if (lines.length === 0) lines.push(PROGRESS_TEXTS.nothingNew);
  const { level, experience: exp, nextGoal } = levelProgress(total);
  const xpLevel = GAME_SCREEN_MESSAGES.level(level);
  lines.push(
    levelUp(before, total).leveledUp
      ? formatMessage(PROGRESS_TEXTS.newExperienceLevel, { level: xpLevel, title: titleForExperience(total) })
      : formatMessage(PROGRESS_TEXTS.experienceLevelNow, {
          level: xpLevel,
          numbers: GAME_SCREEN_MESSAGES.experienceNumbers(exp, nextGoal),
        }),
  );
  return lines;
}

export interface WinCardProps {
  win: WinItem;
  /** Continue, Escape, or LEVEL_BANNER_MS (5 s) on screen; walking away is the tracker's (decision 0242). */
  onDone: () => void;
}

/**
 * One card per win (spec 01 §2 and §4, decision 0242): for a level, 'Level Complete!' with the
 * congratulation, three stars and Continue; for a mini-game, its own title. Both list what the win
 * earned and leave by themselves after 5 s, on Escape or on Continue.
 */
export function WinCard({ win, onDone }: WinCardProps) {
  const headingId = useId();
  const done = useEffectEvent(() => onDone());
  useEffect(() => {
    const timer = setTimeout(() => done(), LEVEL_BANNER_MS);
    // A modal dialog handles its own Escape first and stops it; what reaches the window is ours.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) done();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  const { level, game } = win;
  // A win is a level, a mini-game, or both (level 4 is won in the platformer): the level names it.
  const title = level || !game ? PROGRESSION_MESSAGES.levelComplete : PROGRESS_TEXTS.gameWon[game];
  return (
    <section className="panel level-complete" aria-labelledby={headingId}>
      <div className="level-complete-head">
        {level && (
          <p className="level-complete-stars" role="img" aria-label={PROGRESS_TEXTS.stars}>
            <span aria-hidden="true">★★★</span>
          </p>
        )}
        <h2 id={headingId} className="level-complete-title">
          {title}
        </h2>
        <button type="button" className="button button-primary level-complete-continue" onClick={onDone}>
          {PROGRESSION_MESSAGES.continue}
        </button>
      </div>
      {level && (
        <p className="level-complete-congrats">
          {levelBannerText(level)}{' '}
          <span className="level-complete-level">
            {formatMessage(PROGRESS_TEXTS.levelCompleteLevel, { n: levelNumber(level) })}
          </span>
        </p>
      )}
      <div className="win-earned">
        <p className="win-earned-title">{PROGRESS_TEXTS.earned}</p>
        <ul>
          {earnedLines(win.earned).map((line, index) => (
            // The lines never reorder while the card shows.
            <li key={index}>{line}</li>
          ))}
        </ul>
      </div>
      {levelUp(win.earned.before, win.earned.total).leveledUp && (
        <p className="win-level-up">{PROGRESSION_MESSAGES.levelUp}</p>
      )}
    </section>
  );
}
