import { P } from '../../../ui/palette';
import type { Pixel } from './pixel-model';

export interface Swatch {
  /** Spoken and shown as "Colour {name}". */
  name: string;
  colour: string;
}

/** 'darkBrown' → 'dark brown'. */
const words = (key: string) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** The swatches: the game's one palette, in its published order, so avatars match the world. */
export const SWATCHES: readonly Swatch[] = Object.entries(P).map(([key, colour]) => ({ name: words(key), colour }));

/** What a pixel is called out loud: its palette name, its hex code, or 'transparent'. */
export function colourName(pixel: Pixel): string {
  if (pixel === null) return 'transparent';
  return SWATCHES.find((swatch) => swatch.colour === pixel.toLowerCase())?.name ?? pixel.toLowerCase();
}

/** The grass under the preview: the meadow greens of the game's ground tiles. */
export const GRASS = { base: P.green, tuft: P.leaf, shade: P.forest } as const;
