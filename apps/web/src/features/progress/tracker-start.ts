import { ALL_ACHIEVEMENTS, type PlayerAchievementStats } from '@authentic/core';
import { readGuestProgress, type GuestProgress } from './progress-storage';
import type { ProgressTrackerOptions } from './progress-types';

/** Where a progress tracker starts (progress-tracker.ts): a guest's stored progress, and what a signed-in client asks for. */

/**
 * Decision 0232: what a signed-in player's client asks the server for. World Explorer rests on the
 * client's word (maps visited) and saved quotes are counted from the list the server holds; every
 * other achievement the server grants on its own when its recorded events earn it, and the client
 * shows what the server's answers list. Asking from local counts (discoveries seeded from viewed
 * artifacts, experience shown before it is paid) was what got 409s in normal play.
 */
export const CLIENT_ASKED = ALL_ACHIEVEMENTS.filter(
  ({ condition }) =>
    condition.kind === 'allMapsVisited' || (condition.kind === 'count' && condition.stat === 'savedQuotes'),
);

export function initialGuestProgress(options: ProgressTrackerOptions): GuestProgress {
  const { initial } = options;
  const stats = initial.stats ?? {};
  const stored = options.signedIn ? null : readGuestProgress(options.storage);
  const union = (a: readonly string[] | undefined, b: readonly string[] | undefined) => [
    ...new Set([...(a ?? []), ...(b ?? [])]),
  ];
  return {
    experience: Math.max(initial.experience, stored?.experience ?? 0),
    discoveredArtifacts: union(initial.discoveredArtifacts, stored?.discoveredArtifacts),
    collectedArtifacts: stored?.collectedArtifacts ?? [],
    artifactsCreated: Math.max(stats.artifactsCreated ?? 0, stored?.artifactsCreated ?? 0),
    savedQuotes: Math.max(stats.savedQuotes ?? 0, stored?.savedQuotes ?? 0),
    visitedMaps: union(stats.visitedMaps, stored?.visitedMaps),
    textAdventureFinished: Boolean(stats.textAdventureFinished) || Boolean(stored?.textAdventureFinished),
    terminalFinished: Boolean(stats.terminalFinished) || Boolean(stored?.terminalFinished),
    shooterBestScore: Math.max(stats.shooterBestScore ?? 0, stored?.shooterBestScore ?? 0),
  };
}

/** What the achievement rules read: the progress so far, and artifacts collected before this session. */
export function achievementStats(progress: GuestProgress, collectedBefore: number): PlayerAchievementStats {
  return {
    experience: progress.experience,
    discoveries: progress.discoveredArtifacts.length,
    artifactsCreated: progress.artifactsCreated,
    artifactsCollected: collectedBefore + progress.collectedArtifacts.length,
    savedQuotes: progress.savedQuotes,
    visitedMaps: progress.visitedMaps,
    textAdventureFinished: progress.textAdventureFinished,
    terminalFinished: progress.terminalFinished,
    shooterBestScore: progress.shooterBestScore,
  };
}
