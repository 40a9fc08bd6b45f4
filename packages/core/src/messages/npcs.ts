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
