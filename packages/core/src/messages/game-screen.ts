/**
 * Texts of the game screen's own furniture (decision 0219): the HUD, the toolbar, the touch hint,
 * the item-picked-up notice, the named 'Welcome back' and the one sentence that explains portals.
 * Not spec texts: the spec's own game texts stay in SCREEN_MESSAGES and MAP_MESSAGES.
 */
export const GAME_SCREEN_MESSAGES = {
  /** On touch screens, in place of SCREEN_MESSAGES.gameHint (which speaks of keys). */
  gameHintTouch: 'Tap World Map to view the map | Tap Feedback to send feedback',
  /** The portal rule, the same words wherever it is explained (guide, World Guide panel, hint). */
  portalRule:
    'Portals on the main road take you on the moment you stand on them. ' +
    "Yosemite's way back and the special portals (terminal, arcade, adventure) show a prompt and wait for Space.",
  /**
   * The hint's second line (decision 0243): how the portals of the map the player is on behave. The
   * action is portalKey on keyboards, portalTap on touch screens.
   */
  portalsHere: {
    /** The map's one portal is on the main road. */
    roadOne: (destination: string): string =>
      `The portal here takes you on to ${destination} the moment you stand on it.`,
    road: 'Portals here take you on the moment you stand on them.',
    /** The map's one portal waits (a way back). */
    waitOne: (destination: string, action: string): string =>
      `The portal here leads back to ${destination}: stand on it and ${action}.`,
    wait: (action: string): string => `Portals here wait for you: stand on one and ${action}.`,
    mixed: (action: string): string =>
      `Portals on the main road take you on at once; the others wait: stand on one and ${action}.`,
  },
  portalKey: 'press Space',
  portalTap: 'tap Portal',
  /** A portal prompt (MAP_MESSAGES, 'Press SPACE to …') as a touch screen says it: 'Tap Portal to …'. */
  portalPromptTouch: (prompt: string): string => prompt.replace(/^Press SPACE\b/, 'Tap Portal'),
  /** On touch screens, in place of SCREEN_MESSAGES.talkHint. */
  talkHintTouch: 'Tap Talk to talk to {name}',
  /** 'Welcome back' (MAP_MESSAGES.welcomeBack, spec text) with the place named where it is known. */
  welcomeBackTo: (mapName: string): string => `Welcome back to ${mapName}`,
  pickedUp: (name: string): string => `${name} added to your inventory`,
  guest: 'Guest',
  hud: 'Player status',
  map: 'Map',
  /** The experience level, named apart from the story's Level 1–4 wherever both show (decision 0242). */
  level: (level: number): string => `XP level ${level}`,
  levelExperience: (level: number): string => `Experience level ${level}`,
  experienceValue: (experience: number, goal: number): string => `${experience} of ${goal} experience`,
  /** The numbers beside the HUD's bar: '120 / 250'. */
  experienceNumbers: (experience: number, goal: number): string => `${experience} / ${goal}`,
  gameWorld: 'Game world',
  fullscreen: 'Full screen',
} as const;
