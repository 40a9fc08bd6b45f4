/** Spec 01 §4: experience, levels, level completion. */
export const PROGRESSION_MESSAGES = {
  levelUp: 'You have leveled up, mighty warrior! You now have 2 adoring fans.',
  level4Offer: 'You have unlocked Level 4: The Hemingway Challenge! Ready to enter?',
  levelComplete: 'Level Complete!',
  /** Spec 01 §2: the button of the 'Level Complete!' banner. */
  continue: 'Continue',
  /** Spec 02 §2: the reward modal's button. */
  continueAdventure: 'Continue Adventure',
} as const;

/** Spec 01 §4, profile titles by experience. */
export const PROGRESSION_TITLES = {
  novice: 'Novice Adventurer',
  aspiring: 'Aspiring Explorer',
  seasoned: 'Seasoned Traveler',
  master: 'Master Adventurer',
  legendary: 'Legendary Explorer',
} as const;

/** Spec 02: the writer-themed challenge (level 4) placeholder. The spec names the buttons; the text is ours. */
export const WRITER_CHALLENGE_MESSAGES = {
  title: 'The Battleground Challenge',
  underDevelopment:
    'The real battleground challenge is still under development. Until it opens, you can complete this stand-in.',
  complete: 'Complete Challenge',
  exit: 'Exit Challenge',
} as const;

/**
 * Spec 01 §2: the dashboard's 'Test Achievement' button. It previews an achievement the player has not
 * earned, without granting it (decision 0214); the preview note and the all-earned line are ours.
 */
export const ACHIEVEMENT_PREVIEW_MESSAGES = {
  testAchievement: 'Test Achievement',
  previewNote: 'Preview — not earned yet',
  allEarned: 'You have earned every achievement. There is nothing left to preview!',
} as const;

/** Decision 0224: why the server refuses progress it cannot find in what it recorded. */
export const PROGRESS_EVENT_MESSAGES = {
  /** {experience}: the total the recorded events justify. */
  experienceNotRecorded:
    'Experience comes from what you do in the game; the server has recorded {experience} experience for you.',
  achievementNotEarned: 'This achievement is not earned yet.',
  completedMapsNotRecorded: 'A level counts as completed when you complete it in the game.',
  levelNotReached: 'This level cannot be completed yet.',
  level4ByChallenge: 'Level 4 is completed by winning the shooter challenge.',
  unknownArtifact: 'There is no such artifact to discover.',
  unknownQuest: 'There is no such quest.',
  questNotReached: 'This quest cannot be completed yet.',
  /** Decision 0232: a collect claim names neither a built-in artifact nor one the player holds. */
  unknownCollectable: 'There is no such artifact to collect.',
  /** Decision 0232: the artifact lies where the server has not seen the player arrive (Yosemite before level 1). */
  collectNotReached: 'This artifact cannot be collected yet.',
} as const;
