import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  DEFAULT_AUDIO_SETTINGS,
  normaliseAudioSettings,
  parseStoredAudioSettings,
} from './audio-settings.js';

describe('audio settings', () => {
  it('default to sound 0.5, music 0.3, not muted (spec 01 §9)', () => {
    expect(DEFAULT_AUDIO_SETTINGS).toEqual({ sound: 0.5, music: 0.3, muted: false });
  });

  it.each([
    [0.7, 0.7],
    [0, 0],
    [1, 1],
    [-0.2, 0],
    [1.5, 1],
    [Number.POSITIVE_INFINITY, 0.5],
    [Number.NaN, 0.5],
    ['0.8', 0.5],
    [undefined, 0.5],
  ])('clamp %s to %s (spec 01 §5)', (value, expected) => {
    expect(clampVolume(value, 0.5)).toBe(expected);
  });

  it('keep the good fields of a damaged value and default the rest', () => {
    expect(normaliseAudioSettings({ sound: 2, music: 'loud', muted: true })).toEqual({
      sound: 1,
      music: 0.3,
      muted: true,
    });
    expect(normaliseAudioSettings({ music: 0.1 })).toEqual({ sound: 0.5, music: 0.1, muted: false });
  });

  it('fall back to the defaults for anything that is not an object', () => {
    for (const value of [null, 42, 'x', [], undefined]) {
      expect(normaliseAudioSettings(value)).toEqual(DEFAULT_AUDIO_SETTINGS);
    }
  });

  it('read a stored string, or the defaults when it is missing or not JSON', () => {
    expect(parseStoredAudioSettings(JSON.stringify({ sound: 0.25, music: 0, muted: true }))).toEqual({
      sound: 0.25,
      music: 0,
      muted: true,
    });
    expect(parseStoredAudioSettings(null)).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(parseStoredAudioSettings('{not json')).toEqual(DEFAULT_AUDIO_SETTINGS);
  });
});
