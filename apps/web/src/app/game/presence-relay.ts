import type { NoticeSource } from '../../features/game/hud/game-notices';
import type { OthersProvider } from '../../features/game/render/others-painter';
import type { PresenceSession } from './use-presence';

/** Nobody drawn yet: presence has not started. */
const NOBODY: readonly never[] = [];

/**
 * What the game screen holds of live presence before its code has loaded (issue 36: presence loads
 * after the game is playable, off the first load). The renderer and the notice line are given this
 * relay's `others` and `notices` at once; the lazy presence host fills it in when it starts.
 */
export function createPresenceRelay() {
  let session: PresenceSession | null = null;
  const listeners = new Set<() => void>();
  const noticeTargets = new Set<(text: string) => void>();
  const others: OthersProvider = (nowMs) => session?.others(nowMs) ?? NOBODY;
  const notices: NoticeSource = (show) => {
    noticeTargets.add(show);
    return () => noticeTargets.delete(show);
  };
  return {
    /** Where presence's own notices go: the notice line's listeners, kept from before presence loaded. */
    noticeTargets,
    others,
    notices,
    set(next: PresenceSession | null) {
      if (next === session) return;
      session = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => session,
  };
}

export type PresenceRelay = ReturnType<typeof createPresenceRelay>;
