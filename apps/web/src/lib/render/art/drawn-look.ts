import { decodeNpcAvatar, type NpcAvatar } from '@authentic/core';
import { avatarSheet } from './avatar-sheet';
import type { CharacterSheet } from './characters';
import { offscreen } from './pen';

/** A world character's drawn look (decision 0299) as a picture of its own size, a pixel a pixel. */
export function drawnLookCanvas(avatar: NpcAvatar): HTMLCanvasElement {
  const canvas = offscreen(avatar.size, avatar.size);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  decodeNpcAvatar(avatar).forEach((colour, i) => {
    if (colour === null) return;
    ctx.fillStyle = colour;
    ctx.fillRect(i % avatar.size, Math.floor(i / avatar.size), 1, 1);
  });
  return canvas;
}

/** The drawn look as a character sheet: it walks, faces and bobs as a player's pixel avatar does. */
export const drawnLookSheet = (avatar: NpcAvatar, tilePx: number): CharacterSheet =>
  avatarSheet(drawnLookCanvas(avatar), tilePx);
