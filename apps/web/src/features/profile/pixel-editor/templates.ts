import { OUTLINE, P } from '../../../ui/palette';
import { gridFromRows, resize, type GridSize, type PixelGrid } from './pixel-model';

/**
 * The starter: the game's default player standing, facing down, in the same colours and outline as
 * the sprites of the game (o outline, h hair, s skin, t shirt, d its shade, g trim, p trousers, f shoes).
 */
const CHARACTER_ROWS = [
  '....oooooooo....',
  '...ohhhhhhhho...',
  '...ohhhhhhhho...',
  '...ohssssssho...',
  '...ohsossosho...',
  '...ohssssssho...',
  '...ohssssssho...',
  '...oooooooooo...',
  '..otttttttdddo..',
  '..otttttttdddo..',
  '..otttttttdddo..',
  '..osggggggggso..',
  '...oooooooooo...',
  '....oppooppo....',
  '....offooffo....',
  '................',
];

const CHARACTER_COLOURS = {
  o: OUTLINE,
  h: P.brown,
  s: P.skin,
  t: P.blue,
  d: P.navy,
  g: P.gold,
  p: P.ink,
  f: P.darkBrown,
};

/** The starter character at a grid size (doubled for 32×32). */
export function starterCharacter(size: GridSize): PixelGrid {
  return resize(gridFromRows(CHARACTER_ROWS, CHARACTER_COLOURS), size);
}
