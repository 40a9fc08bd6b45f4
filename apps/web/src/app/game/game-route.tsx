import { useQuery } from '@tanstack/react-query';
import { characterResponseSchema } from '@authentic/core';
import { useAuth } from '../../features/auth/auth-provider';
import { GameLoadingScreen } from '../../features/game/game-page';
import { useServerProgress } from '../../features/game/use-server-progress';
import { apiRequest } from '../../lib/api-client';
import { GameSession } from './game-session';

/** Spec 01 §9: the character is cached 5 minutes. */
const CHARACTER_STALE_MS = 5 * 60 * 1000;

/**
 * The game screen: a guest starts at once from local storage; a signed-in player waits for the
 * character and game state from the server (a failed load still starts, from what is known).
 */
export function GameRoute() {
  const auth = useAuth();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useQuery({
    queryKey: ['character', userId],
    queryFn: async () => characterResponseSchema.parse(await apiRequest(`/api/users/${userId}`)).character,
    enabled: userId !== null,
    staleTime: CHARACTER_STALE_MS,
  });
  const progress = useServerProgress(userId);

  if (!progress.ready || (userId !== null && character.isPending)) return <GameLoadingScreen />;
  return <GameSession key={userId ?? 'guest'} userId={userId} character={character.data ?? null} progress={progress} />;
}
