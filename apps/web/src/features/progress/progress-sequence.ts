import type { ProgressItem } from './progress-types';

/** What the progress layer shows right now: at most one notice, or one dialog (decision 0219). */
export interface ProgressStage {
  notice?: Exclude<ProgressItem, { kind: 'reward' | 'level4Offer' }>;
  dialog?: Extract<ProgressItem, { kind: 'reward' | 'level4Offer' }>;
}

const isDialog = (item: ProgressItem): item is NonNullable<ProgressStage['dialog']> =>
  item.kind === 'reward' || item.kind === 'level4Offer';

/** The level's own story: its banner and its Level Complete card come before its reward. */
const isLevelBanner = (item: ProgressItem) => item.kind === 'levelBanner' || item.kind === 'levelComplete';

/**
 * One thing at a time: a level's story first (its banner, then 'Level Complete!', even when the
 * experience that came with it was queued before — a mini-game's reward arrives that way), then the
 * other notices oldest first: experience and level-up toasts, achievement popups. A dialog (the reward, the level 4 question) waits only
 * for the level banners queued before it, then opens over the map; the toasts wait behind it. While
 * `held` (a game notice such as 'Welcome to …' is showing) no notice starts.
 */
export function progressStage(queue: readonly ProgressItem[], held = false): ProgressStage {
  const dialogAt = queue.findIndex(isDialog);
  const dialog = dialogAt >= 0 ? queue[dialogAt] : undefined;
  if (dialog && isDialog(dialog) && !queue.slice(0, dialogAt).some(isLevelBanner)) return { dialog };
  if (held) return {};
  const notice = queue.find(isLevelBanner) ?? queue.find((item) => !isDialog(item));
  return notice && !isDialog(notice) ? { notice } : {};
}
