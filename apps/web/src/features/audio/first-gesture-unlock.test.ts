import { describe, expect, it, vi } from 'vitest';
import { installFirstGestureUnlock } from './first-gesture-unlock';

function fakeAudio(unlocksOnCall: number) {
  let calls = 0;
  return {
    unlock: vi.fn(() => {
      calls += 1;
    }),
    isUnlocked: () => calls >= unlocksOnCall,
  };
}

describe('installFirstGestureUnlock', () => {
  it.each(['pointerdown', 'keydown', 'touchstart'])('unlocks on the first %s and then stops listening', (type) => {
    const target = new EventTarget();
    const audio = fakeAudio(1);
    installFirstGestureUnlock(audio, target);
    expect(audio.unlock).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(audio.unlock).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next gesture when the browser did not count the first', () => {
    const target = new EventTarget();
    const audio = fakeAudio(2);
    installFirstGestureUnlock(audio, target);
    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('touchend'));
    target.dispatchEvent(new Event('click'));
    expect(audio.unlock).toHaveBeenCalledTimes(2);
  });

  it('listens on the window by default and can be removed before any gesture', () => {
    const audio = fakeAudio(1);
    const remove = installFirstGestureUnlock(audio);
    remove();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(audio.unlock).not.toHaveBeenCalled();
  });
});
