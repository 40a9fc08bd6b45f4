import type { MusicTheme } from '@authentic/core';
import { parseVoice, THEME_SCORES, type ParsedVoice } from './music-scores';
import { midiToFrequency, SILENT } from './synth-kit';

/** The timer the scheduler wakes up with; injected so tests can run it by hand. */
export interface MusicTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Lookahead scheduling ("A Tale of Two Clocks"): a coarse timer wakes every 25 ms and books every
 * note that starts within the next 120 ms on the audio clock, which is sample-accurate. A late timer
 * therefore never makes a late note.
 */
export const MUSIC_TICK_MS = 25;
export const MUSIC_LOOKAHEAD_S = 0.12;
/** Fade when a theme stops or is replaced, short enough to feel immediate, long enough not to click. */
export const MUSIC_FADE_S = 0.15;

export interface MusicPlayer {
  play(theme: MusicTheme): void;
  stop(): void;
  current(): MusicTheme | null;
}

interface Session {
  theme: MusicTheme;
  gain: GainNode;
  voices: readonly ParsedVoice[];
  stepSeconds: number;
  step: number;
  nextTime: number;
  timer: unknown;
  sounding: Set<OscillatorNode>;
}

const PARSED: Readonly<Record<MusicTheme, readonly ParsedVoice[]>> = {
  overworld: THEME_SCORES.overworld.voices.map(parseVoice),
  yosemite: THEME_SCORES.yosemite.voices.map(parseVoice),
  terminal: THEME_SCORES.terminal.voices.map(parseVoice),
  adventure: THEME_SCORES.adventure.voices.map(parseVoice),
  adventureEnding: THEME_SCORES.adventureEnding.voices.map(parseVoice),
};

/** Plays one looping theme at a time into `out` (the music bus). */
export function createMusicPlayer(ctx: BaseAudioContext, out: AudioNode, timers: MusicTimers): MusicPlayer {
  let session: Session | null = null;

  function bookNote(s: Session, voice: ParsedVoice, midi: number, start: number, seconds: number): void {
    const end = start + seconds;
    const osc = ctx.createOscillator();
    osc.type = voice.wave;
    osc.frequency.value = midiToFrequency(midi);
    const gain = ctx.createGain();
    gain.gain.value = 0;
    gain.gain.setValueAtTime(SILENT, start);
    gain.gain.linearRampToValueAtTime(voice.level, start + 0.015);
    gain.gain.setValueAtTime(voice.level, Math.max(start + 0.015, end - 0.06));
    gain.gain.exponentialRampToValueAtTime(SILENT, end);
    osc.connect(gain);
    gain.connect(s.gain);
    s.sounding.add(osc);
    osc.onended = () => {
      s.sounding.delete(osc);
      osc.disconnect();
      gain.disconnect();
    };
    osc.start(start);
    osc.stop(end + 0.02);
  }

  function book(s: Session): void {
    const now = ctx.currentTime;
    // After a long stall (a hidden tab throttles timers) pick up from now instead of rushing through
    // every missed note at once.
    if (s.nextTime < now) s.nextTime = now + 0.02;
    while (s.nextTime < now + MUSIC_LOOKAHEAD_S) {
      for (const voice of s.voices) {
        const started = voice.starts[s.step % voice.length];
        if (started) bookNote(s, voice, started.midi, s.nextTime, started.steps * s.stepSeconds * 0.95);
      }
      s.step += 1;
      s.nextTime += s.stepSeconds;
    }
  }

  function stop(): void {
    const s = session;
    if (!s) return;
    session = null;
    timers.clearInterval(s.timer);
    const now = ctx.currentTime;
    s.gain.gain.cancelScheduledValues(now);
    s.gain.gain.setValueAtTime(s.gain.gain.value, now);
    s.gain.gain.linearRampToValueAtTime(0, now + MUSIC_FADE_S);
    for (const osc of s.sounding) {
      try {
        osc.stop(now + MUSIC_FADE_S);
      } catch {
        // Already stopped: nothing to do.
      }
    }
    // Each note unplugs itself when it ends; the theme's own gain goes once the fade is over.
    timers.setTimeout(() => s.gain.disconnect(), (MUSIC_FADE_S + 0.1) * 1000);
  }

  function play(theme: MusicTheme): void {
    if (session?.theme === theme) return;
    stop();
    const gain = ctx.createGain();
    gain.gain.value = THEME_SCORES[theme].gain ?? 1;
    gain.connect(out);
    const s: Session = {
      theme,
      gain,
      voices: PARSED[theme],
      stepSeconds: 60 / THEME_SCORES[theme].bpm / 2,
      step: 0,
      nextTime: ctx.currentTime + 0.05,
      timer: undefined,
      sounding: new Set(),
    };
    session = s;
    book(s);
    s.timer = timers.setInterval(() => book(s), MUSIC_TICK_MS);
  }

  return { play, stop, current: () => session?.theme ?? null };
}
