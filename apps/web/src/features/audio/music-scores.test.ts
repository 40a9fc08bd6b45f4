// @vitest-environment node
import { ADVENTURE_ENDING_MUSIC_VOLUME, ADVENTURE_MUSIC_VOLUME, MUSIC_THEMES } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { noteNameToMidi, parseVoice, THEME_SCORES } from './music-scores';

describe('music scores', () => {
  it('read note names as MIDI numbers', () => {
    expect(noteNameToMidi('A4')).toBe(69);
    expect(noteNameToMidi('C4')).toBe(60);
    expect(noteNameToMidi('F#4')).toBe(66);
    expect(noteNameToMidi('Bb3')).toBe(58);
    expect(() => noteNameToMidi('H2')).toThrow();
  });

  it('turn holds into longer notes and rests into silence', () => {
    const voice = parseVoice({ wave: 'square', level: 0.1, notes: 'C4 - - . | E4 . G4 -' });
    expect(voice.length).toBe(8);
    expect(voice.starts[0]).toEqual({ step: 0, steps: 3, midi: 60 });
    expect(voice.starts[3]).toBeUndefined();
    expect(voice.starts[4]).toEqual({ step: 4, steps: 1, midi: 64 });
    expect(voice.starts[6]).toEqual({ step: 6, steps: 2, midi: 67 });
  });

  it.each(MUSIC_THEMES)('has a %s theme whose voices loop together and are all valid notes', (theme) => {
    const score = THEME_SCORES[theme];
    const voices = score.voices.map(parseVoice);
    expect(voices.length).toBeGreaterThan(1);
    expect(new Set(voices.map((voice) => voice.length)).size).toBe(1);
    for (const voice of voices) {
      expect(voice.starts.some(Boolean)).toBe(true);
      expect(voice.level).toBeGreaterThan(0);
      expect(voice.level).toBeLessThanOrEqual(0.5);
    }
  });

  it('plays the map themes at the full music level and the adventure at 0.3 and its ending at 0.4', () => {
    expect(THEME_SCORES.overworld.gain ?? 1).toBe(1);
    expect(THEME_SCORES.adventure.gain).toBe(ADVENTURE_MUSIC_VOLUME);
    expect(THEME_SCORES.adventureEnding.gain).toBe(ADVENTURE_ENDING_MUSIC_VOLUME);
    expect([ADVENTURE_MUSIC_VOLUME, ADVENTURE_ENDING_MUSIC_VOLUME]).toEqual([0.3, 0.4]);
  });
});
