import { EFFECT_RECIPES } from './effect-recipes';
import { createMusicPlayer } from './music-player';

/**
 * What makes the sounds: the effect recipes and the music player. Loaded on the player's first
 * gesture (nothing can sound before it), so the game becomes playable without it.
 */
export const AUDIO_ENGINE = { EFFECT_RECIPES, createMusicPlayer };
export type AudioEngine = typeof AUDIO_ENGINE;
