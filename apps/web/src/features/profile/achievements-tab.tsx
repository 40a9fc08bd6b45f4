import { PROFILE_LOCKED_ACHIEVEMENTS, SCREEN_MESSAGES } from '@authentic/core';
import { formatDate } from '../../lib/format-date';
import { StatsProblem, useProfileStats } from './game-stats-tab';
import { PROFILE_TEXTS } from './profile-texts';

/** Spec 01 §2: the achievements earned, with their date, and the three locked ones with how to earn them. */
export function AchievementsTab() {
  const stats = useProfileStats();
  if (stats.isPending) return <p role="status">{SCREEN_MESSAGES.loading}</p>;
  if (stats.isError) return <StatsProblem onRetry={() => void stats.refetch()} />;
  const earned = stats.data.achievements;
  const locked = PROFILE_LOCKED_ACHIEVEMENTS.filter((locked) => !earned.some((a) => a.id === locked.id));
  return (
    <div className="profile-achievements">
      <h2>{PROFILE_TEXTS.earned}</h2>
      {earned.length === 0 ? (
        <p>{PROFILE_TEXTS.noneEarned}</p>
      ) : (
        <ul className="achievement-list" aria-label={PROFILE_TEXTS.earnedAchievements}>
          {earned.map((achievement) => (
            <li key={achievement.id} className="achievement-card">
              <span className="achievement-icon" aria-hidden="true" />
              <div>
                <h3>{achievement.name}</h3>
                <p>{achievement.description}</p>
                <p className="achievement-date">
                  {PROFILE_TEXTS.earnedOn}{' '}
                  <time dateTime={achievement.unlockedAt}>{formatDate(achievement.unlockedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {locked.length > 0 && (
        <>
          <h2>{PROFILE_TEXTS.locked}</h2>
          <ul className="achievement-list" aria-label={PROFILE_TEXTS.lockedAchievements}>
            {locked.map((achievement) => (
              <li key={achievement.id} className="achievement-card achievement-locked">
                <span className="achievement-icon" aria-hidden="true" />
                <div>
                  <h3>
                    {achievement.name} <span className="visually-hidden">{PROFILE_TEXTS.lockedMark}</span>
                  </h3>
                  <p>{PROFILE_TEXTS.howToEarn(achievement.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
