import type { Emote } from '@authentic/core';
import { OUTLINE, P } from '../../../ui/palette';
import { offscreen } from './pen';

/**
 * The emote icons, 9×9 art pixels each in the game's palette, shown in a small thought bubble over a
 * player's head. One letter per pixel: '.' is the bubble's paper.
 */
const INK: Readonly<Record<string, string>> = {
  o: OUTLINE,
  r: P.red,
  w: P.wine,
  p: P.pink,
  y: P.yellow,
  g: P.gold,
  s: P.skin,
  t: P.tan,
  b: P.blue,
  n: P.navy,
  m: P.plum,
  W: P.white,
};

const ICONS: Readonly<Record<Emote, readonly string[]>> = {
  wave: [
    '..o.o.o..',
    '.osostso.',
    '.osostso.',
    '.ossssso.',
    'oossssso.',
    'osssssso.',
    '.osssso..',
    '..ostso..',
    '...ooo...',
  ],
  heart: [
    '.........',
    '.oo...oo.',
    'orWro.rro',
    'orprrrrro',
    'orrrrrrwo',
    '.orrrrwo.',
    '..orrwo..',
    '...owo...',
    '....o....',
  ],
  laugh: [
    '..ooooo..',
    '.oyyyyyo.',
    'oyoyyyoyo',
    'oyyyyyyyo',
    'oyooooogo',
    'oyorrrogo',
    '.oyoooog.',
    '..ogggo..',
    '...ooo...',
  ],
  wow: [
    '..ooooo..',
    '.oyyyyyo.',
    'oyoyyyoyo',
    'oyoyyyoyo',
    'oyyyoyygo',
    'oyyorogo.',
    '.oyyoygo.',
    '..ogggo..',
    '...ooo...',
  ],
  question: [
    '..nnnnn..',
    '.nbbbbbn.',
    '.nbnnnbn.',
    '.....nbn.',
    '....nbn..',
    '...nbn...',
    '...nnn...',
    '...nbn...',
    '...nnn...',
  ],
  music: [
    '....mmmmm',
    '....mnnnm',
    '....m...m',
    '....m...m',
    '....m...m',
    '.mmmm.mmm',
    'mnnnmmnnm',
    'mnnnm.mm.',
    '.mmm.....',
  ],
};

const ICON = 9;
/** The bubble around an icon: paper with a dark outline and a small tail under it, in art pixels. */
const BUBBLE = ICON + 4;

/** Each emote painted once into an offscreen canvas, `scale` screen pixels per art pixel. */
export function emoteIcons(scale: number): (emote: Emote) => HTMLCanvasElement {
  const cache = new Map<Emote, HTMLCanvasElement>();
  return (emote) => {
    let canvas = cache.get(emote);
    if (canvas) return canvas;
    canvas = offscreen(BUBBLE * scale, (BUBBLE + 2) * scale);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      const px = (x: number, y: number, w: number, h: number, colour: string) => {
        ctx.fillStyle = colour;
        ctx.fillRect(x * scale, y * scale, w * scale, h * scale);
      };
      px(1, 0, BUBBLE - 2, BUBBLE, OUTLINE);
      px(0, 1, BUBBLE, BUBBLE - 2, OUTLINE);
      px(1, 1, BUBBLE - 2, BUBBLE - 2, P.white);
      px(2, BUBBLE - 1, BUBBLE - 4, 1, P.silver);
      px(5, BUBBLE, 3, 1, OUTLINE);
      px(6, BUBBLE, 1, 1, P.white);
      px(6, BUBBLE + 1, 1, 1, OUTLINE);
      ICONS[emote].forEach((row, y) =>
        [...row].forEach((letter, x) => {
          const colour = INK[letter];
          if (colour) px(2 + x, 2 + y, 1, 1, colour);
        }),
      );
    }
    cache.set(emote, canvas);
    return canvas;
  };
}
