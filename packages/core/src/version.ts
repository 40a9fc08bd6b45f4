/** The game version, reported by /api/health and in feedback device info. */
export const GAME_VERSION = '0.1.0';
