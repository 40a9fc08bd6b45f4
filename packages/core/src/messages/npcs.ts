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

/** Talking to NPCs in the game (issue 24, decision 0244): ours, the spec names none of these. */
export const NPC_TALK_TEXTS = {
  /** Said by an NPC who has no met-before greeting of their own, when the player comes back. */
  metBefore: 'Good to see you again, traveller. Here is something else worth hearing.',
  /** Talk pressed after the NPC in the prompt walked off (no key named: phones tap Talk). */
  outOfReach: '{name} walked out of reach. Step closer to talk.',
  /** Talk pressed with nobody near. */
  nobodyNear: 'Nobody is close enough to talk to. Stand next to someone first.',
  /** The server's answer to a guide's tip sent as a saved quote. */
  guideTipNotSaved: "A guide's tips are directions, not quotes: they cannot be saved to your collection.",
} as const;
