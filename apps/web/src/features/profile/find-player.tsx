import { FRIEND_MESSAGES } from '@authentic/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { PlayerLine, type FriendRun } from './player-line';
import {
  acceptFriendRequest,
  deleteFriendRequest,
  PROFILE_KEYS,
  searchPlayers,
  sendFriendRequest,
} from './profile-api';

/** Find a player by the start of their username and act on what is between you. */
export function FindPlayer({ userId, busy, onRun }: { userId: string; busy: boolean; onRun: FriendRun }) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    queryKey: PROFILE_KEYS.search(searched),
    queryFn: () => searchPlayers(searched),
    enabled: searched.length >= 2,
    staleTime: 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value.length < 2) {
      setProblem(FRIEND_MESSAGES.searchTooShort);
      return;
    }
    setProblem(null);
    setSearched(value);
  };
  const players = results.data?.filter((player) => player.id !== userId) ?? [];
  return (
    <section aria-labelledby="find-title">
      <h2 id="find-title">Find a player</h2>
      <form className="find-player" onSubmit={submit} noValidate>
        <TextField
          label="Username"
          name="search"
          value={text}
          maxLength={30}
          autoComplete="off"
          error={problem}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {searched && results.isPending && <p role="status">Loading...</p>}
      {results.isError && <Notice kind="error">{FRIEND_MESSAGES.loadFailed}</Notice>}
      {results.isSuccess && (
        <ul className="player-list" aria-label="Players found">
          {players.length === 0 && <li>No player's name starts with “{searched}”.</li>}
          {players.map((player) => (
            <li key={player.id}>
              <PlayerLine player={player} />
              {player.relation === 'none' && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  aria-label={`Send a friend request to ${player.username}`}
                  onClick={() =>
                    onRun(
                      () => sendFriendRequest(player.username),
                      (message) => message,
                    )
                  }
                >
                  Add friend
                </button>
              )}
              {player.relation === 'incoming' && player.requestId && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  aria-label={`Accept ${player.username}`}
                  onClick={() =>
                    onRun(
                      () => acceptFriendRequest(player.requestId ?? ''),
                      FRIEND_MESSAGES.nowFriends(player.username),
                    )
                  }
                >
                  Accept
                </button>
              )}
              {player.relation === 'outgoing' && player.requestId && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={`Withdraw the request to ${player.username}`}
                  onClick={() =>
                    onRun(
                      () => deleteFriendRequest(player.requestId ?? ''),
                      (message) => message,
                    )
                  }
                >
                  Request sent · Withdraw
                </button>
              )}
              {player.relation === 'friend' && <span className="player-relation">Friends</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
