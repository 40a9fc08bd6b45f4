import {
  ALL_ACHIEVEMENTS,
  addExperience,
  completeLevel,
  discoverArtifact,
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  LEVEL_COMPLETION_EXPERIENCE,
  levelForExperience,
  levelReachedAt,
  levelUp,
  miniGameReward,
  newlyUnlockedAchievements,
  PROGRESSION_MESSAGES,
  recordArtifactCreated,
  unlockAchievement,
  type AchievementDto,
  type GameLevelId,
  type MiniGameOutcome,
  type MiniGameResultResponse,
  type Position,
  type ProgressClaim,
  type QualifyingArtifacts,
} from '@authentic/core';
import {
  readLevelFlags,
  readRewardShown,
  readStoredAchievements,
  writeGuestProgress,
  writeLevelFlag,
  writeRewardShown,
  writeStoredAchievements,
} from './progress-storage';
import {
  MINI_GAME_REASONS,
  type ArtifactCreated,
  type ExperienceReason,
  type MiniGameStats,
  type NewItem,
  type Place,
  type ProgressEvent,
  type ProgressItem,
  type ProgressSnapshot,
  type ProgressTracker,
  type ProgressTrackerOptions,
} from './progress-types';
import { createServerSync } from './server-sync';
import { achievementStats, CLIENT_ASKED, initialGuestProgress } from './tracker-start';
import { openWin, placeWins, winItem, type WinDraft } from './win-draft';

export type {
  ExperienceReason,
  ProgressEvent,
  ProgressItem,
  ProgressSnapshot,
  ProgressSound,
  ProgressTracker,
  ProgressTrackerOptions,
  Schedule,
} from './progress-types';

/**
 * The player's progress on the game screen (decisions 0185–0189): levels, experience and
 * achievements, kept in local storage for guests and on the server for signed-in players, with a
 * queue of things for the progress layer to show. Plain TypeScript: time comes in as `schedule`.
 */
