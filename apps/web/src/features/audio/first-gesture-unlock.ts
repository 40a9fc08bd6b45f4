import type { GameAudio } from './game-audio';

/**
 * Browsers only let sound start from a user gesture. These are the events that count; pointerup,
 * touchend and click are there too because some browsers (iOS Safari) grant the permission on them
 * rather than on pointerdown or touchstart.
 */
export const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'pointerup', 'touchend', 'click'] as const;

/**
 * Unlocks the audio on the player's first gesture. Listening stops as soon as the audio runs; if a
 * gesture did not count (the context stayed suspended), the next one tries again. Returns a remover.
 */
export function installFirstGestureUnlock(
  audio: Pick<GameAudio, 'unlock' | 'isUnlocked'>,
  target: EventTarget = window,
): () => void {
  const remove = () => {
    for (const type of UNLOCK_EVENTS) target.removeEventListener(type, onGesture, true);
  };
  function onGesture(): void {
    audio.unlock();
    if (audio.isUnlocked()) remove();
  }
  for (const type of UNLOCK_EVENTS) target.addEventListener(type, onGesture, { capture: true, passive: true });
  return remove;
}
