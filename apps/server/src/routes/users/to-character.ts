import { levelForExperience, withoutGuideTips, type CharacterDto } from '@authentic/core';
import type { CharacterRow } from '../../db/characters-repository.js';
import type { UserRow } from '../../db/users-repository.js';

/** The backend character of spec 01 §3, as its owner sees it. */
export function toCharacter(user: UserRow, character: CharacterRow): CharacterDto {
  return {
    id: user.id,
    _id: user.id,
    username: user.username,
    exp: user.experience,
    level: levelForExperience(user.experience),
    avatar: user.avatar,
    inventory: character.inventory,
    // Guide tips saved before decision 0244 are not shown (the collection, its PDF).
    savedQuotes: withoutGuideTips(character.savedQuotes),
    friends: character.friends,
    completedMaps: character.completedMaps,
    achievements: character.achievements,
    qualifyingArtifacts: character.qualifyingArtifacts,
  };
}
