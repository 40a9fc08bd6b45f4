import { levelForExperience, titleForExperience, type FriendRequestDto, type PlayerSummary } from '@authentic/core';
import type { FriendRequestEntry, PlayerRow } from '../../db/friends-repository.js';

/** A player as friends lists and search show them: level and title from their experience. */
export function toPlayerSummary(player: PlayerRow): PlayerSummary {
  return {
    id: player.id,
    username: player.username,
    avatar: player.avatar,
    level: levelForExperience(player.experience),
    title: titleForExperience(player.experience),
  };
}

export function toFriendRequestDto(entry: FriendRequestEntry): FriendRequestDto {
  return {
    id: entry.id,
    from: toPlayerSummary(entry.from),
    to: toPlayerSummary(entry.to),
    createdAt: entry.createdAt.toISOString(),
  };
}
