import type { AudioSettings } from '@authentic/core';
import { useSyncExternalStore } from 'react';
import type { GameAudio } from './game-audio';

/** The audio settings as React state; re-renders only when a setting changes. */
export function useAudioSettings(audio: Pick<GameAudio, 'subscribe' | 'getSettings'>): AudioSettings {
  return useSyncExternalStore(audio.subscribe, audio.getSettings, audio.getSettings);
}
