import type { SoundEffect } from '@authentic/core';
import { midiToFrequency, noise, tone, wobble } from './synth-kit';

/** Makes one sound effect into `out`, starting at context time `t`. */
export type EffectRecipe = (ctx: BaseAudioContext, out: AudioNode, t: number) => void;

const note = midiToFrequency;

/** Which foot stepped last: footsteps alternate between two pitches. */
let foot = 0;

/**
 * The game's sound effects, each a few lines of synthesis (decision 0181). Levels are chosen so the
 * effects sit at about the same loudness; the player's sound volume scales them all.
 */
export const EFFECT_RECIPES: Readonly<Record<SoundEffect, EffectRecipe>> = {
  // A soft footfall (issue 24): a short, low tick of band-passed noise with a faint thump under it,
  // the feet taking turns a little higher and lower, so a walk sounds like a walk, not a clock.
  step: (ctx, out, t) => {
    foot = 1 - foot;
    noise(ctx, out, {
      start: t,
      peak: 0.32,
      attack: 0.004,
      release: 0.055,
      filter: 'bandpass',
      freq: (foot ? 760 : 640) + Math.random() * 140,
      q: 1.1,
    });
    tone(ctx, out, { type: 'sine', freq: foot ? 105 : 95, to: 60, start: t, peak: 0.1, release: 0.05 });
  },
  // Walking into a wall: a low thud that drops in pitch.
  bump: (ctx, out, t) => {
    tone(ctx, out, { type: 'sine', freq: 140, to: 50, start: t, peak: 0.6, release: 0.2 });
    noise(ctx, out, { start: t, peak: 0.25, release: 0.06, filter: 'lowpass', freq: 500 });
  },
  // A rising sweep with a shimmer of trembling high notes on top.
  portal: (ctx, out, t) => {
    tone(ctx, out, { type: 'triangle', freq: 180, to: 1400, start: t, peak: 0.35, attack: 0.05, release: 0.8 });
    [88, 92, 95, 100].forEach((midi, i) => {
      const start = t + 0.15 + i * 0.1;
      const shimmer = tone(ctx, out, { type: 'sine', freq: note(midi), start, peak: 0.07, attack: 0.02, release: 0.5 });
      wobble(ctx, shimmer.frequency, 11, 30, start, start + 0.55);
    });
  },
  // Something enters the inventory (issue 24): two soft rising bell notes, sine over triangle,
  // no square edge, quieter than the portal.
  pickup: (ctx, out, t) => {
    [76, 83].forEach((midi, i) => {
      const start = t + i * 0.09;
      tone(ctx, out, { type: 'triangle', freq: note(midi), start, peak: 0.12, attack: 0.012, release: 0.28 });
      tone(ctx, out, { type: 'sine', freq: note(midi + 12), start, peak: 0.04, attack: 0.012, release: 0.2 });
    });
  },
  // A short fanfare: C E G and a held high C.
  levelComplete: (ctx, out, t) => {
    [72, 76, 79].forEach((midi, i) => {
      tone(ctx, out, { type: 'square', freq: note(midi), start: t + i * 0.12, peak: 0.14, release: 0.11 });
    });
    tone(ctx, out, { type: 'square', freq: note(84), start: t + 0.36, peak: 0.16, attack: 0.01, release: 0.7 });
    tone(ctx, out, { type: 'triangle', freq: note(60), start: t + 0.36, peak: 0.3, attack: 0.01, release: 0.7 });
  },
  // A typewriter key: a click of bright noise and a tiny blip.
  typing: (ctx, out, t) => {
    noise(ctx, out, { start: t, peak: 0.22, attack: 0.001, release: 0.02, filter: 'highpass', freq: 3500 });
    tone(ctx, out, {
      type: 'square',
      freq: 1800 + Math.random() * 300,
      start: t,
      peak: 0.03,
      attack: 0.001,
      release: 0.012,
    });
  },
  // Breath: band-passed noise that swells and fades while its colour drifts.
  whisper: (ctx, out, t) => {
    const filter = noise(ctx, out, {
      start: t,
      peak: 0.6,
      attack: 0.35,
      release: 0.9,
      filter: 'bandpass',
      freq: 1900,
      to: 1100,
      q: 3,
    });
    wobble(ctx, filter.frequency, 3, 250, t, t + 1.3);
  },
  // A toilet flush: rushing water whose filter falls, then a gurgle as the bowl empties.
  flush: (ctx, out, t) => {
    noise(ctx, out, { start: t, peak: 0.5, attack: 0.08, release: 2.3, filter: 'lowpass', freq: 3500, to: 250 });
    noise(ctx, out, {
      start: t + 0.1,
      peak: 0.12,
      attack: 0.2,
      release: 1.6,
      filter: 'bandpass',
      freq: 900,
      to: 400,
      q: 4,
    });
    const gurgle = tone(ctx, out, {
      type: 'sine',
      freq: 160,
      to: 80,
      start: t + 0.9,
      peak: 0.25,
      attack: 0.2,
      release: 1.3,
    });
    wobble(ctx, gurgle.frequency, 7, 45, t + 0.9, t + 2.4);
  },
  // A spell going off: a quick run up a major pentatonic scale, each note trembling, and a soft
  // swell of air underneath, like wings.
  magic: (ctx, out, t) => {
    [79, 81, 84, 86, 88, 91].forEach((midi, i) => {
      const start = t + i * 0.07;
      const twinkle = tone(ctx, out, {
        type: 'sine',
        freq: note(midi),
        start,
        peak: 0.12,
        attack: 0.01,
        release: 0.45,
      });
      wobble(ctx, twinkle.frequency, 9, 12, start, start + 0.5);
    });
    tone(ctx, out, {
      type: 'triangle',
      freq: note(67),
      to: note(79),
      start: t,
      peak: 0.18,
      attack: 0.05,
      release: 0.6,
    });
    noise(ctx, out, { start: t + 0.1, peak: 0.12, attack: 0.2, release: 0.5, filter: 'bandpass', freq: 2500, q: 2 });
  },
};
