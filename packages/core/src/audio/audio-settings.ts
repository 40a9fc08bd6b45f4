import { z } from 'zod';

/** What the player chose for sound: two volumes in 0–1 and a mute switch (spec 01 §5, §9). */
export interface AudioSettings {
  readonly sound: number;
  readonly music: number;
  readonly muted: boolean;
}

/** Spec 01 §9: sound 0.5 by default, music 0.3; nothing is muted until the player says so. */
export const DEFAULT_AUDIO_SETTINGS: AudioSettings = Object.freeze({ sound: 0.5, music: 0.3, muted: false });

/** Spec 01 §5: volumes are clamped to 0–1. Anything that is not a finite number gives the fallback. */
export function clampVolume(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

/**
 * The stored shape. Each field is read on its own, so one damaged field (an old version, a hand edit)
 * falls back to its default without throwing away the others.
 */
const volume = (fallback: number) =>
  z
    .number()
    .refine(Number.isFinite)
    .transform((v) => clampVolume(v, fallback))
    .catch(fallback);

export const audioSettingsSchema = z.object({
  sound: volume(DEFAULT_AUDIO_SETTINGS.sound),
  music: volume(DEFAULT_AUDIO_SETTINGS.music),
  muted: z.boolean().catch(DEFAULT_AUDIO_SETTINGS.muted),
});

/** Settings from anything (parsed JSON, a partial object, garbage): always a valid value. */
export function normaliseAudioSettings(value: unknown): AudioSettings {
  const parsed = audioSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_AUDIO_SETTINGS;
}

/** Settings from a stored string, or the defaults when it is missing or not JSON. */
export function parseStoredAudioSettings(raw: string | null | undefined): AudioSettings {
  if (!raw) return DEFAULT_AUDIO_SETTINGS;
  try {
    return normaliseAudioSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_AUDIO_SETTINGS;
  }
}
