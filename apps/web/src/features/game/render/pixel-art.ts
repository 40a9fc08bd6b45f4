/**
 * Our own pixel art, drawn from patterns in code (nothing from outside): 8×8 patterns, one
 * letter per pixel, scaled up to the 64-pixel tile. '.' is transparent. Animated art has one
 * palette per frame, so a frame is the same pattern in other colours.
 */
export interface PixelArt {
  pattern: readonly string[];
  frames: readonly Readonly<Record<string, string>>[];
}

const GRASS = { g: '#3fa34d', G: '#2f8a3c' };

const grass: PixelArt = {
  pattern: ['gggggggg', 'ggGggggg', 'gggggGgg', 'gGgggggg', 'ggggggGg', 'gggGgggg', 'gggggggG', 'Gggggggg'],
  frames: [GRASS],
};

const wall: PixelArt = {
  pattern: ['sssdssss', 'sSsdsssS', 'dddddddd', 'ssssssds', 'sSssssds', 'dddddddd', 'sssdsSss', 'sssdssss'],
  frames: [{ s: '#8a8f98', S: '#a3a8b1', d: '#4d515a' }],
};

const tree: PixelArt = {
  pattern: ['gLLLLLLg', 'LLlLLLLL', 'LLLLLlLL', 'LlLLLLLL', 'gLLLlLLg', 'ggLbbLgg', 'gggbbggg', 'ggGbbgGg'],
  frames: [{ ...GRASS, L: '#1e5631', l: '#2b7a3f', b: '#6b4226' }],
};

const sand: PixelArt = {
  pattern: ['yyyyyyyy', 'yYyyyyyy', 'yyyyyYyy', 'yyyyyyyy', 'yyYyyyyy', 'yyyyyyYy', 'yyyyyyyy', 'Yyyyyyyy'],
  frames: [{ y: '#e3c27a', Y: '#c9a55c' }],
};

const dungeon: PixelArt = {
  pattern: ['kkkkKkkk', 'kKkkkkkk', 'kkkkkkKk', 'KkkKkkkk', 'kkkkkkkk', 'kkKkkkKk', 'kkkkkkkk', 'kKkkkKkk'],
  frames: [{ k: '#2b2d3a', K: '#3b3e50' }],
};

/** Tile 5: a swirl whose rings take each other's colours in turn. */
const portal: PixelArt = {
  pattern: ['gg1111gg', 'g122221g', '12333321', '12300321', '12300321', '12333321', 'g122221g', 'gg1111gg'],
  frames: [
    { ...GRASS, '1': '#7b5cd6', '2': '#5fa8d3', '3': '#c3b5ff', '0': '#1b1f3b' },
    { ...GRASS, '1': '#c3b5ff', '2': '#7b5cd6', '3': '#5fa8d3', '0': '#262b52' },
    { ...GRASS, '1': '#5fa8d3', '2': '#c3b5ff', '3': '#7b5cd6', '0': '#1b1f3b' },
  ],
};

/** Tile 6: a terminal on a dark pad, its cursor blinking. */
const terminalPortal: PixelArt = {
  pattern: ['pppppppp', 'pmmmmmmp', 'pmxxxxmp', 'pmx>cxmp', 'pmxxxxmp', 'pmmmmmmp', 'pppmmppp', 'ppmmmmpp'],
  frames: [
    { p: '#1b1f3b', m: '#8a8f98', x: '#0b3d1a', '>': '#3ddc84', c: '#3ddc84' },
    { p: '#1b1f3b', m: '#8a8f98', x: '#0b3d1a', '>': '#3ddc84', c: '#0b3d1a' },
  ],
};

/** Tile 7: an arcade target that pulses red and white. */
const shooterPortal: PixelArt = {
  pattern: ['pp1111pp', 'p122221p', '12211221', '121oo121', '121oo121', '12211221', 'p122221p', 'pp1111pp'],
  frames: [
    { p: '#1b1f3b', '1': '#d1495b', '2': '#f4e9cd', o: '#f2c14e' },
    { p: '#1b1f3b', '1': '#f4e9cd', '2': '#d1495b', o: '#f2c14e' },
  ],
};

