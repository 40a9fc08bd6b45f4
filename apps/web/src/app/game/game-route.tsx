import { lazy } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider';
import { GameLoadingScreen } from '../../features/game/game-page';
import { useServerProgress } from '../../features/game/use-server-progress';
import { RequireAuth } from '../require-auth';
import { GameSession } from './game-session';
import { useCharacter } from '../use-character';

// A player-made world loads its own code (its map generator, its session) only when one is opened.
const WorldGameRoute = lazy(async () => ({ default: (await import('./world-game-route')).WorldGameRoute }));

/** /game/{worldId}: 'main' (or none) is the built-in main world; any other id is a player-made world. */
export function GameRoute() {
  const { worldId } = useParams();
  if (!worldId || worldId === 'main') return <MainWorldRoute />;
  // Worlds belong to accounts: a guest signs in first and comes back here.
  return (
    <RequireAuth>
      <WorldGameRoute key={worldId} worldId={worldId} />
    </RequireAuth>
  );
}

/**
 * The main world: a guest starts at once from local storage; a signed-in player waits for the
 * character and game state from the server (a failed load still starts, from what is known).
 */
function MainWorldRoute() {
  const auth = useAuth();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useCharacter(userId);
  const progress = useServerProgress(userId);

  if (!progress.ready || (userId !== null && character.isPending)) return <GameLoadingScreen />;
  return <GameSession key={userId ?? 'guest'} userId={userId} character={character.data ?? null} progress={progress} />;
}
