import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { Toast } from '../../ui/toast';
import { AchievementPopup } from './achievement-popup';
import { LevelBanner, LevelCompleteBanner } from './level-banners';
import { Level4Offer } from './level4-offer';
import { experienceToastText } from './progress-texts';
import type { ProgressItem, ProgressSnapshot, ProgressSound, ProgressTracker } from './progress-tracker';
import { RewardModal } from './reward-modal';
import './progress.css';

/** How long the level-up message stays (the achievement notification's 5 s). */
export const LEVEL_UP_TOAST_MS = 5000;

/** The tracker's snapshot, read the React way (STYLE.md habit 4). */
export function useProgress(tracker: ProgressTracker): ProgressSnapshot {
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
}

/** True while the reward or the level 4 question is open: the game should not take keys then. */
export function progressDialogOpen(snapshot: ProgressSnapshot): boolean {
  return snapshot.queue.some((item) => item.kind === 'reward' || item.kind === 'level4Offer');
}

function first<K extends ProgressItem['kind']>(
  queue: readonly ProgressItem[],
  kind: K,
): Extract<ProgressItem, { kind: K }> | undefined {
  return queue.find((item): item is Extract<ProgressItem, { kind: K }> => item.kind === kind);
}

export interface ProgressLayerProps {
  tracker: ProgressTracker;
  /** 'Enter' on the level 4 question. */
  onEnterLevel4: () => void;
  /** Plays a sound of the audio feature ('levelComplete' when a level banner appears). */
  onSound?: (sound: ProgressSound) => void;
  /**
   * While a full-screen mini-game is open nothing shows: what is earned meanwhile waits in the
   * queue and appears, with its full time on screen, when the player is back on the map.
   */
  paused?: boolean;
}

/**
 * Everything progress shows over the game view: experience and level-up toasts, the achievement
 * popup, the level banners, the reward modal and the level 4 question. Items leave the tracker's
 * queue when they are done; one dialog shows at a time, oldest first.
 */
export function ProgressLayer({ tracker, onEnterLevel4, onSound, paused = false }: ProgressLayerProps) {
  const { queue } = useProgress(tracker);
  const playSound = useEffectEvent((sound: ProgressSound) => onSound?.(sound));

  useEffect(
    () =>
      tracker.onEvent((event) => {
        if (event.type === 'sound') playSound(event.sound);
      }),
    [tracker],
  );

  const toasts = queue.filter(
    (item): item is Extract<ProgressItem, { kind: 'xp' | 'levelUp' }> => item.kind === 'xp' || item.kind === 'levelUp',
  );
  const banner = first(queue, 'levelBanner');
  const complete = first(queue, 'levelComplete');
  const achievement = first(queue, 'achievement');
  const dialog = queue.find((item) => item.kind === 'reward' || item.kind === 'level4Offer');

  if (paused) return null;
  return (
    <div className="progress-layer">
      <div className="progress-banner-region" role="status">
        {banner && <LevelBanner key={banner.id} level={banner.level} onDone={() => tracker.dismiss(banner.id)} />}
      </div>
      {complete && (
        <LevelCompleteBanner key={complete.id} level={complete.level} onContinue={() => tracker.dismiss(complete.id)} />
      )}
      <div className="progress-achievements">
        {achievement && (
          <AchievementPopup
            key={achievement.id}
            achievement={achievement.achievement}
            onDone={() => tracker.dismiss(achievement.id)}
          />
        )}
      </div>
      <div className="progress-toasts">
        {toasts.map((item) =>
          item.kind === 'xp' ? (
            <Toast
              key={item.id}
              message={experienceToastText(item.amount, item.reason)}
              type="success"
              onClose={() => tracker.dismiss(item.id)}
            />
          ) : (
            <Toast
              key={item.id}
              message={item.message}
              type="info"
              duration={LEVEL_UP_TOAST_MS}
              onClose={() => tracker.dismiss(item.id)}
            />
          ),
        )}
      </div>
      {dialog?.kind === 'reward' && (
        <RewardModal
          key={dialog.id}
          visible
          achievementId={dialog.achievementId}
          onClose={() => tracker.dismiss(dialog.id)}
        />
      )}
      {dialog?.kind === 'level4Offer' && (
        <Level4Offer
          key={dialog.id}
          message={dialog.message}
          onEnter={() => {
            tracker.dismiss(dialog.id);
            onEnterLevel4();
          }}
          onDismiss={() => tracker.dismiss(dialog.id)}
        />
      )}
    </div>
  );
}