/** Tile 8: an open book with sparkles over its pages. */
const bookPortal: PixelArt = {
  pattern: ['gxgggxgg', 'ggggxggx', 'gwwwbwwg', 'wlwwbwlw', 'wwlwbwww', 'wlwwbwlw', 'wwwwbwww', 'bbbbbbbb'],
  frames: [
    { ...GRASS, x: '#f2c14e', w: '#f4e9cd', l: '#8a6f3e', b: '#6b4226' },
    { ...GRASS, x: '#3fa34d', w: '#f4e9cd', l: '#8a6f3e', b: '#6b4226' },
  ],
};

/** Art for tile codes 0–8, by code. */
export const TILE_ART: readonly PixelArt[] = [
  grass,
  wall,
  tree,
  sand,
  dungeon,
  portal,
  terminalPortal,
  shooterPortal,
  bookPortal,
];

/** How long each frame of an animated tile shows. */
export const TILE_FRAME_MS = 220;

export function frameIndex(art: PixelArt, timeMs: number): number {
  return Math.floor(timeMs / TILE_FRAME_MS) % art.frames.length;
}

export function isAnimated(art: PixelArt): boolean {
  return art.frames.length > 1;
}

const FIGURE = ['..hhhh..', '.hhhhhh.', '.hsesse.', '..ssss..', '.cccccc.', 's.cCcc.s', '..cccc..', '..l..l..'];

/** The player's character. */
export const CHARACTER_ART: PixelArt = {
  pattern: FIGURE,
  frames: [{ h: '#6b4226', s: '#f1c27d', e: '#14162b', c: '#5fa8d3', C: '#f2c14e', l: '#14162b' }],
};

/** NPC outfits by type, so each kind of character is told apart at a glance. */
const NPC_OUTFITS: Readonly<Record<string, { h: string; c: string; C: string }>> = {
  guide: { h: '#f2c14e', c: '#3fa34d', C: '#1e5631' },
  naturalist: { h: '#e8d9b0', c: '#8a6f3e', C: '#3fa34d' },
  playwright: { h: '#3b2a1a', c: '#7b5cd6', C: '#f4e9cd' },
  scientist: { h: '#4d2d18', c: '#f4e9cd', C: '#5fa8d3' },
  poet: { h: '#14162b', c: '#d1495b', C: '#f2c14e' },
  writer: { h: '#e8d9b0', c: '#c9a55c', C: '#6b4226' },
  weatherman: { h: '#f4e9cd', c: '#5fa8d3', C: '#f2c14e' },
};

export function npcArt(type: string): PixelArt {
  const outfit = NPC_OUTFITS[type] ?? NPC_OUTFITS.guide ?? { h: '#000', c: '#000', C: '#000' };
  return { pattern: FIGURE, frames: [{ s: '#e0ac69', e: '#14162b', l: '#262b52', ...outfit }] };
}

/** A lying artifact: a small chest with a glint that comes and goes, gold for built-ins, teal for players'. */
const ARTIFACT_PATTERN = [
  '......x.',
  '.....x.x',
  '..bbbbx.',
  '.bLLLLb.',
  '.bkkokb.',
  '.bLLLLb.',
  '.bLLLLb.',
  '..bbbb..',
];

export function artifactArt(source: 'builtIn' | 'server'): PixelArt {
  const body = source === 'builtIn' ? { L: '#c9a55c', k: '#8a6f3e' } : { L: '#3ddcc1', k: '#1f7a6b' };
  return {
    pattern: ARTIFACT_PATTERN,
    frames: [
      { ...body, b: '#14162b', o: '#f2c14e', x: '#fff8d6' },
      { ...body, b: '#14162b', o: '#f2c14e', x: 'transparent' },
    ],
  };
}
