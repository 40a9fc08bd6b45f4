import { ACHIEVEMENT_PREVIEW_MESSAGES, gameStateResponseSchema } from '@authentic/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { apiRequest } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { meRequest } from '../../lib/auth-api';
import { useAuth } from '../../lib/auth-provider';
import { useMyWorlds } from '../../lib/use-my-worlds';
import { DailyQuote } from './daily-quote';
import { LevelCard } from './level-card';
import './dashboard.css';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export interface DashboardPageProps {
  /**
   * 'Test Achievement' (spec 01 §2), given the achievements the player has earned; app/ passes the
   * preview, which lives in the progress feature (decision 0214). Without it there is no button.
   */
  onTestAchievement?: (earned: readonly { id: string }[]) => void;
  /** The player's development worlds, from the worlds feature; app/ passes them in (decision 0258). */
  worldsSection?: ReactNode;
}

export function DashboardPage({ onTestAchievement, worldsSection }: DashboardPageProps = {}) {
  useDocumentTitle('Dashboard');
  const auth = useAuth();
  // Fresh from the server on every visit: the stored copy may be old.
  const me = useQuery({ queryKey: ['me'], queryFn: meRequest, staleTime: 0 });
  const { updateUser } = auth;
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data, updateUser]);
  const user = me.data ?? auth.user;
  const gameState = useQuery({
    queryKey: ['game-state', user?.id],
    queryFn: async () => gameStateResponseSchema.parse(await apiRequest('/api/users/game-state')),
    enabled: Boolean(user),
    staleTime: 0,
  });
  const worlds = useMyWorlds();
  const experience = gameState.data?.experience ?? user?.experience ?? 0;
  // Brand new: known to have no experience and no worlds yet. Until both are known, greet as returning.
  const brandNew = gameState.isSuccess && experience === 0 && worlds.isSuccess && worlds.data.length === 0;

  return (
    <section className="panel page-panel dashboard" aria-labelledby="page-title">
      <h1 id="page-title">{DASHBOARD_TEXTS.title}</h1>
      <p className="welcome">
        {brandNew ? DASHBOARD_TEXTS.welcome : DASHBOARD_TEXTS.welcomeBack}, {user?.username}!
      </p>
      <div className="dashboard-top">
        <LevelCard experience={experience} />
        <DailyQuote />
      </div>
      <div className="button-row">
        <Link to={paths.profile} className="button">
          {DASHBOARD_TEXTS.viewProfile}
        </Link>
        <Link to={paths.game} className="button button-primary">
          {DASHBOARD_TEXTS.continueAdventure}
        </Link>
        {onTestAchievement && (
          <button
            type="button"
            className="button button-secondary"
            // Until the game state is known, 'not earned yet' cannot be told apart from earned.
            aria-disabled={!gameState.isSuccess}
            onClick={() => {
              if (gameState.isSuccess) onTestAchievement(gameState.data.achievements);
            }}
          >
            {ACHIEVEMENT_PREVIEW_MESSAGES.testAchievement}
          </button>
        )}
      </div>
      {worldsSection}
    </section>
  );
}
