import { NPC_AVATAR_ALPHABET, NPC_AVATAR_CLEAR, npcAvatarSchema } from './npc-avatar.js';
import type { NpcAvatar, NpcAvatarPixel, NpcAvatarSize } from './npc-avatar.js';

// A drawn look's pixels to and from its compact form (decision 0299). Only player-made worlds and
// the world builder use these: the bundler keeps them out of the main world's first load.

/** A drawing (row by row, top left first) as a look; null when it has no coloured pixel or too many colours. */
export function encodeNpcAvatar(size: NpcAvatarSize, pixels: readonly NpcAvatarPixel[]): NpcAvatar | null {
  if (pixels.length !== size * size) return null;
  const palette: string[] = [];
  let letters = '';
  for (const pixel of pixels) {
    if (pixel === null) {
      letters += NPC_AVATAR_CLEAR;
      continue;
    }
    const colour = pixel.toLowerCase();
    let index = palette.indexOf(colour);
    if (index < 0) {
      if (palette.length === NPC_AVATAR_ALPHABET.length) return null;
      index = palette.push(colour) - 1;
    }
    letters += NPC_AVATAR_ALPHABET[index];
  }
  return palette.length === 0 ? null : { size, palette, pixels: letters };
}

/** The look's pixels, row by row, top left first. */
export function decodeNpcAvatar(avatar: NpcAvatar): NpcAvatarPixel[] {
  return [...avatar.pixels].map((letter) =>
    letter === NPC_AVATAR_CLEAR ? null : (avatar.palette[NPC_AVATAR_ALPHABET.indexOf(letter)] ?? null),
  );
}

/** A look written as JSON (a Tiled property of our export); null when it does not read as one. */
export function npcAvatarFromJson(value: unknown): NpcAvatar | null {
  if (typeof value !== 'string') return null;
  try {
    const avatar = npcAvatarSchema.safeParse(JSON.parse(value));
    return avatar.success ? avatar.data : null;
  } catch {
    return null;
  }
}
