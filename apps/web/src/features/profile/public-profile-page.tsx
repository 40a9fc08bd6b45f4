import { ARTIFACT_MESSAGES, PUBLIC_PROFILE_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { ExperienceBar } from '../../ui/experience-bar';
import { Notice } from '../../ui/notice';
import { useAuth } from '../../lib/auth-provider';
import { PlayerSafetyActions } from './player-safety-actions';
import { fetchPublicProfile, PROFILE_KEYS } from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';
import './profile.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /players/{username} (issue 13): what anyone may see of a player — never an e-mail or anything private. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const auth = useAuth();
  const profile = useQuery({
    queryKey: PROFILE_KEYS.player(username),
    queryFn: () => fetchPublicProfile(username),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  useDocumentTitle(profile.data?.username ?? username);

  if (profile.isPending) {
    return (
      <section className="panel page-panel" aria-busy="true">
        <p role="status">{SCREEN_MESSAGES.loading}</p>
      </section>
    );
  }
  if (profile.isError) {
    const notFound = isNotFound(profile.error);
    return (
      <section className="panel page-panel" aria-labelledby="page-title">
        <h1 id="page-title">{notFound ? PUBLIC_PROFILE_MESSAGES.notFound : username}</h1>
        {!notFound && <Notice kind="error">{PUBLIC_PROFILE_MESSAGES.loadFailed}</Notice>}
        <div className="button-row">
          {!notFound && (
            <button type="button" className="button button-primary" onClick={() => void profile.refetch()}>
              {PROFILE_TEXTS.tryAgain}
            </button>
          )}
          <Link to={paths.artifacts} className="button">
            {PROFILE_TEXTS.backToArtifacts}
          </Link>
        </div>
      </section>
    );
  }
  const player = profile.data;
  const me = auth.isAuthenticated ? auth.user?.username : undefined;
  const isSelf = me !== undefined && me.toLowerCase() === player.username.toLowerCase();
  return (
    <section className="panel page-panel public-profile" aria-labelledby="page-title">
      <div className="public-profile-head">
        <Avatar src={player.avatar} name={player.username} size={96} label={PROFILE_TEXTS.avatarOf(player.username)} />
        <div>
          <h1 id="page-title">{player.username}</h1>
          <p className="profile-title">
            <span className="level-badge level-badge-small" aria-hidden="true">
              {player.level}
            </span>
            {PROFILE_TEXTS.levelTitle(player.level, player.title)}
          </p>
          <ExperienceBar experience={player.experience} />
          <p>{PROFILE_TEXTS.playingSince(formatDate(player.createdAt), player.friendsCount)}</p>
          {me !== undefined && !isSelf && <PlayerSafetyActions username={player.username} />}
        </div>
      </div>
      <h2>{PROFILE_TEXTS.achievements}</h2>
      {player.achievements.length === 0 ? (
        <p>{PUBLIC_PROFILE_MESSAGES.noAchievements}</p>
      ) : (
        <ul className="achievement-list" aria-label={PROFILE_TEXTS.achievements}>
          {player.achievements.map((achievement) => (
            <li key={achievement.id} className="achievement-card">
              <span className="achievement-icon" aria-hidden="true" />
              <div>
                <h3>{achievement.name}</h3>
                <p>{achievement.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2>{PROFILE_TEXTS.publicArtifacts}</h2>
      {player.artifacts.length === 0 ? (
        <p>{PUBLIC_PROFILE_MESSAGES.noArtifacts}</p>
      ) : (
        <ul className="public-artifacts" aria-label={PROFILE_TEXTS.publicArtifacts}>
          {player.artifacts.map((artifact) => (
            <li key={artifact.id}>
              <h3>
                <Link to={paths.artifact(artifact.id)}>{artifact.name}</Link>
              </h3>
              <p className="player-meta">{artifact.type}</p>
              <p>{artifact.description || ARTIFACT_MESSAGES.noDescription}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
