/**
 * Our own pixel sprites, as rows of palette letters ('.' is clear). Each is drawn once to a small
 * canvas with a dark outline added around it (ART.md: outlined characters, top-left light), then
 * scaled up with nearest-neighbour when drawn.
 */
export const SPRITE_COLOURS: Readonly<Record<string, string>> = {
  h: '#733e39', // hat
  H: '#b86f50', // hat band / highlight
  s: '#e8b796', // skin
  e: '#181425', // eye
  c: '#124e89', // coat
  C: '#0099db', // coat highlight
  b: '#feae34', // belt
  p: '#3a4466', // trousers
  f: '#3e2731', // shoes
  r: '#e43b44', // heart
  R: '#a22633', // heart shade
  w: '#ffffff', // shine, blade
  g: '#c0cbdc', // paper, steel
  G: '#8b9bb4', // paper shade
  k: '#5a6988', // ink lines
  y: '#fee761', // gold
  q: '#f4f4f4', // quill
  n: '#f6757a', // rat's nose and tail, vulture's head
  B: '#262b44', // bull
  V: '#3a4466', // bull's shine, vulture's wing edge
  T: '#c28569', // hyena's belly
  o: '#733e39', // hyena, vulture's feathers
  i: '#0099db', // ink
  I: '#2ce8f5', // ink shine
};

export const OUTLINE_COLOUR = '#3e2731';

/** Player, facing right, 10×12; drawn ×4 it fills the 40×50 box. */
const PLAYER_TOP = [
  '..........',
  '...hhhh...',
  '..hHHHHh..',
  '.hhhhhhhh.',
  '...ssss...',
  '...sssse..',
  '....sss...',
  '..cCcccc..',
  '.sCccccs..',
  '..cbbbbc..',
] as const;

export const PLAYER_FRAMES = {
  idle: [...PLAYER_TOP, '..pp.pp...', '..ff.ff...'],
  walk1: [...PLAYER_TOP, '.pp...pp..', '.ff....ff.'],
  walk2: [...PLAYER_TOP, '...ppp....', '...fff....'],
  walk3: [...PLAYER_TOP, '..pp..pp..', '.ff...ff..'],
  jump: [...PLAYER_TOP, '.pp..pp...', 'ff....ff..'],
} as const;

export type PlayerFrame = keyof typeof PLAYER_FRAMES;

/** Pickups, 10×10, drawn ×3 to the 30×30 box. */
export const PICKUP_SPRITES = {
  health: [
    '..........',
    '..rr.rr...',
    '.rwrrrrr..',
    '.rrrrrrR..',
    '.rrrrrrR..',
    '..rrrrR...',
    '...rrR....',
    '....R.....',
    '..........',
    '..........',
  ],
  manuscript: [
    '..........',
    '.gggggg...',
    '.gkkkkgG..',
    '.ggggggGG.',
    '.gkkkkkkG.',
    '.ggggggggG',
    '.gkkkkkgG.',
    '.ggggggggG',
    '.gkkkggGG.',
    '..........',
  ],
  weapon: [
    '..........',
    '.......qq.',
    '......qwq.',
    '.....qwq..',
    '....gwq...',
    '...gg.....',
    '..yg......',
    '.yy.......',
    '.y........',
    '..........',
  ],
} as const;

/**
 * Enemies facing right, two frames each (legs or wings), drawn ×4 to their boxes in core's
 * PLATFORMER_ENEMY_SIZES: rat 10×6, bull 12×9, hyena 11×7, vulture 10×6 (decision 0239).
 */
export const ENEMY_FRAMES = {
  rat: [
    ['......gg..', '..gggggge.', '.gGGGGGGGn', 'nGGGGGGGG.', '.GGGGGGG..', '..f...f...'],
    ['......gg..', '..gggggge.', '.gGGGGGGGn', 'nGGGGGGGG.', '.GGGGGGG..', '...f.f....'],
  ],
  bull: [
    [
      '........w..w',
      '........wBBw',
      '.BBBBBBBBBrB',
      'BVVVVBBBBBBB',
      'BBBBBBBBBBBn',
      '.BBBBBBBBBB.',
      '.BB..B..BB..',
      '.BB..B..BB..',
      '.ff..f..ff..',
    ],
    [
      '........w..w',
      '........wBBw',
      '.BBBBBBBBBrB',
      'BVVVVBBBBBBB',
      'BBBBBBBBBBBn',
      '.BBBBBBBBBB.',
      '..BB.B.BB...',
      '..BB.B.BB...',
      '..ff.f.ff...',
    ],
  ],
  hyena: [
    ['.........o.', 'o.......ooy', 'ooofoofoooo', '.ofooofooof', '.oTTTTTTo..', '.o.o...o.o.', '.f.f...f.f.'],
    ['.........o.', 'o.......ooy', 'ooofoofoooo', '.ofooofooof', '.oTTTTTTo..', '..oo...oo..', '..ff...ff..'],
  ],
  vulture: [
    ['VV......VV', 'VoVV..VVoV', '.VooooooV.', '...oooonn.', '....oo..ne', '..........'],
    ['..........', '..........', '.VooooooV.', 'VoVoooonn.', 'VV..oo..ne', '..........'],
  ],
} as const;

/** A shot of the weapon: a bright blot of ink, 6×4 and outlined, drawn ×2 over its 12×8 box. */
export const INK_BLOT = ['.IIII.', 'IwwIIi', 'IIIIii', '.iiii.'] as const;

/** The end flag's cloth, 2 frames of a slow wave, 8×5. */
export const FLAG_FRAMES = [
  ['yyyyyy..', 'yrryyyy.', 'yrrryyyy', 'yrryyyy.', 'yyyyyy..'],
  ['yyyyyyy.', 'yrryyyyy', 'yrrryyy.', 'yrryyyyy', 'yyyyyyy.'],
] as const;

/** Draws `rows` at `scale` to a new canvas with an outline; mirrored if asked. Null without a 2D context. */
export function bakeSprite(
  rows: readonly string[],
  scale: number,
  options: { mirror?: boolean; outline?: boolean } = {},
): HTMLCanvasElement | null {
  const height = rows.length;
  const width = Math.max(...rows.map((row) => row.length));
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const at = (x: number, y: number) => rows[y]?.[x] ?? '.';
  const put = (x: number, y: number, colour: string) => {
    ctx.fillStyle = colour;
    const px = options.mirror ? width - 1 - x : x;
    ctx.fillRect(px * scale, y * scale, scale, scale);
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const letter = at(x, y);
      if (letter !== '.') {
        put(x, y, SPRITE_COLOURS[letter] ?? OUTLINE_COLOUR);
      } else if (
        options.outline !== false &&
        [at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1)].some((near) => near !== '.')
      ) {
        put(x, y, OUTLINE_COLOUR);
      }
    }
  }
  return canvas;
}
