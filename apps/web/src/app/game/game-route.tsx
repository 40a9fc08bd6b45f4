import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { GUEST_START_CELL } from '@authentic/core';
import { useAuth } from '../../lib/auth-provider';
import { GameLoadingScreen } from '../../features/game/game-page';
import { useServerProgress } from '../../features/game/use-server-progress';
import { GameSession, type GameSessionProps } from './game-session';
import { GUEST_OWNER, readCheckpointOwner, writeCheckpointOwner } from '../../lib/storage';
import { useCharacter } from '../use-character';

// A player-made world loads its own code (its map generator, its session) only when one is opened.
const WorldGameRoute = lazy(async () => ({ default: (await import('./world-game-route')).WorldGameRoute }));
// Shown only when a stored session could not be renewed: not part of the game's first load.
const SessionExpiredScreen = lazy(async () => ({
  default: (await import('./session-expired-screen')).SessionExpiredScreen,
}));

/** /game/{worldId}: 'main' (or none) is the built-in main world; any other id is a player-made world. */
export function GameRoute() {
  const { worldId } = useParams();
  if (!worldId || worldId === 'main') return <MainWorldRoute />;
  // A guest plays an unlisted or public world from its link (issue 34); the server says which.
  return <WorldGameRoute key={worldId} worldId={worldId} />;
}

/**
 * The main world: a guest starts at once from local storage; a signed-in player waits for the
 * character and game state from the server (a failed load still starts, from what is known). When the
 * stored session could not be renewed, the player hears so first (decision 0220).
 */
function MainWorldRoute() {
  const auth = useAuth();
  const [guestChosen, setGuestChosen] = useState(false);
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useCharacter(userId);
  const progress = useServerProgress(userId);

  if (userId === null && auth.expired && !guestChosen) {
    return (
      // The loading screen holds its place, as it does while the game itself loads.
      <Suspense fallback={<GameLoadingScreen />}>
        <SessionExpiredScreen onPlayAsGuest={() => setGuestChosen(true)} />
      </Suspense>
    );
  }
  if (!progress.ready || (userId !== null && character.isPending)) return <GameLoadingScreen />;
  return (
    <MainWorldGame key={userId ?? GUEST_OWNER} userId={userId} character={character.data ?? null} progress={progress} />
  );
}

/** A guest starts at the beginning when the local checkpoint is a signed-in player's (decision 0220). */
function MainWorldGame({ userId, character, progress }: GameSessionProps) {
  const [startOptions] = useState(() => {
    const owner = readCheckpointOwner();
    const someoneElses = userId === null && owner !== null && owner !== GUEST_OWNER;
    return someoneElses
      ? { ...progress.startOptions, start: { mapId: 'overworld' as const, position: { ...GUEST_START_CELL } } }
      : progress.startOptions;
  });
  useEffect(() => writeCheckpointOwner(userId ?? GUEST_OWNER), [userId]);
  return <GameSession userId={userId} character={character} progress={{ ...progress, startOptions }} />;
}
