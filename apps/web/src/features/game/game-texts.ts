/** The game screen's own words (spec texts stay in core's messages). */
export const GAME_TEXTS = {
  screen: 'Game',
  location: 'Location',
  /** The screen reader's line for where the character stands. */
  whereAmI: (mapName: string, row: number, column: number) => `${mapName}, row ${row}, column ${column}`,
  debugSpecialWorld: (world: string | null) => `Special world: ${world ?? 'none'}`,
  controls: 'Game controls',
  hideArtifacts: 'Hide Artifacts',
  showArtifacts: 'Show Artifacts',
  feedback: 'Feedback',
  saveQuote: 'Save Quote',
  goodbye: 'Goodbye',
  stillBeingBuilt: 'This part of the game is still being built.',
  backToGame: 'Back to the game',
  movement: 'Movement',
  actions: 'Actions',
} as const;
