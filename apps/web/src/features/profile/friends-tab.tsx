import { FRIEND_MESSAGES, SCREEN_MESSAGES, type FriendsDto } from '@authentic/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../ui/notice';
import { FindPlayer } from './find-player';
import { FriendPresence } from './friend-presence';
import { JoinFriendButton } from './join-friend-button';
import { PlayerLine, type FriendRun } from './player-line';
import {
  acceptFriendRequest,
  deleteFriendRequest,
  errorText,
  fetchFriends,
  PROFILE_KEYS,
  removeFriend,
} from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';

/**
 * Friends (issue 13): find a player, send a request, answer the requests received, withdraw the ones
 * sent, and the friends themselves. Friendship is mutual; it lets friends-only artifacts reach them.
 */
export function FriendsTab({ userId }: { userId: string }) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const friends = useQuery({ queryKey: PROFILE_KEYS.friends, queryFn: fetchFriends, staleTime: 0 });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: PROFILE_KEYS.friends }),
      client.invalidateQueries({ queryKey: ['profile', 'search'] }),
      client.invalidateQueries({ queryKey: PROFILE_KEYS.stats }),
    ]);
  const act = useMutation({
    mutationFn: (run: () => Promise<string | FriendsDto>) => run(),
    onSuccess: refresh,
  });
  const run: FriendRun = (task, success) => {
    setNotice(null);
    act.mutate(task, {
      onSuccess: (answer) =>
        setNotice({
          kind: 'success',
          text: typeof success === 'function' ? success(typeof answer === 'string' ? answer : '') : success,
        }),
      onError: (error) => setNotice({ kind: 'error', text: errorText(error, FRIEND_MESSAGES.loadFailed) }),
    });
  };

  return (
    <div className="profile-friends">
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <FindPlayer userId={userId} busy={act.isPending} onRun={run} />
      {friends.isPending ? (
        <p role="status">{SCREEN_MESSAGES.loading}</p>
      ) : friends.isError ? (
        <>
          <Notice kind="error">{FRIEND_MESSAGES.loadFailed}</Notice>
          <button type="button" className="button" onClick={() => void friends.refetch()}>
            {PROFILE_TEXTS.tryAgain}
          </button>
        </>
      ) : (
        <FriendLists
          data={friends.data}
          busy={act.isPending}
          onRun={run}
          onError={(text) => setNotice({ kind: 'error', text })}
        />
      )}
    </div>
  );
}

interface FriendListsProps {
  data: FriendsDto;
  busy: boolean;
  onRun: FriendRun;
  /** A Join the server refused: its words. */
  onError: (text: string) => void;
}

function FriendLists({ data, busy, onRun, onError }: FriendListsProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <>
      {data.incoming.length > 0 && (
        <section aria-labelledby="incoming-title">
          <h2 id="incoming-title">{PROFILE_TEXTS.friendRequests}</h2>
          <ul className="player-list">
            {data.incoming.map((request) => (
              <li key={request.id}>
                <PlayerLine player={request.from} />
                <span className="button-row">
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={busy}
                    aria-label={PROFILE_TEXTS.acceptPlayer(request.from.username)}
                    onClick={() =>
                      onRun(() => acceptFriendRequest(request.id), FRIEND_MESSAGES.nowFriends(request.from.username))
                    }
                  >
                    {PROFILE_TEXTS.accept}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={PROFILE_TEXTS.declinePlayer(request.from.username)}
                    onClick={() =>
                      onRun(
                        () => deleteFriendRequest(request.id),
                        (message) => message,
                      )
                    }
                  >
                    {PROFILE_TEXTS.decline}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="friends-title">
        <h2 id="friends-title">{PROFILE_TEXTS.yourFriends(data.friends.length)}</h2>
        {data.friends.length === 0 ? (
          <p>{FRIEND_MESSAGES.noFriends}</p>
        ) : (
          <ul className="player-list">
            {data.friends.map((friend) => (
              <li key={friend.id}>
                <PlayerLine player={friend} />
                <FriendPresence friend={friend} />
                {friend.online && friend.joinable && (
                  <JoinFriendButton username={friend.username} onError={(text) => onError(text)} />
                )}
                {confirming === friend.id ? (
                  <span className="button-row">
                    <button
                      type="button"
                      className="button button-danger"
                      disabled={busy}
                      onClick={() => {
                        setConfirming(null);
                        onRun(
                          () => removeFriend(friend.id),
                          (message) => message,
                        );
                      }}
                    >
                      {PROFILE_TEXTS.confirmRemove(friend.username)}
                    </button>
                    <button type="button" className="button" onClick={() => setConfirming(null)}>
                      {PROFILE_TEXTS.keep}
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={PROFILE_TEXTS.removePlayer(friend.username)}
                    onClick={() => setConfirming(friend.id)}
                  >
                    {PROFILE_TEXTS.remove}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.outgoing.length > 0 && (
        <section aria-labelledby="outgoing-title">
          <h2 id="outgoing-title">{PROFILE_TEXTS.requestsSent}</h2>
          <ul className="player-list">
            {data.outgoing.map((request) => (
              <li key={request.id}>
                <PlayerLine player={request.to} />
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={PROFILE_TEXTS.withdrawRequestTo(request.to.username)}
                  onClick={() =>
                    onRun(
                      () => deleteFriendRequest(request.id),
                      (message) => message,
                    )
                  }
                >
                  {PROFILE_TEXTS.withdraw}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
