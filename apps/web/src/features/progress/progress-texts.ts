import { formatMessage, type GameLevelId } from '@authentic/core';
import type { ExperienceReason } from './progress-tracker';

/**
 * Texts of the progress layer the spec leaves to us (decision 0188). The spec's own texts
 * ('Level Complete!', 'Achievement Unlocked!', '$1000 value', …) come from core's messages.
 */
export const PROGRESS_TEXTS = {
  levelBanner: 'Congratulations! You completed Level {n}!',
  /** The stage levels 1–4 of the story, told apart from the experience level ('XP level', decision 0242). */
  levelCompleteLevel: 'Level {n} of 4',
  earned: 'You earned',
  nothingNew: 'Nothing new this time: you earned this before.',
  achievementEarned: 'Achievement: {name}',
  /** The experience level a win reached, with its profile title. */
  newExperienceLevel: 'New {level}: {title}',
  /** The experience level after a win that did not raise it: 'XP level 1 · 20 / 250'. */
  experienceLevelNow: '{level} · {numbers}',
  gameWon: {
    terminal: 'Terminal challenge complete!',
    textAdventure: 'Text adventure complete!',
    platformer: 'Arcade challenge complete!',
  },
  stars: '3 of 3 stars',
  experienceGained: '+{amount} experience',
  achievementClose: 'Close achievement',
  rewardFree: 'Free',
  rewardName: 'Authentic Internet browser extension',
  rewardIntro: 'You reached Yosemite! Your reward is our browser extension, free for explorers.',
  rewardDownload: 'Download the extension',
  rewardStepsTitle: 'How to install it',
  rewardSteps: [
    'Open the extension store with the download link.',
    "Choose 'Add to browser' and confirm.",
    'Pin the extension to your toolbar and open it from there.',
  ],
  rewardImageAlt: 'The browser extension reward',
  rewardPlaceholder: 'Reward',
  level4Title: 'Level 4 unlocked',
  level4Enter: 'Enter',
  level4NotNow: 'Not now',
} as const;

/** Where the download link goes (decision 0188): the browser-extension store. */
export const EXTENSION_STORE_URL = 'https://chromewebstore.google.com/';

/** Spec 01 §4 and §9: an achievement shows 5 s, then a 0.5 s closing animation before removal. */
export const ACHIEVEMENT_POPUP_MS = 5000;
export const ACHIEVEMENT_CLOSE_MS = 500;

const REASON_LABELS: Readonly<Record<string, string>> = {
  level: 'level complete',
  discovery: 'new discovery',
  revisit: 'revisited',
  terminal: 'terminal challenge',
  textAdventure: 'text adventure',
  shooter: 'arcade challenge',
  quest: 'quest',
};

/** '+15 experience — new discovery'; unknown reasons give just the amount. */
export function experienceToastText(amount: number, reason: ExperienceReason): string {
  const text = formatMessage(PROGRESS_TEXTS.experienceGained, { amount });
  const label = REASON_LABELS[reason];
  return label ? `${text} — ${label}` : text;
}

export function levelNumber(level: GameLevelId): string {
  return level.replace('level', '');
}

export function levelBannerText(level: GameLevelId): string {
  return formatMessage(PROGRESS_TEXTS.levelBanner, { n: levelNumber(level) });
}
