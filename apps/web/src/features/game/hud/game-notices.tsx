import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GAME_SCREEN_MESSAGES, MAP_MESSAGES } from '@authentic/core';
import type { GameStore } from '../engine/game-store';
import { dismissNotice, enqueueNotice, NOTICE_MS, type GameNotice } from './notice-queue';

/** The arrival text to show: the spec's 'Welcome back' names the place where it is known. */
export function arrivalText(banner: string, mapName: string): string {
  return banner === MAP_MESSAGES.welcomeBack && mapName ? GAME_SCREEN_MESSAGES.welcomeBackTo(mapName) : banner;
}

/** Notices from beyond the store (live presence): called with a way to show one; returns the way to stop. */
export type NoticeSource = (show: (text: string) => void) => () => void;

/**
 * The store's arrival banners and pickups as one queue of notices. Timing starts only when
 * `active` (after the loading screen), so a greeting is not spent while nobody can see it.
 */
export function useGameNotices(store: GameStore<string>, active: boolean, more?: NoticeSource): GameNotice | null {
  const banner = useSyncExternalStore(store.subscribe, () => store.getSnapshot().banner);
  const [queue, setQueue] = useState<readonly GameNotice[]>([]);
  const nextId = useRef(1);
  const seenBanner = useRef(0);

  useEffect(() => {
    if (!banner || banner.id === seenBanner.current) return;
    seenBanner.current = banner.id;
    const text = arrivalText(banner.text, store.getSnapshot().mapName);
    setQueue((before) => enqueueNotice(before, { id: nextId.current++, kind: 'arrival', text, bannerId: banner.id }));
  }, [banner, store]);

  useEffect(
    () =>
      store.onEvent((event) => {
        if (event.type !== 'pickup') return;
        const text = GAME_SCREEN_MESSAGES.pickedUp(event.artifact.name);
        setQueue((before) => enqueueNotice(before, { id: nextId.current++, kind: 'pickup', text }));
      }),
    [store],
  );

  useEffect(
    () =>
      more?.((text) => setQueue((before) => enqueueNotice(before, { id: nextId.current++, kind: 'presence', text }))),
    [more],
  );

  const head = queue[0] ?? null;
  useEffect(() => {
    if (!active || !head) return;
    const timer = window.setTimeout(() => {
      setQueue((before) => dismissNotice(before, head.id));
      if (head.bannerId !== undefined) store.clearBanner(head.bannerId);
    }, NOTICE_MS[head.kind]);
    return () => window.clearTimeout(timer);
  }, [active, head, store]);

  return head;
}

/** The notice line at the top edge of the map; the region stays so each new text is announced. */
export function GameNoticeLine({ notice }: { notice: GameNotice | null }) {
  return (
    <div className="game-notice-region" role="status">
      {notice && (
        <p key={notice.id} className={`game-notice game-notice-${notice.kind}`}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
