import { Suspense, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { Toast } from '../../ui/toast';
import { experienceToastText } from './progress-texts';
import { progressStage } from './progress-sequence';
import type { ProgressItem, ProgressSnapshot, ProgressSound, ProgressTracker } from './progress-tracker';
import './progress.css';

// What a win, an achievement or a reward shows is not needed to start playing: it loads after the
// game is playable (preloadProgressDialogs, decision 0254), long before the first one is earned.
const WinCard = lazyWithPreload(
  () => import('./win-card'),
  (m) => m.WinCard,
);
const AchievementPopup = lazyWithPreload(
  () => import('./achievement-popup'),
  (m) => m.AchievementPopup,
);
const RewardModal = lazyWithPreload(
  () => import('./reward-modal'),
  (m) => m.RewardModal,
);
const Level4Offer = lazyWithPreload(
  () => import('./level4-offer'),
  (m) => m.Level4Offer,
);

/** Fetches the cards and dialogs of the progress layer; the game screen calls it once playable. */
export const preloadProgressDialogs = () =>
  Promise.all([WinCard.preload(), AchievementPopup.preload(), RewardModal.preload(), Level4Offer.preload()]);

/** How long the level-up message stays (the achievement notification's 5 s). */
export const LEVEL_UP_TOAST_MS = 5000;

/** The tracker's snapshot, read the React way (STYLE.md habit 4). */
export function useProgress(tracker: ProgressTracker): ProgressSnapshot {
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
}

/** True while the reward or the level 4 question is open: the game should not take keys then. */
export function progressDialogOpen(snapshot: ProgressSnapshot): boolean {
  return progressStage(snapshot.queue).dialog !== undefined;
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
  /** A game notice ('Welcome to …') is showing: toasts wait their turn, a win's card shows under it. */
  held?: boolean;
}

/**
 * Everything progress shows over the game view: experience and level-up toasts, the achievement
 * popup, a win's card ('Level Complete!'), the reward modal and the level 4 question. Items leave
 * the tracker's queue when they are done; one notice shows at a time (progressStage, decisions
 * 0219 and 0242), at the top edge of the map, away from the character.
 */
export function ProgressLayer({ tracker, onEnterLevel4, onSound, paused = false, held = false }: ProgressLayerProps) {
  const { queue } = useProgress(tracker);
  const playSound = useEffectEvent((sound: ProgressSound) => onSound?.(sound));

  useEffect(
    () =>
      tracker.onEvent((event) => {
        if (event.type === 'sound') playSound(event.sound);
      }),
    [tracker],
  );

  // The notice on screen stays until its own end, whatever comes meanwhile (decision 0242).
  const [showing, setShowing] = useState<number | null>(null);
  const { notice, dialog } = progressStage(queue, held, showing);
  const onScreen = paused ? null : (notice?.id ?? null);
  if (onScreen !== showing) setShowing(onScreen);
  const done = (item: ProgressItem) => () => tracker.dismiss(item.id);

  if (paused) return null;
  return (
    <div className="progress-layer">
      <div className={held && notice?.kind !== 'win' ? 'progress-notices progress-notices-lower' : 'progress-notices'}>
        <div className="progress-banner-region" role="status">
          {notice?.kind === 'win' && (
            // Each lazy piece waits in its own boundary with nothing in its place: a card or a dialog
            // shows over the map, so nothing moves while it loads (and once preloaded it does not wait).
            <Suspense fallback={null}>
              <WinCard key={notice.id} win={notice} onDone={done(notice)} />
            </Suspense>
          )}
        </div>
        {notice?.kind === 'achievement' && (
          <Suspense fallback={null}>
            <AchievementPopup key={notice.id} achievement={notice.achievement} onDone={done(notice)} />
          </Suspense>
        )}
        {notice?.kind === 'xp' && (
          <Toast
            key={notice.id}
            message={experienceToastText(notice.amount, notice.reason)}
            type="success"
            onClose={done(notice)}
          />
        )}
        {notice?.kind === 'levelUp' && (
          <Toast
            key={notice.id}
            message={notice.message}
            type="info"
            duration={LEVEL_UP_TOAST_MS}
            onClose={done(notice)}
          />
        )}
      </div>
      {dialog?.kind === 'reward' && (
        <Suspense fallback={null}>
          <RewardModal key={dialog.id} visible achievementId={dialog.achievementId} onClose={done(dialog)} />
        </Suspense>
      )}
      {dialog?.kind === 'level4Offer' && (
        <Suspense fallback={null}>
          <Level4Offer
            key={dialog.id}
            message={dialog.message}
            onEnter={() => {
              tracker.dismiss(dialog.id);
              onEnterLevel4();
            }}
            onDismiss={done(dialog)}
          />
        </Suspense>
      )}
    </div>
  );
}
