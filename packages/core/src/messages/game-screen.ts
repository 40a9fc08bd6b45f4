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
  portalRuleTouch:
    'Portals on the main road take you on the moment you stand on them. ' +
    "Yosemite's way back and the special portals (terminal, arcade, adventure) show a prompt and wait for Portal.",
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
  level: (level: number): string => `Level ${level}`,
  levelExperience: (level: number): string => `Level ${level} experience`,
  experienceValue: (experience: number, goal: number): string => `${experience} of ${goal} experience`,
  gameWorld: 'Game world',
  fullscreen: 'Full screen',
} as const;
