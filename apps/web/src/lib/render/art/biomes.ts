import { flagstones, grass, metalFloor, mud, planks, rug, sand, checker } from './ground';
import { P } from '../../../ui/palette';
import { bookPortal, portal, shooterPortal, terminalPortal } from './portals';
import {
  arcadeCabinet,
  bookshelf,
  bush,
  crater,
  deadTree,
  desertPlant,
  oak,
  pine,
  pottedPlant,
  serverRack,
} from './props';
import { frames, type TilePainter, type TileSpec } from './tile-types';
import { liquid, pit, sandbags, wall, wallFrames, type WallColours } from './walls';

export const BIOMES = [
  'meadow',
  'desert',
  'dungeon',
  'valley',
  'server',
  'arcade',
  'library',
  'battlefield',
  'station',
  'wasteland',
  'maze',
] as const;

export type Biome = (typeof BIOMES)[number];

export interface BiomeArt {
  /** Art for tile codes 0–8, by code. */
  tiles: readonly TileSpec[];
  /** The frame drawn around a map smaller than the view. */
  frame: { outer: string; inner: string; light: string };
}

/** Portals stand on the biome's floor and turn on the shared clock. */
function portals(under: TilePainter): TileSpec[] {
  return [
    { draw: portal, under, frames: frames(4) },
    { draw: terminalPortal, under, frames: frames(2) },
    { draw: shooterPortal, under, frames: frames(2) },
    { draw: bookPortal, under, frames: frames(2) },
  ];
}

function biome(
  ground: TilePainter,
  wallArt: TilePainter | TileSpec,
  tree: TilePainter,
  path: TilePainter,
  four: TileSpec,
  frame: BiomeArt['frame'],
  floor: TilePainter = ground,
  wallFrames?: TileSpec['frames'],
): BiomeArt {
  return {
    tiles: [
      { draw: ground },
      typeof wallArt === 'function' ? { draw: wallArt, frames: wallFrames } : wallArt,
      { draw: tree, under: floor },
      { draw: path },
      four,
      ...portals(floor),
    ],
    frame,
  };
}

const STONE: WallColours = {
  top: P.slate,
  topLight: P.grey,
  topDark: P.darkSlate,
  face: P.darkSlate,
  faceLight: P.slate,
  faceDark: P.ink,
};
const SANDSTONE: WallColours = {
  top: P.sand,
  topLight: P.sandLight,
  topDark: P.clay,
  face: P.clay,
  faceLight: P.ochre,
  faceDark: P.brown,
};
const GRANITE: WallColours = {
  top: P.grey,
  topLight: P.silver,
  topDark: P.slate,
  face: P.grey,
  faceLight: P.silver,
  faceDark: P.slate,
};
const HEDGE: WallColours = {
  top: P.forest,
  topLight: P.green,
  topDark: P.deepGreen,
  face: P.deepGreen,
  faceLight: P.forest,
  faceDark: P.night,
};
const METAL: WallColours = {
  top: P.darkSlate,
  topLight: P.slate,
  topDark: P.ink,
  face: P.ink,
  faceLight: P.darkSlate,
  faceDark: P.night,
};
const WOOD: WallColours = {
  top: P.darkBrown,
  topLight: P.brown,
  topDark: P.night,
  face: P.brown,
  faceLight: P.clay,
  faceDark: P.darkBrown,
};
const CONCRETE: WallColours = { ...STONE, top: P.grey, topLight: P.silver, face: P.slate, faceLight: P.grey };

const meadowGrass = grass({ base: P.green, dark: P.forest, light: P.leaf, flowers: [P.yellow, P.white, P.pink] });
const water = { base: P.blue, deep: P.navy, shine: P.cyan, bank: P.forest, lip: P.silver };
const pond: TileSpec = { draw: liquid(water), frames: frames(3) };
const desertSand = sand({ base: P.sand, dark: P.ochre, light: P.sandLight, dunes: true });
const dungeonFloor = flagstones({ base: P.darkSlate, dark: P.ink, light: P.slate, moss: P.deepGreen });
const metalPlates = metalFloor({ base: P.slate, dark: P.darkSlate, light: P.grey });
const woodFloor = planks({ base: P.clay, dark: P.brown, light: P.ochre });
const battleMud = mud({ base: P.brown, dark: P.darkBrown, light: P.clay, puddle: P.slate });
const ash = mud({ base: P.tan, dark: P.brown, light: P.sand, cracks: true });
const mazeGrass = grass({ base: P.forest, dark: P.deepGreen, light: P.green, flowers: [P.plum] });

