import type { NpcQuest } from './quest-types.js';

/** The catalogue's ids; the maps place NPCs by these (decision 0114). */
export const NPC_CATALOGUE_IDS = [
  'guide',
  'john_muir',
  'william_shakespeare',
  'ada_lovelace',
  'oscar_wilde',
  'alexander_pope',
  'zeus_weatherman',
  'ernest_hemingway',
  'yosemite_guide',
] as const;

export type NpcId = (typeof NPC_CATALOGUE_IDS)[number];

/** 'guide' is the default type; the rest are the historical-figure types (decision 0114). */
export type NpcType = 'guide' | 'naturalist' | 'playwright' | 'scientist' | 'poet' | 'writer' | 'weatherman';

/** One line an NPC can say, with who said it first and where. */
export interface NpcQuote {
  text: string;
  author: string;
  /** The work (and year) the words come from; absent for the game's own lines. */
  source?: string;
}

export interface NpcDefinition {
  id: NpcId;
  name: string;
  type: NpcType;
  /** The renderer maps this to a drawing. */
  sprite: string;
  greeting: string;
  /** What they say on meeting the player again; NPC_TALK_TEXTS.metBefore when absent (decision 0244). */
  greetingAgain?: string;
  dialogue: readonly NpcQuote[];
  quest?: NpcQuest;
}
