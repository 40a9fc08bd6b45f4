import { P } from '../../../ui/palette';

/** How one character looks: what characters.ts paints in every facing and frame. */
export interface Look {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'bald' | 'wig';
  shirt: string;
  shirtDark: string;
  trim: string;
  pants: string;
  shoes: string;
  hat?: { colour: string; band: string; style: 'straw' | 'ranger' };
  beard?: string;
  /** Robes and dresses cover the legs. */
  robe?: boolean;
  collar?: string;
  /** A small thing held or worn at the chest. */
  accent?: { colour: string; at: 'chest' | 'hand' };
}

export const PLAYER_LOOK: Look = {
  skin: P.skin,
  hair: P.brown,
  hairStyle: 'short',
  shirt: P.blue,
  shirtDark: P.navy,
  trim: P.gold,
  pants: P.ink,
  shoes: P.darkBrown,
};

const base = { skin: P.tan, shoes: P.darkBrown, pants: P.ink, hairStyle: 'short' as const };

/** NPCs by sprite id (the catalogue's `sprite`), so each reads as who they are. */
export const NPC_LOOKS: Readonly<Record<string, Look>> = {
  'npc-guide': {
    ...base,
    hair: P.ochre,
    shirt: P.leaf,
    shirtDark: P.green,
    trim: P.brown,
    pants: P.brown,
    hat: { colour: P.gold, band: P.wine, style: 'straw' },
  },
  'npc-yosemite-guide': {
    ...base,
    skin: P.skin,
    hair: P.darkBrown,
    shirt: P.sand,
    shirtDark: P.clay,
    trim: P.forest,
    pants: P.forest,
    hat: { colour: P.clay, band: P.darkBrown, style: 'ranger' },
  },
  'npc-zeus': {
    ...base,
    skin: P.skin,
    hair: P.white,
    beard: P.white,
    shirt: P.white,
    shirtDark: P.silver,
    trim: P.gold,
    pants: P.white,
    shoes: P.tan,
    robe: true,
    accent: { colour: P.yellow, at: 'hand' },
  },
  'npc-muir': {
    ...base,
    hair: P.silver,
    beard: P.silver,
    shirt: P.brown,
    shirtDark: P.darkBrown,
    trim: P.clay,
    pants: P.darkBrown,
  },
  'npc-shakespeare': {
    ...base,
    skin: P.skin,
    hair: P.brown,
    hairStyle: 'bald',
    beard: P.brown,
    shirt: P.plum,
    shirtDark: P.darkBrown,
    trim: P.gold,
    pants: P.night,
    collar: P.white,
  },
  'npc-lovelace': {
    ...base,
    skin: P.skin,
    hair: P.darkBrown,
    hairStyle: 'bun',
    shirt: P.navy,
    shirtDark: P.ink,
    trim: P.silver,
    pants: P.navy,
    robe: true,
    collar: P.silver,
  },
  'npc-wilde': {
    ...base,
    skin: P.skin,
    hair: P.darkBrown,
    hairStyle: 'long',
    shirt: P.forest,
    shirtDark: P.deepGreen,
    trim: P.gold,
    accent: { colour: P.leaf, at: 'chest' },
  },
  'npc-pope': {
    ...base,
    skin: P.skin,
    hair: P.silver,
    hairStyle: 'wig',
    shirt: P.wine,
    shirtDark: P.darkBrown,
    trim: P.gold,
    collar: P.white,
  },
  'npc-hemingway': {
    ...base,
    hair: P.silver,
    beard: P.white,
    shirt: P.sandLight,
    shirtDark: P.sand,
    trim: P.clay,
    pants: P.brown,
  },
};

/** By type, for NPCs whose sprite we do not know (a player's world may place any catalogue NPC). */
const TYPE_SPRITES: Readonly<Record<string, string>> = {
  guide: 'npc-guide',
  naturalist: 'npc-muir',
  playwright: 'npc-shakespeare',
  scientist: 'npc-lovelace',
  poet: 'npc-pope',
  writer: 'npc-hemingway',
  weatherman: 'npc-zeus',
};

export function npcLook(npc: { sprite?: string | null; type?: string | null }): Look {
  return (
    (npc.sprite ? NPC_LOOKS[npc.sprite] : undefined) ??
    NPC_LOOKS[TYPE_SPRITES[npc.type ?? ''] ?? ''] ??
    NPC_LOOKS['npc-guide'] ??
    PLAYER_LOOK
  );
}
