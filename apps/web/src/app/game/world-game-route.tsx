import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WORLD_MESSAGES, worldPositionResponseSchema } from '@authentic/core';
import { useAuth } from '../../lib/auth-provider';
import { fetchWorldPlay, worldPlayKey } from '../../lib/world-play-api';
import { fetchWorld, worldKey } from '../../lib/worlds-api';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../lib/paths';
import { useCharacter } from '../use-character';
import { useTilesetArt } from '../../lib/render/use-tileset-art';
import { WorldGameSession } from './world-game-session';
import { WORLD_GAME_TEXTS } from './world-play-texts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A player-made world on the game screen: the world, the document players walk in it (its published
 * version), where this player stood in it, then the game.
 */
export function WorldGameRoute({ worldId }: { worldId: string }) {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const world = useQuery({
    queryKey: worldKey(worldId),
    queryFn: () => fetchWorld(worldId),
    // A missing world stays missing; anything else is worth one more try.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  const played = useQuery({
    queryKey: worldPlayKey(worldId),
    queryFn: () => fetchWorldPlay(worldId),
    staleTime: 0,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  const position = useQuery({
    queryKey: ['worlds', 'position', worldId],
    queryFn: async () =>
      worldPositionResponseSchema.parse(await apiRequest(`/api/worlds/${encodeURIComponent(worldId)}/position`))
        .position,
    staleTime: 0,
    retry: 1,
    // A guest has no saved place: they start at the spawn.
    enabled: userId !== null,
  });
  const character = useCharacter(userId);
  // The world's own tilesets load once per version, before the first frame paints with them.
  const tilesets = useTilesetArt(played.data?.doc.tilesets);
  // The version first played: a later one came from a publish while the player was here.
  const [firstVersion, setFirstVersion] = useState<number | null>(null);
  if (played.data && firstVersion === null) setFirstVersion(played.data.version);

  if (world.isError) return <WorldProblem notFound={isNotFound(world.error)} onRetry={() => void world.refetch()} />;
  if (played.isError) {
    return <WorldProblem notFound={isNotFound(played.error)} onRetry={() => void played.refetch()} />;
  }
  // The saved place is a convenience: when it cannot be read, the world starts at its spawn. A guest
  // has neither a place nor a character (their queries stay idle, which React Query calls pending).
  if (
    world.isPending ||
    played.isPending ||
    !tilesets.ready ||
    (userId !== null && (position.isPending || character.isPending))
  ) {
    return (
      <div className="game-loading" role="status">
        <p className="game-loading-title">{WORLD_MESSAGES.loadingWorld}</p>
      </div>
    );
  }
  return (
    <WorldGameSession
      key={played.data.version}
      world={world.data}
      doc={played.data.doc}
      saved={position.data ?? null}
      userId={userId}
      character={character.data ?? null}
      updated={firstVersion !== null && played.data.version !== firstVersion}
      tilesets={tilesets.tilesets}
    />
  );
}

function WorldProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  useDocumentTitle(notFound ? WORLD_MESSAGES.notFound : 'Game');
  return (
    <section className="panel page-panel" aria-labelledby="world-problem-title">
      <h1 id="world-problem-title">{notFound ? WORLD_MESSAGES.notFound : WORLD_MESSAGES.loadWorldFailed}</h1>
      <p>{notFound ? WORLD_GAME_TEXTS.notFoundHint : WORLD_GAME_TEXTS.loadFailedHint}</p>
      <div className="button-row">
        {!notFound && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {WORLD_GAME_TEXTS.tryAgain}
          </button>
        )}
        <Link to={paths.dashboard} className="button">
          {WORLD_GAME_TEXTS.backToDashboard}
        </Link>
        <Link to={paths.game} className="button">
          {WORLD_GAME_TEXTS.mainWorld}
        </Link>
      </div>
    </section>
  );
}
