import { useEffect } from 'react';
import { musicThemeForMap, type MusicTheme } from '@authentic/core';
import type { GameAudio } from '../../features/audio/game-audio';
import type { GameStore } from '../../features/game/engine/game-store';

/**
 * The game's sounds (spec 01 §4): a step, a bump, a pickup; music by map family that changes on
 * arrival; a special portal stops the music and plays the portal sound. Audio starts after the
 * player's first gesture (the audio feature's unlock).
 */
export function useGameSounds(
  store: GameStore<string>,
  audio: GameAudio,
  musicFor: (mapId: string) => MusicTheme | null = musicThemeForMap,
): void {
  useEffect(() => {
    audio.playMusic(musicFor(store.getSnapshot().mapId));
    const stop = store.onEvent((event) => {
      switch (event.type) {
        case 'step':
          audio.play('step');
          return;
        case 'bump':
          audio.play('bump');
          return;
        case 'pickup':
          audio.play('pickup');
          return;
        case 'arrived':
          if (event.from !== event.mapId) audio.play('portal');
          audio.playMusic(musicFor(event.mapId));
          return;
        case 'miniGameClosed':
          audio.playMusic(musicFor(event.mapId));
          return;
        case 'specialPortal':
          audio.stopMusic();
          audio.play('portal');
          return;
        default:
          return;
      }
    });
    return () => {
      stop();
      audio.stopMusic();
    };
  }, [store, audio, musicFor]);
}
