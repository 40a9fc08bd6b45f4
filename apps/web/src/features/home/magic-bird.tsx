import { HOME_MESSAGES } from '@authentic/core';
import { PixelArt } from '../../ui/pixel-art';

/** A bluebird facing right, wings up, then wings down; the two frames alternate while it flies. */
const WINGS_UP = [
  '......vv......',
  '......vvv.....',
  '.......vvv....',
  '........vv.bb.',
  'bb....bbbbbbey',
  '.bbbbbbpppbbyy',
  '..bbbpppppbb..',
  '....ppppp.....',
  '..............',
];

const WINGS_DOWN = [
  '..............',
  '..............',
  '..............',
  '...........bb.',
  'bb....bbbbbbey',
  '.bbbbbbvvvbbyy',
  '..bbbvvvvvbb..',
  '.....vvvv.....',
  '......vv......',
];

// The site's palette (styles/index.css): sky, violet, paper, gold and ink.
const PALETTE = { b: '#5fa8d3', v: '#7b5cd6', p: '#f4e9cd', y: '#f2c14e', e: '#14162b' };

/** The small pixel bird the magical button sets flying (its flight is CSS, in home.css). */
export function MagicBird() {
  return (
    <span className="magic-bird" role="img" aria-label={HOME_MESSAGES.birdLabel}>
      <PixelArt className="magic-bird-frame magic-bird-up" rows={WINGS_UP} palette={PALETTE} scale={4} />
      <PixelArt className="magic-bird-frame magic-bird-down" rows={WINGS_DOWN} palette={PALETTE} scale={4} />
    </span>
  );
}
