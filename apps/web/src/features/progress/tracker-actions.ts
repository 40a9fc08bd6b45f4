import {
  discoverArtifact,
  LEVEL_COMPLETION_EXPERIENCE,
  miniGameReward,
  recordArtifactCreated,
  type MiniGameOutcome,
  type MiniGameResultResponse,
} from '@authentic/core';
import { writeLevelFlag, type ProgressStorage } from './progress-storage';
import { MINI_GAME_REASONS, type ArtifactCreated, type MiniGameStats } from './progress-types';
import type { ServerSync } from './server-sync';
import type { TrackerLevels } from './tracker-levels';
import type { TrackerQueue } from './tracker-queue';
import type { TrackerState } from './tracker-state';
import { openWin } from './win-draft';

/** What making, finding and picking up artifacts does to progress (decisions 0220, 0232). */
export function artifactActions(s: TrackerState, queue: TrackerQueue, levels: TrackerLevels, sync: ServerSync | null) {
  return {
    artifactCreated({ mapId, artifactId, level3Completed }: ArtifactCreated) {
      s.progress = { ...s.progress, artifactsCreated: s.progress.artifactsCreated + 1 };
      // The create route granted what the creation earned: read it once the calls before are done.
      sync?.wantRefresh();
      if (level3Completed === false) return;
      if (level3Completed) {
        s.qualifying = { ...s.qualifying, level3: s.qualifying.level3 ?? artifactId };
        levels.recordLevel('level3');
        return;
      }
      const had = Boolean(s.qualifying.level3);
      const outcome = recordArtifactCreated(s.qualifying, s.completedLevels, mapId, artifactId);
      s.qualifying = outcome.qualifyingArtifacts;
      if (!had && s.qualifying.level3) levels.recordLevel('level3');
    },
    artifactDiscovered(artifactId: string) {
      const result = discoverArtifact(s.progress.discoveredArtifacts, artifactId);
      s.progress = { ...s.progress, discoveredArtifacts: [...result.discovered] };
      queue.gain(result.experience, result.firstTime ? 'discovery' : 'revisit', { kind: 'discovery', artifactId });
    },
    artifactCollected(artifactId: string) {
      if (s.progress.collectedArtifacts.includes(artifactId)) return;
      // Decision 0232: a pickup is an event the server records (a player's artifact by its pickup
      // route, a built-in one by this claim); the answer lists the achievements it earned.
      sync?.wantEvent({ kind: 'collect', artifactId });
      s.progress = { ...s.progress, collectedArtifacts: [...s.progress.collectedArtifacts, artifactId] };
    },
  };
}

/** A mini-game's records and rewards: a guest's reckoned here, a signed-in player's from the server's answer. */
export function miniGameActions(
  s: TrackerState,
  queue: TrackerQueue,
  levels: TrackerLevels,
  storage: ProgressStorage | null,
) {
  return {
    recordStats(changed: MiniGameStats) {
      s.progress = {
        ...s.progress,
        terminalFinished: s.progress.terminalFinished || Boolean(changed.terminalFinished),
        textAdventureFinished: s.progress.textAdventureFinished || Boolean(changed.textAdventureFinished),
        shooterBestScore: Math.max(s.progress.shooterBestScore, changed.shooterBestScore ?? 0),
      };
    },
    miniGameFinished(outcome: MiniGameOutcome) {
      s.win = openWin(s.progress.experience, outcome.game);
      const reward = miniGameReward(
        {
          textAdventureFinished: s.progress.textAdventureFinished,
          terminalFinished: s.progress.terminalFinished,
          shooterBestScore: s.progress.shooterBestScore,
          level4Completed: s.completedLevels.includes('level4'),
        },
        outcome,
        s.achievements,
      );
      s.progress = {
        ...s.progress,
        textAdventureFinished: reward.record.textAdventureFinished,
        terminalFinished: reward.record.terminalFinished,
        shooterBestScore: reward.record.shooterBestScore,
      };
      queue.gain(reward.gameExperience, MINI_GAME_REASONS[outcome.game]);
      if (reward.level4) {
        // recordLevel gives the level's 30; the rest of the level-4 reward is the score bonus.
        const bonus = reward.level4.experience - LEVEL_COMPLETION_EXPERIENCE.level4;
        levels.recordLevel('level4');
        queue.gain(bonus, 'shooter');
      }
    },
    miniGameRewarded(game: MiniGameOutcome['game'], answer: MiniGameResultResponse) {
      const before = s.progress.experience;
      s.progress = {
        ...s.progress,
        experience: Math.max(before, answer.experience),
        textAdventureFinished: s.progress.textAdventureFinished || game === 'textAdventure',
        terminalFinished: s.progress.terminalFinished || game === 'terminal',
        shooterBestScore: Math.max(s.progress.shooterBestScore, answer.score ?? 0),
      };
      const draft = openWin(before, game);
      s.win = draft;
      if (answer.gained.game > 0)
        draft.experience.push({ amount: answer.gained.game, reason: MINI_GAME_REASONS[game] });
      if (answer.levelCompleted && !s.completedLevels.includes(answer.levelCompleted)) {
        s.completedLevels = [...s.completedLevels, answer.levelCompleted];
        writeLevelFlag(storage, answer.levelCompleted);
        draft.level = answer.levelCompleted;
        queue.emit({ type: 'levelCompleted', level: answer.levelCompleted });
        queue.emit({ type: 'sound', sound: 'levelComplete' });
      }
      if (answer.gained.level > 0) draft.experience.push({ amount: answer.gained.level, reason: 'level' });
      queue.show(answer.achievements);
    },
  };
}
