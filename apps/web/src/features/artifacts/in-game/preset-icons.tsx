import { PixelArt } from '../../../ui/pixel-art';

/**
 * The five preset icons of spec 01 §9, drawn by us as 12×12 pixel art. The chosen preset is sent as the
 * artifact's `type` (decision 0191); scroll, relic and key are also built-in kinds.
 */
export const ARTIFACT_PRESETS = ['scroll', 'relic', 'key', 'gem', 'book'] as const;
export type ArtifactPreset = (typeof ARTIFACT_PRESETS)[number];

export const PRESET_LABELS: Readonly<Record<ArtifactPreset, string>> = {
  scroll: 'Scroll',
  relic: 'Relic',
  key: 'Key',
  gem: 'Gem',
  book: 'Book',
};

const PALETTE = {
  k: '#14162b',
  p: '#f4e9cd',
  q: '#e8d9b0',
  b: '#a0522d',
  g: '#f2c14e',
  d: '#b8860b',
  s: '#5fa8d3',
  t: '#bfe3f5',
  v: '#7b5cd6',
  r: '#d1495b',
  w: '#ffffff',
} as const;

const ROWS: Readonly<Record<ArtifactPreset, readonly string[]>> = {
  scroll: [
    '............',
    '.bkkkkkkkkb.',
    'bbpppppppppb',
    '.kpkkkkkkpk.',
    '.kpppppppqk.',
    '.kpkkkkkpqk.',
    '.kpppppppqk.',
    '.kpkkkkppqk.',
    '.kpppppppqk.',
    'bbpppppppppb',
    '.bkkkkkkkkb.',
    '............',
  ],
  relic: [
    '.....kk.....',
    '....kggk....',
    '...kgwgdk...',
    '...kggddk...',
    '....kddk....',
    '.....kk.....',
    '....kggk....',
    '...kgggdk...',
    '..kgggdddk..',
    '..kggrrddk..',
    '..kkkkkkkk..',
    '............',
  ],
  key: [
    '............',
    '..kkkk......',
    '.kggggk.....',
    'kgwkkggk....',
    'kgk..kgk....',
    'kgk..kgkkkkk',
    'kggkkggggggk',
    '.kggggkkgkgk',
    '..kkkk..kkkk',
    '............',
    '............',
    '............',
  ],
  gem: [
    '............',
    '...kkkkkk...',
    '..ktsssssk..',
    '.ktwtssssvk.',
    'kkkkkkkkkkkk',
    '.ksssssssvk.',
    '..ksssssvk..',
    '...kssssk...',
    '....ksvk....',
    '.....kk.....',
    '............',
    '............',
  ],
  book: [
    '............',
    '.kkkkkkkkkk.',
    '.krrrrrrrrkk',
    '.krggggggrkp',
    '.krgrrrrgrkp',
    '.krggggggrkp',
    '.krrrrrrrrkp',
    '.krrrrrrrrkp',
    '.krrrrrrrrkp',
    '.kkkkkkkkkkp',
    '..pppppppppp',
    '............',
  ],
};

/** A preset icon; decorative unless given a label. */
export function PresetIcon({ preset, scale = 3, label }: { preset: ArtifactPreset; scale?: number; label?: string }) {
  return (
    <PixelArt rows={ROWS[preset]} palette={PALETTE} scale={scale} className="artifact-preset-icon" label={label} />
  );
}

export function isArtifactPreset(value: string | null | undefined): value is ArtifactPreset {
  return (ARTIFACT_PRESETS as readonly string[]).includes(value ?? '');
}
