/** Spec 01 §3: the local-storage flag that hides the guide for good. */
export const WORLD_GUIDE_DISMISSED_KEY = 'world-guide-dismissed';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage may be missing or throw (private modes): the guide then shows, which is harmless. */
export function shouldShowWorldGuide(storage: FlagStorage | null | undefined): boolean {
  try {
    return storage?.getItem(WORLD_GUIDE_DISMISSED_KEY) !== 'true';
  } catch {
    return true;
  }
}

export function dismissWorldGuide(storage: FlagStorage | null | undefined): void {
  try {
    storage?.setItem(WORLD_GUIDE_DISMISSED_KEY, 'true');
  } catch {
    // Not remembered this time; the player can dismiss it again.
  }
}
