/** What the game says about a player-made world changing under the player (issue 25). */
export const WORLD_PLAY_TEXTS = {
  /** Shown when the world's maker published a new version while this player was in it. */
  updated: 'This world was just updated.',
} as const;

/** The page shown when a world cannot be played, and the world's overview panel in the game. */
export const WORLD_GAME_TEXTS = {
  notFoundHint: 'It may have been deleted, or it is private to its maker.',
  loadFailedHint: 'The world could not be loaded just now. Your progress is safe.',
  tryAgain: 'Try again',
  backToDashboard: 'Back to Dashboard',
  mainWorld: 'Main World',
  weather: 'Weather',
  weatherNow: (temperature: number, condition: string) => `${temperature}°C, ${condition}`,
  youAreAt: 'You are at',
  wayHome: 'Way home',
  cell: (row: number, column: number) => `row ${row}, column ${column}`,
  exitsHere: (cells: string) =>
    `The portal at ${cells} leads back to the Main World (press Space, or tap Portal, on it).`,
  or: ' or ',
  exitElsewhere: 'The way back to the Main World is on another map of this world.',
  characters: 'Characters',
  npcAt: (name: string, cell: string) => `${name}, at ${cell}`,
  openWorldPage: 'Open the world page',
  backToGame: 'Back to the game',
} as const;
