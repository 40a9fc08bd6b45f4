import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXPLORE_MESSAGES } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { EXPLORE_KEY, setWorldLike } from './explore-api';

export interface LikeButtonProps {
  worldId: string;
  worldName: string;
  liked: boolean;
  likes: number;
  /** The signed-in player's id, or null for a guest. */
  viewerId: string | null;
  ownerId: string;
}

/**
 * A world's likes: a toggle (aria-pressed) for signed-in players on others' worlds, the bare count
 * for the owner, and the count with a link to sign in for guests.
 */
export function LikeButton({ worldId, worldName, liked, likes, viewerId, ownerId }: LikeButtonProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ liked, likes });
  const mutation = useMutation({
    mutationFn: (like: boolean) => setWorldLike(worldId, like),
    onSuccess: (answer) => {
      setState({ liked: answer.liked, likes: answer.likes });
      void queryClient.invalidateQueries({ queryKey: EXPLORE_KEY });
    },
  });
  const count = (
    <span className="explore-likes">
      <strong>{state.likes}</strong> {EXPLORE_MESSAGES.likes(state.likes)}
    </span>
  );
  if (viewerId === null) {
    return (
      <p className="explore-like-row">
        {count} <Link to={paths.login}>{EXPLORE_MESSAGES.signInToLike}</Link>
      </p>
    );
  }
  if (viewerId === ownerId) return <p className="explore-like-row">{count}</p>;
  return (
    <div className="explore-like-row">
      <button
        type="button"
        className="button explore-like"
        aria-pressed={state.liked}
        aria-label={EXPLORE_MESSAGES.likeLabel(worldName)}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(!state.liked)}
      >
        <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span>{' '}
        {state.liked ? EXPLORE_MESSAGES.liked : EXPLORE_MESSAGES.like}
      </button>
      {count}
      {mutation.isError && (
        <span role="alert" className="explore-like-error">
          {serverMessageOr(mutation.error, EXPLORE_MESSAGES.likeFailed)}
        </span>
      )}
    </div>
  );
}
