import type { ProgressItem } from './progress-types';

/** What the progress layer shows right now: at most one notice, and at most one dialog (decisions 0219, 0242). */
export interface ProgressStage {
  notice?: Exclude<ProgressItem, { kind: 'reward' | 'level4Offer' }>;
  dialog?: Extract<ProgressItem, { kind: 'reward' | 'level4Offer' }>;
}

type Notice = NonNullable<ProgressStage['notice']>;
type Dialog = NonNullable<ProgressStage['dialog']>;

const isDialog = (item: ProgressItem): item is Dialog => item.kind === 'reward' || item.kind === 'level4Offer';
const isNotice = (item: ProgressItem): item is Notice => !isDialog(item);

/**
 * One calm sequence on the spec's clock. A dialog (the level-1 reward, the level-4 question) opens
 * when the tracker's timer queues it — 5.5 s and 3 s after its level — waiting for nothing. One
 * notice at a time at the top edge: a notice already on screen (`showing`) stays until its own end,
 * so nothing that interrupts it makes it show twice. Otherwise a win's card (a level, a mini-game)
 * comes first, then the other notices oldest first. While a dialog is open no new notice starts;
 * while `held` (a game notice such as 'Welcome to …' is showing) only a win's card starts, under it.
 */
export function progressStage(
  queue: readonly ProgressItem[],
  held = false,
  showing: number | null = null,
): ProgressStage {
  const dialog = queue.find(isDialog);
  const stage: ProgressStage = dialog ? { dialog } : {};
  const current = showing === null ? undefined : queue.find((item) => item.id === showing);
  if (current && isNotice(current)) return { ...stage, notice: current };
  if (dialog) return stage;
  const win = queue.find((item) => item.kind === 'win');
  if (win && isNotice(win)) return { notice: win };
  if (held) return stage;
  const notice = queue.find(isNotice);
  return notice ? { notice } : stage;
}