export const BIOME_ART: Readonly<Record<Biome, BiomeArt>> = {
  meadow: biome(
    meadowGrass,
    wall(STONE, 'brick'),
    oak({ light: P.leaf, mid: P.green, dark: P.forest, trunk: P.brown }),
    sand({ base: P.sandLight, dark: P.sand, light: P.white, edge: P.green, edgeShade: P.forest }),
    pond,
    { outer: P.deepGreen, inner: P.forest, light: P.green },
  ),
  desert: biome(
    sand({ base: P.sandLight, dark: P.sand, light: P.white }),
    wall(SANDSTONE, 'rock'),
    desertPlant,
    desertSand,
    { draw: liquid({ ...water, bank: P.sand, lip: P.sandLight }), frames: frames(3) },
    { outer: P.brown, inner: P.clay, light: P.sand },
    desertSand,
  ),
  dungeon: biome(
    dungeonFloor,
    wall(STONE, 'brick', 'torches'),
    pine({ light: P.slate, mid: P.darkSlate, dark: P.ink, trunk: P.darkBrown }),
    sand({ base: P.brown, dark: P.darkBrown, light: P.clay, edge: P.ink, edgeShade: P.night }),
    { draw: pit({ dark: P.night, wall: P.ink, wallLight: P.darkSlate, rim: P.slate }) },
    { outer: P.night, inner: P.ink, light: P.darkSlate },
    dungeonFloor,
    wallFrames('torches'),
  ),
  valley: biome(
    grass({ base: P.green, dark: P.forest, light: P.leaf, flowers: [P.white, P.gold] }),
    wall(GRANITE, 'rock', 'falls'),
    pine({ light: P.green, mid: P.forest, dark: P.deepGreen, trunk: P.brown }),
    sand({ base: P.tan, dark: P.clay, light: P.sand, edge: P.green, edgeShade: P.forest }),
    pond,
    { outer: P.darkSlate, inner: P.slate, light: P.silver },
    undefined,
    wallFrames('falls'),
  ),
  server: biome(
    metalPlates,
    wall(METAL, 'panel'),
    pottedPlant({ light: P.leaf, mid: P.green, dark: P.forest, pot: P.slate }),
    metalFloor({ base: P.darkSlate, dark: P.ink, light: P.slate, stripe: P.gold }),
    { draw: serverRack, under: metalPlates, frames: frames(4) },
    { outer: P.night, inner: P.ink, light: P.cyan },
  ),
  arcade: biome(
    checker({ a: P.ink, b: P.darkSlate, shine: P.plum }),
    wall({ ...METAL, topLight: P.magenta, faceLight: P.plum }, 'panel'),
    pottedPlant({ light: P.leaf, mid: P.green, dark: P.forest, pot: P.magenta }),
    rug({ base: P.plum, pattern: P.magenta, trim: P.gold }),
    { draw: arcadeCabinet, under: checker({ a: P.ink, b: P.darkSlate, shine: P.plum }), frames: frames(3) },
    { outer: P.night, inner: P.plum, light: P.magenta },
  ),
  library: biome(
    woodFloor,
    wall(WOOD, 'wood'),
    pottedPlant({ light: P.leaf, mid: P.green, dark: P.forest, pot: P.clay }),
    rug({ base: P.wine, pattern: P.rust, trim: P.gold }),
    { draw: bookshelf, under: woodFloor },
    { outer: P.night, inner: P.darkBrown, light: P.brown },
  ),
  battlefield: biome(
    battleMud,
    { draw: sandbags({ bag: P.sand, light: P.sandLight, dark: P.clay }), under: battleMud },
    deadTree({ bark: P.grey, dark: P.slate }),
    mud({ base: P.clay, dark: P.brown, light: P.tan, puddle: P.slate }),
    { draw: crater({ rim: P.darkBrown, rimLight: P.tan, hole: P.darkBrown, deep: P.night }), under: battleMud },
    { outer: P.darkBrown, inner: P.brown, light: P.clay },
  ),
  station: biome(
    metalPlates,
    wall(METAL, 'panel'),
    pottedPlant({ light: P.cyan, mid: P.leaf, dark: P.green, pot: P.silver }),
    metalFloor({ base: P.grey, dark: P.slate, light: P.silver, stripe: P.cyan }),
    { draw: liquid({ base: P.navy, deep: P.ink, shine: P.cyan, bank: P.slate, lip: P.cyan }), frames: frames(3) },
    { outer: P.night, inner: P.navy, light: P.cyan },
  ),
  wasteland: biome(
    ash,
    wall(CONCRETE, 'rock'),
    deadTree({ bark: P.brown, dark: P.darkBrown }),
    sand({ base: P.sand, dark: P.clay, light: P.sandLight, edge: P.tan, edgeShade: P.brown }),
    {
      draw: liquid({ base: P.green, deep: P.forest, shine: P.yellow, bank: P.brown, lip: P.leaf }),
      frames: frames(3),
    },
    { outer: P.darkBrown, inner: P.brown, light: P.ochre },
  ),
  maze: biome(
    mazeGrass,
    wall(HEDGE, 'hedge'),
    bush({ light: P.green, mid: P.forest, dark: P.deepGreen }),
    sand({ base: P.grey, dark: P.slate, light: P.silver, edge: P.forest, edgeShade: P.deepGreen }),
    { draw: liquid({ base: P.ink, deep: P.night, shine: P.plum, bank: P.deepGreen, lip: P.slate }), frames: frames(3) },
    { outer: P.night, inner: P.deepGreen, light: P.plum },
  ),
};
