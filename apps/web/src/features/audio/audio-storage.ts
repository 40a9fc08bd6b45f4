import { DEFAULT_AUDIO_SETTINGS, parseStoredAudioSettings, type AudioSettings } from '@authentic/core';

/** Local-storage key of the player's sound settings (decision 0183). */
export const AUDIO_SETTINGS_KEY = 'audio-settings';

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage, or null where it is missing or blocked (private modes). */
export function defaultSettingsStorage(): SettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Stored settings, checked field by field; the defaults when nothing usable is stored. */
export function readAudioSettings(storage: SettingsStorage | null): AudioSettings {
  try {
    return parseStoredAudioSettings(storage?.getItem(AUDIO_SETTINGS_KEY));
  } catch {
    return DEFAULT_AUDIO_SETTINGS;
  }
}

export function writeAudioSettings(storage: SettingsStorage | null, settings: AudioSettings): void {
  try {
    storage?.setItem(AUDIO_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A full or blocked storage: the settings hold for this visit only.
  }
}
