import { ACHIEVEMENT_PREVIEW_MESSAGES, randomUnearnedAchievement, type AchievementDefinition } from '@authentic/core';
import { useCallback, useState } from 'react';
import { getGameAudio } from '../features/audio/game-audio-instance';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AchievementPreview } from '../features/progress/achievement-preview';
import { DevelopmentWorlds } from '../features/worlds/development-worlds';
import { useToast } from '../ui/toast';

interface Preview {
  /** A new key per press: a second press shows its popup afresh, with its full 5 s. */
  key: number;
  achievement: AchievementDefinition;
}

/**
 * The dashboard with its 'Test Achievement' preview (decision 0214): a random achievement the player
 * has not earned, in the real popup with the game's fanfare. Nothing is sent to the server. The
 * development worlds section comes from the worlds feature, so it is passed in here.
 */
export function DashboardRoute() {
  const { showToast } = useToast();
  const [preview, setPreview] = useState<Preview | null>(null);

  const testAchievement = useCallback(
    (earned: readonly { id: string }[]) => {
      const achievement = randomUnearnedAchievement(Math.random, earned);
      if (!achievement) {
        showToast(ACHIEVEMENT_PREVIEW_MESSAGES.allEarned, { type: 'info' });
        return;
      }
      // The press is a user gesture, so the audio may start here; muted settings still hold.
      const audio = getGameAudio();
      audio.unlock();
      audio.play('levelComplete');
      setPreview((current) => ({ key: (current?.key ?? 0) + 1, achievement }));
    },
    [showToast],
  );

  return (
    <>
      <DashboardPage onTestAchievement={testAchievement} worldsSection={<DevelopmentWorlds />} />
      {preview && (
        <AchievementPreview key={preview.key} achievement={preview.achievement} onDone={() => setPreview(null)} />
      )}
    </>
  );
}