export function createProgressTracker(options: ProgressTrackerOptions): ProgressTracker {
  const { signedIn, storage, schedule } = options;
  const now = options.now ?? (() => new Date().toISOString());
  const server = signedIn ? options.server : undefined;

  let progress = initialGuestProgress(options);
  // Collected artifacts the caller counted before this session (signed in), plus those collected since.
  const collectedBefore = options.initial.stats?.artifactsCollected ?? 0;
  let completedLevels: readonly GameLevelId[] = [
    ...new Set([...options.initial.completedLevels, ...(signedIn ? [] : readLevelFlags(storage))]),
  ];
  let achievements: readonly AchievementDto[] = signedIn
    ? options.initial.achievements
    : [...options.initial.achievements, ...readStoredAchievements(storage)].reduce<readonly AchievementDto[]>(
        (list, achievement) => unlockAchievement(list, achievement),
        [],
      );
  let qualifying: QualifyingArtifacts = { ...(options.initial.qualifyingArtifacts ?? {}) };
  let queue: readonly ProgressItem[] = [];
  let nextId = 1;
  let disposed = false;
  let cancelLevel1: (() => void) | null = null;
  /** Where the player last stood, and the win being gathered into one card (decision 0242). */
  let here: Place | null = null;
  let win: WinDraft | null = null;
  const timers = new Set<() => void>();
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: ProgressEvent) => void>();

  const emit = (event: ProgressEvent) => {
    for (const listener of eventListeners) listener(event);
  };
  const sync = server
    ? createServerSync(
        server,
        (target, error) => emit({ type: 'saveFailed', target, error }),
        (granted) => {
          if (disposed) return;
          show(granted);
          commit();
        },
      )
    : null;

  function buildSnapshot(): ProgressSnapshot {
    return {
      experience: progress.experience,
      level: levelForExperience(progress.experience),
      completedLevels,
      achievements,
      discoveredArtifacts: progress.discoveredArtifacts,
      queue,
    };
  }
  let snapshot = buildSnapshot();

  function push(item: NewItem): void {
    queue = [...queue, { ...item, id: nextId++ } as ProgressItem];
  }

  /** Achievements the server granted (or listed) that this player has not been shown yet. */
  function show(granted: readonly AchievementDto[]): void {
    for (const achievement of granted) {
      if (achievements.some((had) => had.id === achievement.id)) continue;
      achievements = unlockAchievement(achievements, achievement);
      announce(achievement);
    }
  }

  /** A new achievement: on the card of the win that earned it, else its own popup. */
  function announce(achievement: AchievementDto): void {
    if (win) win.achievements.push(achievement);
    else push({ kind: 'achievement', achievement });
    emit({ type: 'achievementUnlocked', achievement });
  }

  /** After every change: new achievements, then save and tell the listeners. */
  let committedProgress = progress;

  function commit(): void {
    // Most steps change nothing: no storage writes, no re-render then.
    if (
      progress === committedProgress &&
      queue === snapshot.queue &&
      completedLevels === snapshot.completedLevels &&
      win === null
    ) {
      return;
    }
    const achievementsBefore = achievements;
    for (const achievement of newlyUnlockedAchievements(
      achievementStats(progress, collectedBefore),
      achievements,
      now(),
      signedIn ? CLIENT_ASKED : ALL_ACHIEVEMENTS,
    )) {
      achievements = unlockAchievement(achievements, achievement);
      announce(achievement);
      sync?.wantAchievement(achievement.id);
    }
    if (win) {
      push(winItem(win, progress.experience, win.game ? null : here)); // a mini-game's: placed on return
      win = null;
    }
    if (signedIn) {
      sync?.retry();
    } else {
      if (progress !== committedProgress) writeGuestProgress(storage, progress);
      if (achievements !== achievementsBefore) writeStoredAchievements(storage, achievements);
    }
    committedProgress = progress;
    snapshot = buildSnapshot();
    for (const listener of listeners) listener();
  }

  function later(fn: () => void, ms: number): () => void {
    const cancel = schedule(() => {
      timers.delete(cancel);
      if (!disposed) fn();
    }, ms);
    timers.add(cancel);
    return () => {
      timers.delete(cancel);
      cancel();
    };
  }

  /** Shows a gain; for a signed-in player the event that earns it goes to the server, which pays it. */
  function gain(amount: number, reason: ExperienceReason, claim?: ProgressClaim): void {
    if (claim) sync?.wantEvent(claim);
    const whole = Number.isFinite(amount) ? Math.floor(amount) : 0;
    if (whole <= 0) return;
    const result = addExperience(progress.experience, whole);
    if (!result.ok) return;
    const before = progress.experience;
    progress = { ...progress, experience: result.experience };
    if (win) {
      win.experience.push({ amount: whole, reason });
      return;
    }
    push({ kind: 'xp', amount: whole, reason });
    const up = levelUp(before, result.experience);
    if (up.leveledUp && up.message) push({ kind: 'levelUp', level: up.to, message: up.message });
  }

  function recordLevel(level: GameLevelId): void {
    const result = completeLevel(completedLevels, level);
    if (!result.firstTime) return;
    completedLevels = result.completed;
    writeLevelFlag(storage, level);
    win ??= openWin(progress.experience);
    win.level = level;
    emit({ type: 'levelCompleted', level });
    emit({ type: 'sound', sound: 'levelComplete' });
    // Level 4 reaches the server as a verified mini-game result, not as a claim.
    gain(result.experience, 'level', level === 'level4' ? undefined : { kind: 'levelComplete', level });
    if (level === 'level1' && !readRewardShown(storage)) {
      later(() => {
        // Once ever: another tab, or an earlier run of this one, may have shown it meanwhile.
        if (readRewardShown(storage)) return;
        writeRewardShown(storage);
        push({ kind: 'reward', achievementId: 'level1' });
        commit();
      }, LEVEL1_REWARD_POPUP_DELAY_MS);
    }
    if (level === 'level3' && !completedLevels.includes('level4')) {
      later(() => {
        push({ kind: 'level4Offer', message: PROGRESSION_MESSAGES.level4Offer });
        commit();
      }, LEVEL4_OFFER_DELAY_MS);
    }
  }

  function visit(mapId: string): void {
    if (!progress.visitedMaps.includes(mapId)) {
      progress = { ...progress, visitedMaps: [...progress.visitedMaps, mapId] };
    }
  }

  function place(mapId: string, position: Position): void {
    const now = { mapId, position };
    here = now;
    queue = placeWins(queue, now);
    if (mapId !== 'yosemite' && cancelLevel1) {
      cancelLevel1();
      cancelLevel1 = null;
    }
    const level = levelReachedAt({ mapId, position, qualifyingArtifacts: qualifying });
    if (level === 'level1') {
      if (cancelLevel1 || completedLevels.includes('level1')) return;
      cancelLevel1 = later(() => {
        cancelLevel1 = null;
        recordLevel('level1');
        commit();
      }, LEVEL1_ARRIVAL_DELAY_MS);
    } else if (level) {
      recordLevel(level);
    }
  }

  /** A public method: nothing after dispose, and one commit at the end. */
  const action =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A): void => {
      if (disposed) return;
      fn(...args);
      commit();
    };

  return {
    arrivedAt: action((mapId: string, position: Position) => {
      visit(mapId);
      place(mapId, position);
    }),
    steppedOn: action(place),
    artifactCreated: action(({ mapId, artifactId, level3Completed }: ArtifactCreated) => {
      progress = { ...progress, artifactsCreated: progress.artifactsCreated + 1 };
      // The create route granted what the creation earned: read it once the calls before are done.
      sync?.wantRefresh();
      if (level3Completed === false) return;
      if (level3Completed) {
        qualifying = { ...qualifying, level3: qualifying.level3 ?? artifactId };
        recordLevel('level3');
        return;
      }
      const had = Boolean(qualifying.level3);
      const outcome = recordArtifactCreated(qualifying, completedLevels, mapId, artifactId);
      qualifying = outcome.qualifyingArtifacts;
      if (!had && qualifying.level3) recordLevel('level3');
    }),
    artifactDiscovered: action((artifactId: string) => {
      const result = discoverArtifact(progress.discoveredArtifacts, artifactId);
      progress = { ...progress, discoveredArtifacts: [...result.discovered] };
      gain(result.experience, result.firstTime ? 'discovery' : 'revisit', { kind: 'discovery', artifactId });
    }),
    artifactCollected: action((artifactId: string) => {
      if (progress.collectedArtifacts.includes(artifactId)) return;
      // Decision 0232: a pickup is an event the server records (a player's artifact by its pickup
      // route, a built-in one by this claim); the answer lists the achievements it earned.
      sync?.wantEvent({ kind: 'collect', artifactId });
      progress = { ...progress, collectedArtifacts: [...progress.collectedArtifacts, artifactId] };
    }),
    quoteSaved: action((count: number) => {
      if (Number.isFinite(count) && count > progress.savedQuotes)
        progress = { ...progress, savedQuotes: Math.floor(count) };
    }),
    mapVisited: action(visit),
    gainExperience: action(gain),
    completeLevel: action(recordLevel),
    recordStats: action((changed: MiniGameStats) => {
      progress = {
        ...progress,
        terminalFinished: progress.terminalFinished || Boolean(changed.terminalFinished),
        textAdventureFinished: progress.textAdventureFinished || Boolean(changed.textAdventureFinished),
        shooterBestScore: Math.max(progress.shooterBestScore, changed.shooterBestScore ?? 0),
      };
    }),
    miniGameFinished: action((outcome: MiniGameOutcome) => {
      win = openWin(progress.experience, outcome.game);
      const reward = miniGameReward(
        {
          textAdventureFinished: progress.textAdventureFinished,
          terminalFinished: progress.terminalFinished,
          shooterBestScore: progress.shooterBestScore,
          level4Completed: completedLevels.includes('level4'),
        },
        outcome,
        achievements,
      );
      progress = {
        ...progress,
        textAdventureFinished: reward.record.textAdventureFinished,
        terminalFinished: reward.record.terminalFinished,
        shooterBestScore: reward.record.shooterBestScore,
      };
      gain(reward.gameExperience, MINI_GAME_REASONS[outcome.game]);
      if (reward.level4) {
        // recordLevel gives the level's 30; the rest of the level-4 reward is the score bonus.
        const bonus = reward.level4.experience - LEVEL_COMPLETION_EXPERIENCE.level4;
        recordLevel('level4');
        gain(bonus, 'shooter');
      }
    }),
    miniGameRewarded: action((game: MiniGameOutcome['game'], answer: MiniGameResultResponse) => {
      const before = progress.experience;
      const total = Math.max(before, answer.experience);
      progress = {
        ...progress,
        experience: total,
        textAdventureFinished: progress.textAdventureFinished || game === 'textAdventure',
        terminalFinished: progress.terminalFinished || game === 'terminal',
        shooterBestScore: Math.max(progress.shooterBestScore, answer.score ?? 0),
      };
      const draft = openWin(before, game);
      win = draft;
      if (answer.gained.game > 0)
        draft.experience.push({ amount: answer.gained.game, reason: MINI_GAME_REASONS[game] });
      if (answer.levelCompleted && !completedLevels.includes(answer.levelCompleted)) {
        completedLevels = [...completedLevels, answer.levelCompleted];
        writeLevelFlag(storage, answer.levelCompleted);
        draft.level = answer.levelCompleted;
        emit({ type: 'levelCompleted', level: answer.levelCompleted });
        emit({ type: 'sound', sound: 'levelComplete' });
      }
      if (answer.gained.level > 0) draft.experience.push({ amount: answer.gained.level, reason: 'level' });
      show(answer.achievements);
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    dismiss(itemId) {
      if (!queue.some((item) => item.id === itemId)) return;
      queue = queue.filter((item) => item.id !== itemId);
      snapshot = buildSnapshot();
      for (const listener of listeners) listener();
    },
    dispose() {
      disposed = true;
      for (const cancel of [...timers]) cancel();
      timers.clear();
      sync?.dispose();
      listeners.clear();
      eventListeners.clear();
    },
  };
}
