import { P } from '../../../ui/palette';
import { PixelArt } from '../../../ui/pixel-art';
import type { Tool } from './editor-state';

/** Icons drawn on a 10×10 grid in the game's palette (o ink outline), light from the top left. */
const COLOURS = {
  o: P.ink,
  y: P.yellow,
  g: P.gold,
  r: P.rust,
  s: P.skin,
  p: P.pink,
  w: P.white,
  b: P.blue,
  c: P.cyan,
  n: P.navy,
  l: P.silver,
  k: P.grey,
};

const ICONS = {
  pencil: [
    '.......oo.',
    '......oppo',
    '.....oyooo',
    '....oygo..',
    '...oygo...',
    '..oygo....',
    '.oygo.....',
    '.osso.....',
    'oooo......',
    'oo........',
  ],
  eraser: [
    '..........',
    '....ooooo.',
    '...oppppo.',
    '..oppppooo',
    '.oppppolo.',
    'oppppolo..',
    'owwwwolo..',
    'olllllo...',
    '.ooooo....',
    '..........',
  ],
  fill: [
    '...oo.....',
    '..olwo....',
    '.olwwwo...',
    'olwwwwwo..',
    'okwwwwwbo.',
    '.okwwwbbbo',
    '..okwbbbbo',
    '...ok.obbo',
    '....o..oo.',
    '..........',
  ],
  eyedropper: [
    '.......oo.',
    '......orro',
    '.....orrro',
    '....ooroo.',
    '...ocoo...',
    '..ocwo....',
    '.ocwo.....',
    '.obo......',
    'obo.......',
    'oo........',
  ],
  mirror: [
    '....oo....',
    '.o..oo..o.',
    'oo..oo..oo',
    'obo.oo.obo',
    'obbooooobb',
    'obo.oo.obo',
    'oo..oo..oo',
    '.o..oo..o.',
    '....oo....',
    '..........',
  ],
  undo: [
    '..........',
    '...o......',
    '..oo......',
    '.oboooooo.',
    'obbbbbbbbo',
    '.obooooobo',
    '..oo...obo',
    '...o..obo.',
    '.....obo..',
    '.....oo...',
  ],
  redo: [
    '..........',
    '......o...',
    '......oo..',
    '.ooooooo..',
    'obbbbbbbbo',
    'oboooooob.',
    'obo...oo..',
    '.obo..o...',
    '..obo.....',
    '...oo.....',
  ],
} satisfies Record<Tool | 'mirror' | 'undo' | 'redo', string[]>;

export type IconName = keyof typeof ICONS;

export function ToolIcon({ name }: { name: IconName }) {
  return <PixelArt className="pixel-editor-icon" rows={ICONS[name]} palette={COLOURS} scale={3} />;
}
