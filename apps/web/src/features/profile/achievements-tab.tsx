import { PROFILE_LOCKED_ACHIEVEMENTS } from '@authentic/core';
import { formatDate } from '../../lib/format-date';
import { StatsProblem, useProfileStats } from './game-stats-tab';

/** Spec 01 §2: the achievements earned, with their date, and the three locked ones with how to earn them. */
export function AchievementsTab() {
  const stats = useProfileStats();
  if (stats.isPending) return <p role="status">Loading...</p>;
  if (stats.isError) return <StatsProblem onRetry={() => void stats.refetch()} />;
  const earned = stats.data.achievements;
  const locked = PROFILE_LOCKED_ACHIEVEMENTS.filter((locked) => !earned.some((a) => a.id === locked.id));
  return (
    <div className="profile-achievements">
      <h2>Earned</h2>
      {earned.length === 0 ? (
        <p>None yet. Discover an artifact in the game to earn your first.</p>
      ) : (
        <ul className="achievement-list" aria-label="Earned achievements">
          {earned.map((achievement) => (
            <li key={achievement.id} className="achievement-card">
              <span className="achievement-icon" aria-hidden="true" />
              <div>
                <h3>{achievement.name}</h3>
                <p>{achievement.description}</p>
                <p className="achievement-date">
                  Earned on <time dateTime={achievement.unlockedAt}>{formatDate(achievement.unlockedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {locked.length > 0 && (
        <>
          <h2>Locked</h2>
          <ul className="achievement-list" aria-label="Locked achievements">
            {locked.map((achievement) => (
              <li key={achievement.id} className="achievement-card achievement-locked">
                <span className="achievement-icon" aria-hidden="true" />
                <div>
                  <h3>
                    {achievement.name} <span className="visually-hidden">(locked)</span>
                  </h3>
                  <p>How to earn it: {achievement.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
