import { HOME_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { useCallback } from 'react';
import { getGameAudio } from '../features/audio/game-audio-instance';
import { useAuth } from '../lib/auth-provider';
import { HomePage } from '../features/home/home-page';
import { YourWorldsList } from '../features/worlds/your-worlds-list';
import { useCollectionSaver } from './use-collection-saver';

/** The home page with what other features bring to it: the player's worlds, the collection, a sound. */
export function HomeRoute() {
  const auth = useAuth();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const saver = useCollectionSaver(userId);
  const playMagic = useCallback(() => {
    // The press is a user gesture, so the audio may start here; muted settings still hold.
    const audio = getGameAudio();
    audio.unlock();
    audio.play('magic');
  }, []);

  return (
    <HomePage
      signedIn={userId !== null}
      onSaveQuote={saver.saveQuote}
      saveReady={saver.ready}
      yourWorlds={
        userId !== null && (
          <YourWorldsList label={SCREEN_MESSAGES.yourWorlds} emptyText={HOME_MESSAGES.yourWorldsEmpty} />
        )
      }
      onMagic={playMagic}
    />
  );
}
