import { createGameAudio, type GameAudio } from './game-audio';

let instance: GameAudio | null = null;

/**
 * The app's one audio instance, made on first use. Nothing sounds until `unlock()` (see
 * installFirstGestureUnlock), so calling this early is harmless.
 */
export function getGameAudio(): GameAudio {
  instance ??= createGameAudio();
  return instance;
}
