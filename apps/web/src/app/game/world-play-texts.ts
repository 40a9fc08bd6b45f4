/** What the game says about a player-made world changing under the player (issue 25). */
export const WORLD_PLAY_TEXTS = {
  /** Shown when the world's maker published a new version while this player was in it. */
  updated: 'This world was just updated.',
} as const;
