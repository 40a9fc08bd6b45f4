/**
 * The one palette every tile, sprite and frame is drawn in: ENDESGA 32 (as published on Lospec),
 * named by what we use each colour for. Shadows shift cool, highlights warm.
 */
export const P = {
  rust: '#be4a2f',
  ochre: '#d77643',
  sandLight: '#ead4aa',
  sand: '#e4a672',
  clay: '#b86f50',
  brown: '#733e39',
  darkBrown: '#3e2731',
  wine: '#a22633',
  red: '#e43b44',
  orange: '#f77622',
  gold: '#feae34',
  yellow: '#fee761',
  leaf: '#63c74d',
  green: '#3e8948',
  forest: '#265c42',
  deepGreen: '#193c3e',
  navy: '#124e89',
  blue: '#0099db',
  cyan: '#2ce8f5',
  white: '#ffffff',
  silver: '#c0cbdc',
  grey: '#8b9bb4',
  slate: '#5a6988',
  darkSlate: '#3a4466',
  ink: '#262b44',
  night: '#181425',
  neon: '#ff0044',
  plum: '#68386c',
  magenta: '#b55088',
  pink: '#f6757a',
  skin: '#e8b796',
  tan: '#c28569',
} as const;

export type Colour = string;

/** Characters and objects are outlined in this, never pure black. */
export const OUTLINE = P.night;

/**
 * Beyond the frame of a map smaller than the view: night, one step darker. The only colour off the
 * palette, on purpose — nothing on a map is ever painted in it, so a test can tell "no map here".
 */
export const BACKDROP = '#100e1a';
