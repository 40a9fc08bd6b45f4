import { FRIEND_MESSAGES } from '@authentic/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessageOr } from '../../lib/api-client';
import { gamePathOf, joinFriend, rememberJoin } from '../../lib/friends-api';

export const JOIN_TEXT = 'Join';

/**
 * Join beside an online friend the server would take this player to (issue 34): it asks the server,
 * which records a free cell next to the friend, then opens that world's game, where the player
 * arrives there. A refusal is said with the server's words.
 */
export function JoinFriendButton({
  username,
  onError,
  join = joinFriend,
}: {
  username: string;
  onError: (text: string) => void;
  join?: typeof joinFriend;
}) {
  const navigate = useNavigate();
  const go = useMutation({
    mutationFn: () => join(username),
    onSuccess: (destination) => {
      rememberJoin(destination);
      void navigate(gamePathOf(destination.worldId));
    },
    onError: (error) => onError(serverMessageOr(error, FRIEND_MESSAGES.joinFailed)),
  });
  return (
    <button
      type="button"
      className="button button-primary"
      aria-label={`${JOIN_TEXT} ${username}`}
      disabled={go.isPending}
      onClick={() => go.mutate()}
    >
      {JOIN_TEXT}
    </button>
  );
}
