import { FRIEND_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
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
import { PROFILE_TEXTS } from './profile-texts';

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
      <h2 id="find-title">{PROFILE_TEXTS.findPlayer}</h2>
      <form className="find-player" onSubmit={submit} noValidate>
        <TextField
          label={PROFILE_TEXTS.username}
          name="search"
          value={text}
          maxLength={30}
          autoComplete="off"
          error={problem}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {PROFILE_TEXTS.search}
        </button>
      </form>
      {searched && results.isPending && <p role="status">{SCREEN_MESSAGES.loading}</p>}
      {results.isError && <Notice kind="error">{FRIEND_MESSAGES.loadFailed}</Notice>}
      {results.isSuccess && (
        <ul className="player-list" aria-label={PROFILE_TEXTS.playersFound}>
          {players.length === 0 && <li>{PROFILE_TEXTS.noPlayerFound(searched)}</li>}
          {players.map((player) => (
            <li key={player.id}>
              <PlayerLine player={player} />
              {player.relation === 'none' && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  aria-label={PROFILE_TEXTS.sendRequestTo(player.username)}
                  onClick={() =>
                    onRun(
                      () => sendFriendRequest(player.username),
                      (message) => message,
                    )
                  }
                >
                  {PROFILE_TEXTS.addFriend}
                </button>
              )}
              {player.relation === 'incoming' && player.requestId && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  aria-label={PROFILE_TEXTS.acceptPlayer(player.username)}
                  onClick={() =>
                    onRun(
                      () => acceptFriendRequest(player.requestId ?? ''),
                      FRIEND_MESSAGES.nowFriends(player.username),
                    )
                  }
                >
                  {PROFILE_TEXTS.accept}
                </button>
              )}
              {player.relation === 'outgoing' && player.requestId && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={PROFILE_TEXTS.withdrawRequestTo(player.username)}
                  onClick={() =>
                    onRun(
                      () => deleteFriendRequest(player.requestId ?? ''),
                      (message) => message,
                    )
                  }
                >
                  {PROFILE_TEXTS.requestSentWithdraw}
                </button>
              )}
              {player.relation === 'friend' && <span className="player-relation">{PROFILE_TEXTS.friends}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
