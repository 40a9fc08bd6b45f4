import { GUIDE, YOSEMITE_GUIDE, ZEUS_WEATHERMAN } from './game-characters.js';
import {
  ADA_LOVELACE,
  ALEXANDER_POPE,
  ERNEST_HEMINGWAY,
  JOHN_MUIR,
  OSCAR_WILDE,
  WILLIAM_SHAKESPEARE,
} from './historical-figures.js';
import { NPC_CATALOGUE_IDS, type NpcDefinition, type NpcId } from './types.js';

/** Every NPC the maps can place, by id. */
export const NPC_CATALOGUE: Readonly<Record<NpcId, NpcDefinition>> = {
  guide: GUIDE,
  john_muir: JOHN_MUIR,
  william_shakespeare: WILLIAM_SHAKESPEARE,
  ada_lovelace: ADA_LOVELACE,
  oscar_wilde: OSCAR_WILDE,
  alexander_pope: ALEXANDER_POPE,
  zeus_weatherman: ZEUS_WEATHERMAN,
  ernest_hemingway: ERNEST_HEMINGWAY,
  yosemite_guide: YOSEMITE_GUIDE,
};

export function isNpcId(value: string): value is NpcId {
  return (NPC_CATALOGUE_IDS as readonly string[]).includes(value);
}

/** The definition for an id from outside (a saved map, a URL), or null. */
export function findNpcDefinition(id: string): NpcDefinition | null {
  return isNpcId(id) ? NPC_CATALOGUE[id] : null;
}
