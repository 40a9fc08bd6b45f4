import { P } from '../../ui/palette';

/**
 * The world map's little pictures, one per look of a place: 10 × 10 art pixels in the one palette,
 * drawn by ui/pixel-art and framed by the overlay. A place's look is the game's biome for it (the game passes it in); any
 * look without a picture here shows the meadow.
 */
export interface PlacePicture {
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
}

const meadow: PlacePicture = {
  rows: [
    'gggdgggggg',
    'ggffffgggg',
    'gfgdddfggg',
    'gfgddddfdg',
    'gfdddddfgg',
    'ggfffffggg',
    'ggggbkgggg',
    'gdggbkgygg',
    'gggggggggg',
    'ggggggdggg',
  ],
  palette: { g: P.leaf, d: P.green, f: P.forest, b: P.brown, k: P.darkBrown, y: P.yellow },
};

const desert: PlacePicture = {
  rows: [
    'sssssssSss',
    'ssssccssss',
    'sscsccssss',
    'sscsccscss',
    'ssccccscss',
    'ssssccccss',
    'ssssCcssss',
    'SsssCCssss',
    'sssSSSsSss',
    'ssSSoSSSSs',
  ],
  palette: { s: P.sandLight, S: P.sand, o: P.ochre, c: P.green, C: P.forest },
};

const dungeon: PlacePicture = {
  rows: [
    'lmmmlmmmlm',
    'aaaaaaaaaa',
    'mmlmnnmlmm',
    'mmmnnnnmmm',
    'ayannnnaya',
    'aoannnnaoa',
    'mmmnnnnmmm',
    'aaannnnaaa',
    'lmmnnnnmml',
    'aaannnnaaa',
  ],
  palette: { l: P.grey, m: P.slate, a: P.darkSlate, n: P.night, o: P.orange, y: P.yellow },
};

const valley: PlacePicture = {
  rows: [
    'wwwwwwwwww',
    'wwwwmmmwww',
    'wwwmllmmww',
    'wwmlllmmmw',
    'wmllmmmmmm',
    'fdmmmmmfmm',
    'fdfmmmfdfm',
    'dfdfdfdfdf',
    'nccnnccnnc',
    'nnccnnccnn',
  ],
  palette: { w: P.blue, l: P.silver, m: P.grey, f: P.forest, d: P.green, n: P.navy, c: P.cyan },
};

const server: PlacePicture = {
  rows: [
    'mmmmmmmmmm',
    'mnnnnnnnnm',
    'mnccnnnnnm',
    'mnnccnnnnm',
    'mnccnnnnnm',
    'mnnnnccccm',
    'mnnnnnnnnm',
    'mmmmmmmmmm',
    'iiiimmiiii',
    'iimmmmmmii',
  ],
  palette: { m: P.slate, n: P.night, c: P.cyan, i: P.ink },
};

const arcade: PlacePicture = {
  rows: [
    'iiMMMMMMii',
    'iMppppppMi',
    'iMnncnnpMi',
    'iMnyyncpMi',
    'iMnnnnnpMi',
    'iMMMMMMMMi',
    'iMprpyppMi',
    'iMppppppMi',
    'iMppppppMi',
    'iMMMMMMMMi',
  ],
  palette: { i: P.ink, M: P.magenta, p: P.plum, n: P.night, c: P.cyan, y: P.yellow, r: P.red },
};

const library: PlacePicture = {
  rows: [
    'kkkkkkkkkk',
    'krrbbgyrbk',
    'krrbbgyrbk',
    'krrbbgyrbk',
    'kkkkkkkkkk',
    'kgyrrbbgyk',
    'kgyrrbbgyk',
    'kgyrrbbgyk',
    'kkkkkkkkkk',
    'wwwwwwwwww',
  ],
  palette: { k: P.darkBrown, r: P.wine, b: P.navy, g: P.forest, y: P.gold, w: P.brown },
};

const battlefield: PlacePicture = {
  rows: [
    'ttttttcttt',
    'tlttttttlt',
    'ttlttttltt',
    'tttlttlttt',
    'ttttlltttt',
    'ttttlltttt',
    'tttbttbttt',
    'ttbttttbtt',
    'tctttctttt',
    'ttttttttct',
  ],
  palette: { t: P.tan, c: P.clay, l: P.silver, b: P.brown },
};

const PICTURES: Readonly<Record<string, PlacePicture>> = {
  meadow,
  desert,
  dungeon,
  valley,
  server,
  arcade,
  library,
  battlefield,
};

export function placePicture(look: string): PlacePicture {
  return PICTURES[look] ?? meadow;
}
