/** NPC talk (spec 01 §8, Worlds and pages). */
export const NPC_MESSAGES = {
  interactFailed: 'Failed to interact with NPC',
} as const;

/** The Yosemite guide's quest (spec 01 §3): its title is the spec's, the rest is ours (decision 0113). */
export const VALLEYS_SECRETS_TEXTS = {
  title: "Valley's Secrets",
  description:
    'The Yosemite Guide says the valley keeps its secrets for those who look closely. Talk to John Muir, find an artifact hidden in the valley and step through one of its special portals.',
  talkToMuir: 'Talk to John Muir',
  findArtifact: 'Find an artifact in Yosemite',
  enterSpecialPortal: 'Step through one of the special portals (terminal, shooter or text adventure)',
  rewardItemName: 'Valley Explorer Badge',
  rewardItemDescription: "Awarded for uncovering the Valley's Secrets in Yosemite.",
} as const;

/** What the game screen says about quests (decision 0196): ours, the spec names none of these. */
export const QUEST_TEXTS = {
  acceptQuest: 'Accept Quest',
  questAccepted: 'Quest accepted',
  questComplete: 'Quest complete!',
  objectivesHeading: 'Objectives',
  reward: 'Reward: {exp} experience and the {item}',
  objectiveDone: 'done',
  objectiveNotDone: 'not done',
  trackerLabel: 'Quest: {title}',
  trackerCount: '{done}/{total} objectives done',
  trackerNext: 'Next: {objective}',
  badgesHeading: 'Badges',
  noBadges: 'No badges yet. Finish a quest to earn one.',
  completedToast: '{title} complete! +{exp} experience and the {item}',
  saveFailed: 'Your quest progress could not be saved to your account. It is kept in this browser.',
} as const;
