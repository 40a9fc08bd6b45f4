import type { Rng } from '../shared/rng.js';

/** Every sound effect the game plays; the web makes each one with Web Audio (decision 0181). */
export const SOUND_EFFECTS = [
  'step',
  'bump',
  'portal',
  'pickup',
  'levelComplete',
  'typing',
  'whisper',
  'flush',
  /** The home page's magical button. */
  'magic',
] as const;
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** Spec 01 §4: on entering level 4, a toilet flush 60% of the time, else the portal sound. */
export const LEVEL4_FLUSH_CHANCE = 0.6;

export function level4EntrySound(rng: Rng): Extract<SoundEffect, 'flush' | 'portal'> {
  return rng() < LEVEL4_FLUSH_CHANCE ? 'flush' : 'portal';
}
