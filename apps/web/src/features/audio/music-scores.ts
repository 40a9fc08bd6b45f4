import { ADVENTURE_ENDING_MUSIC_VOLUME, ADVENTURE_MUSIC_VOLUME, type MusicTheme } from '@authentic/core';

/**
 * The music loops, written as one token per eighth note: a note name (C5, F#4, Bb3), '-' to hold the
 * previous note, '.' for a rest. Bars are separated by '|' for reading only. Every voice of a theme
 * has the same number of steps, so the loop stays in time (decision 0182).
 */
export interface VoiceScore {
  readonly wave: OscillatorType;
  readonly level: number;
  readonly notes: string;
}

export interface ThemeScore {
  readonly bpm: number;
  /** The theme's share of the music bus; 1 when left out (spec 02 §9: the adventure plays at 0.3 and 0.4). */
  readonly gain?: number;
  readonly voices: readonly VoiceScore[];
}

export const THEME_SCORES: Readonly<Record<MusicTheme, ThemeScore>> = {
  // Bright and bouncy in C major: open country.
  overworld: {
    bpm: 132,
    voices: [
      {
        wave: 'square',
        level: 0.12,
        notes: 'E5 - G5 - C6 - G5 - | A5 - G5 E5 - - C5 - | D5 - E5 F5 G5 - D5 - | C5 - - - . . . .',
      },
      {
        wave: 'triangle',
        level: 0.3,
        notes: 'C3 - G3 - C3 - G3 - | F3 - C4 - F3 - C4 - | G3 - D4 - G3 - B3 - | C3 - G3 - C3 - . .',
      },
    ],
  },
  // Slow and open in G major pentatonic: a valley at dusk.
  yosemite: {
    bpm: 84,
    voices: [
      {
        wave: 'triangle',
        level: 0.18,
        notes: 'D5 - - B4 - - G4 - | A4 - - B4 - D5 - - | E5 - - D5 - - B4 - | A4 - - - - - . .',
      },
      {
        wave: 'sine',
        level: 0.22,
        notes: 'G2 - - - D3 - - - | C3 - - - G3 - - - | E3 - - - B2 - - - | D3 - - - - - - -',
      },
    ],
  },
  // Tense in A minor with a pulsing bass: dungeons and the terminal.
  terminal: {
    bpm: 108,
    voices: [
      {
        wave: 'square',
        level: 0.13,
        notes: 'A4 . C5 . E5 . D5 C5 | B4 - . . G#4 - . . | A4 . C5 . E5 . F5 E5 | D5 - C5 - B4 - . .',
      },
      {
        wave: 'sawtooth',
        level: 0.16,
        notes: 'A2 A2 . A2 A2 . A2 . | E2 E2 . E2 E2 . E2 . | F2 F2 . F2 F2 . F2 . | E2 E2 . E2 G#2 . E2 .',
      },
    ],
  },
  // Hushed and searching in D dorian: candlelit rooms of the text adventure.
  adventure: {
    bpm: 80,
    gain: ADVENTURE_MUSIC_VOLUME,
    voices: [
      {
        wave: 'triangle',
        level: 0.3,
        notes: 'D5 - - F5 E5 - D5 - | C5 - - A4 - - . . | Bb4 - - D5 C5 - Bb4 - | A4 - - - - - . .',
      },
      {
        wave: 'sine',
        level: 0.35,
        notes: 'D3 - - - A2 - - - | F2 - - - C3 - - - | G2 - - - D3 - - - | A2 - - - C#3 - - -',
      },
    ],
  },
  // Warm and resolved in D major: the truth is written.
  adventureEnding: {
    bpm: 72,
    gain: ADVENTURE_ENDING_MUSIC_VOLUME,
    voices: [
      {
        wave: 'triangle',
        level: 0.28,
        notes: 'F#5 - - A5 - - D6 - | C#6 - - B5 - A5 - - | G5 - - B5 - - A5 - | F#5 - - E5 - D5 - -',
      },
      {
        wave: 'sine',
        level: 0.16,
        notes: 'A4 - - - - - - - | E4 - - - - - - - | B4 - - - - - - - | A4 - - - - - - -',
      },
      {
        wave: 'sine',
        level: 0.32,
        notes: 'D3 - - - A3 - - - | A2 - - - E3 - - - | G2 - - - D3 - - - | D3 - - - A2 - - -',
      },
    ],
  },
};

export interface ScoreNote {
  /** Step at which the note starts. */
  readonly step: number;
  /** How many steps it lasts, holds included. */
  readonly steps: number;
  readonly midi: number;
}

export interface ParsedVoice {
  readonly wave: OscillatorType;
  readonly level: number;
  readonly length: number;
  /** Index by step: the note starting there, if any. */
  readonly starts: ReadonlyArray<ScoreNote | undefined>;
}

const NOTE_OFFSETS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C4' → 60, 'F#4' → 66, 'Bb3' → 58. */
export function noteNameToMidi(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  const offset = match?.[1] === undefined ? undefined : NOTE_OFFSETS[match[1]];
  if (!match || offset === undefined || match[3] === undefined) throw new Error(`Not a note: ${name}`);
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  return 12 * (Number(match[3]) + 1) + offset + accidental;
}

export function parseVoice(voice: VoiceScore): ParsedVoice {
  const tokens = voice.notes.split(/\s+/).filter((token) => token !== '' && token !== '|');
  const starts: Array<ScoreNote | undefined> = tokens.map(() => undefined);
  let current: { step: number; steps: number; midi: number } | null = null;
  tokens.forEach((token, step) => {
    if (token === '-') {
      if (current) current.steps += 1;
      return;
    }
    current = token === '.' ? null : { step, steps: 1, midi: noteNameToMidi(token) };
    if (current) starts[step] = current;
  });
  return { wave: voice.wave, level: voice.level, length: tokens.length, starts };
}
