import { z } from 'zod';

/**
 * A world character's own look (issue 37): a pixel drawing made in the pixel editor, kept in the world
 * document itself, so versions, restores and exports carry it with nothing to upload. Compact: the
 * colours once, then one character a pixel — '.' for a clear pixel, else the colour's place in this
 * alphabet. A 32×32 drawing is about 1 kB.
 */
export const NPC_AVATAR_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
export const NPC_AVATAR_CLEAR = '.';
export const NPC_AVATAR_SIZES = [16, 32] as const;
export type NpcAvatarSize = (typeof NPC_AVATAR_SIZES)[number];

export const NPC_AVATAR_MESSAGES = {
  shape: 'A drawn look has one letter for each of its pixels, each naming one of its colours or a clear pixel.',
  empty: 'A drawn look needs at least one coloured pixel.',
} as const;

/** A pixel of the decoded drawing: '#rrggbb', or null where it is clear. */
export type NpcAvatarPixel = string | null;

function fitsItsColours(avatar: { size: number; palette: readonly string[]; pixels: string }): boolean {
  if (avatar.pixels.length !== avatar.size * avatar.size) return false;
  for (const letter of avatar.pixels) {
    if (letter === NPC_AVATAR_CLEAR) continue;
    const index = NPC_AVATAR_ALPHABET.indexOf(letter);
    if (index < 0 || index >= avatar.palette.length) return false;
  }
  return true;
}

export const npcAvatarSchema = z
  .object({
    size: z.union([z.literal(16), z.literal(32)]),
    palette: z
      .array(z.string().regex(/^#[0-9a-f]{6}$/, 'A colour of a drawn look is written #rrggbb.'))
      .min(1)
      .max(NPC_AVATAR_ALPHABET.length),
    pixels: z.string().max(32 * 32),
  })
  .refine(fitsItsColours, NPC_AVATAR_MESSAGES.shape)
  .refine((avatar) => [...avatar.pixels].some((letter) => letter !== NPC_AVATAR_CLEAR), NPC_AVATAR_MESSAGES.empty);
export type NpcAvatar = z.output<typeof npcAvatarSchema>;
