import type { FriendsDto, PlayerSummary } from '@authentic/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { PROFILE_TEXTS } from './profile-texts';

/** Runs a friends action; on success the tab shows `success` (or the server's message through it). */
export type FriendRun = (
  task: () => Promise<string | FriendsDto>,
  success: string | ((answer: string) => string),
) => void;

/** A player in a list: avatar, name (their public profile), level and title. */
export function PlayerLine({ player }: { player: PlayerSummary }) {
  return (
    <span className="player-line">
      <Avatar src={player.avatar} name={player.username} size={32} />
      <span>
        <Link to={paths.player(player.username)}>{player.username}</Link>
        <span className="player-meta">{PROFILE_TEXTS.levelTitle(player.level, player.title)}</span>
      </span>
    </span>
  );
}
