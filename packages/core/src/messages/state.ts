/**
 * Spec 02 §8: local-state failures are only logged, so these texts are for
 * the log and the diagnostics panel, not shown to players as errors.
 */
export const LOCAL_STATE_MESSAGES = {
  saveFailed: 'Could not save the game locally; the last saved state was restored.',
  loadFailed: 'Could not read the saved game; starting fresh.',
  recoveredFromBackup: 'The saved game could not be read; it was recovered from the backup.',
  invalidState: 'The game state is not valid and was not saved.',
} as const;
