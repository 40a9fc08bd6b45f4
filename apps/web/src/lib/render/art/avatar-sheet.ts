import type { Direction } from '@authentic/core';
import { FACINGS, sheetOf, WALK_FRAMES, type CharacterSheet } from './characters';
import { offscreen } from './pen';

/** Up to this size an avatar counts as pixel art and walks the map as the player (decision 0223). */
export const PIXEL_AVATAR_MAX_PX = 64;

export const isPixelAvatar = (width: number, height: number): boolean =>
  width > 0 && height > 0 && width <= PIXEL_AVATAR_MAX_PX && height <= PIXEL_AVATAR_MAX_PX;

/**
 * A character sheet drawn from a player's pixel avatar: the picture stands on a shadow, scaled by
 * whole pixels to fill most of the tile, faces left by mirroring, and bobs a pixel on each step —
 * the same rows and frames as our own characters, so the renderer draws it the same way.
 */
export function avatarSheet(
  image: CanvasImageSource & { width: number; height: number },
  tilePx: number,
): CharacterSheet {
  const canvas = offscreen(tilePx * WALK_FRAMES, tilePx * FACINGS.length);
  const ctx = canvas.getContext('2d');
  const fit = Math.max(1, Math.floor((tilePx * 0.875) / Math.max(image.width, image.height)));
  const w = image.width * fit;
  const h = image.height * fit;
  const unit = tilePx / 16;
  if (ctx) {
    ctx.imageSmoothingEnabled = false;
    FACINGS.forEach((facing: Direction, row) => {
      for (let frame = 0; frame < WALK_FRAMES; frame += 1) {
        const left = frame * tilePx + Math.round((tilePx - w) / 2);
        const top = row * tilePx + tilePx - h - unit - (frame === 0 ? 0 : unit);
        ctx.fillStyle = 'rgba(24,20,37,0.35)';
        ctx.fillRect(frame * tilePx + tilePx / 4, row * tilePx + tilePx - unit * 2, tilePx / 2, unit * 2);
        if (facing === 'left') {
          ctx.save();
          ctx.translate(left + w, top);
          ctx.scale(-1, 1);
          ctx.drawImage(image, 0, 0, w, h);
          ctx.restore();
        } else {
          ctx.drawImage(image, left, top, w, h);
        }
      }
    });
  }
  return sheetOf(canvas, tilePx);
}
