import { PROFILE_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { useQuery } from '@tanstack/react-query';
import { ExperienceBar } from '../../ui/experience-bar';
import { Notice } from '../../ui/notice';
import { fetchStats, PROFILE_KEYS } from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';

/** Spec 01 §2: recent activity shows each of the latest 3 saved quotes cut at 50 characters. */
export const RECENT_QUOTE_LENGTH = 50;

export const cutQuote = (text: string): string =>
  text.length > RECENT_QUOTE_LENGTH ? `${text.slice(0, RECENT_QUOTE_LENGTH)}...` : text;

/** The profile's stats, shared by Game Stats and Achievements: fresh on every visit. */
export function useProfileStats() {
  return useQuery({ queryKey: PROFILE_KEYS.stats, queryFn: fetchStats, staleTime: 0 });
}

export function StatsProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Notice kind="error">{PROFILE_MESSAGES.loadFailed}</Notice>
      <button type="button" className="button" onClick={onRetry}>
        {PROFILE_TEXTS.tryAgain}
      </button>
    </>
  );
}

/** Spec 01 §2 Game Stats: level badge and title, experience, counts and recent activity. */
export function GameStatsTab() {
  const stats = useProfileStats();
  if (stats.isPending) return <p role="status">{SCREEN_MESSAGES.loading}</p>;
  if (stats.isError) return <StatsProblem onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <div className="profile-stats">
      <div className="level-badge-row">
        <span className="level-badge" aria-hidden="true">
          {s.level}
        </span>
        <div>
          <h2 className="profile-title">{PROFILE_TEXTS.levelTitle(s.level, s.title)}</h2>
          <ExperienceBar experience={s.experience} />
        </div>
      </div>
      <dl className="stat-grid">
        <div>
          <dt>{PROFILE_TEXTS.experience}</dt>
          <dd>{s.experience}</dd>
        </div>
        <div>
          <dt>{PROFILE_TEXTS.artifactsCreated}</dt>
          <dd>{s.artifactCount}</dd>
        </div>
        <div>
          <dt>{PROFILE_TEXTS.savedQuotes}</dt>
          <dd>{s.savedQuotesCount}</dd>
        </div>
        <div>
          <dt>{PROFILE_TEXTS.friends}</dt>
          <dd>{s.friendsCount}</dd>
        </div>
      </dl>
      <h2>{PROFILE_TEXTS.recentActivity}</h2>
      {s.recentQuotes.length === 0 ? (
        <p>{PROFILE_TEXTS.noRecentQuotes}</p>
      ) : (
        <ul className="recent-quotes" aria-label={PROFILE_TEXTS.latestQuotes}>
          {s.recentQuotes.map((quote, index) => (
            <li key={`${quote.text}-${index}`}>
              <q>{cutQuote(quote.text)}</q> — {quote.author}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
