// @vitest-environment node
import { DEFAULT_AUDIO_SETTINGS, SOUND_EFFECTS } from '@authentic/core';
import { describe, expect, it, vi } from 'vitest';
import { AUDIO_SETTINGS_KEY } from './audio-storage';
import {
  FakeAudioContext,
  type FakeGain,
  FakeOscillator,
  ManualTimers,
  memoryStorage,
  reaches,
  type FakeNode,
} from './fake-audio-context';
import { AUDIO_ENGINE } from './audio-engine';
import { createGameAudio, type GameAudioOptions } from './game-audio';
import { MUSIC_FADE_S } from './music-player';

function setup(options: GameAudioOptions = {}) {
  const ctx = new FakeAudioContext();
  const timers = new ManualTimers();
  const storage = memoryStorage();
  const createContext = vi.fn(() => ctx.asAudioContext());
  const audio = createGameAudio({ createContext, storage, timers, onError: vi.fn(), engine: AUDIO_ENGINE, ...options });
  return { ctx, timers, storage, createContext, audio };
}

/** The three buses: master feeds the speakers, sound and music feed master. */
function buses(ctx: FakeAudioContext) {
  const [master, ...rest] = ctx.gains().filter((gain) => gain.outputs.length > 0);
  if (!master || !master.outputs.includes(ctx.destination)) throw new Error('no master gain');
  const feeding = rest.filter((gain) => gain.outputs.includes(master));
  const [sound, music] = feeding;
  if (!sound || !music) throw new Error('no sound and music buses');
  return { master, sound, music };
}

const createdSince = (ctx: FakeAudioContext, count: number): FakeNode[] => ctx.nodes.slice(count);

describe('createGameAudio before the first gesture', () => {
  it('creates nothing and plays nothing, whatever the game asks', () => {
    const { ctx, createContext, audio } = setup();
    audio.play('step');
    audio.playMusic('overworld');
    audio.setMuted(true);
    audio.setSoundVolume(0.2);
    expect(createContext).not.toHaveBeenCalled();
    expect(ctx.nodes).toHaveLength(0);
    expect(audio.isUnlocked()).toBe(false);
    expect(audio.getSettings()).toEqual({ sound: 0.2, music: 0.3, muted: true });
  });
});

describe('createGameAudio after unlock', () => {
  it('starts the context with a master, a sound bus at 0.5 and a music bus at 0.3', () => {
    const { ctx, audio } = setup();
    audio.unlock();
    expect(ctx.resumeCalls).toBe(1);
    expect(audio.isUnlocked()).toBe(true);
    const { master, sound, music } = buses(ctx);
    expect(master.gain.value).toBe(1);
    expect(sound.gain.value).toBe(DEFAULT_AUDIO_SETTINGS.sound);
    expect(music.gain.value).toBe(DEFAULT_AUDIO_SETTINGS.music);
  });

  it('creates the context once, however many gestures unlock it', () => {
    const { createContext, audio } = setup();
    audio.unlock();
    audio.unlock();
    expect(createContext).toHaveBeenCalledTimes(1);
  });

  it.each(SOUND_EFFECTS)('plays %s through the sound bus, never the music bus, and lets it end', (effect) => {
    const { ctx, audio } = setup();
    audio.unlock();
    const { sound, music } = buses(ctx);
    ctx.currentTime = 10;
    const before = ctx.nodes.length;
    audio.play(effect);
    const made = createdSince(ctx, before);
    const sources = ctx.sources().filter((source) => made.includes(source));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startedAt).toBeGreaterThanOrEqual(10);
      expect(source.stoppedAt).toBeGreaterThan(source.startedAt ?? Number.POSITIVE_INFINITY);
    }
    const audible = sources.filter((source) => reaches(source, sound));
    expect(audible.length).toBeGreaterThan(0);
    expect(sources.some((source) => reaches(source, music))).toBe(false);
    // Everything has finished within a few seconds and unplugged itself.
    ctx.advance(5);
    expect(made.every((node) => node.outputs.length === 0)).toBe(true);
  });

  it('makes the flush last a couple of seconds and the step a blink', () => {
    const { ctx, audio } = setup();
    audio.unlock();
    const length = (effect: 'flush' | 'step') => {
      const before = ctx.nodes.length;
      audio.play(effect);
      const sources = ctx.sources().filter((source) => createdSince(ctx, before).includes(source));
      return Math.max(...sources.map((source) => source.stoppedAt ?? 0)) - ctx.currentTime;
    };
    expect(length('flush')).toBeGreaterThanOrEqual(2);
    expect(length('step')).toBeLessThan(0.2);
  });

  it('mute silences the master and stops making effects; unmute brings it back', () => {
    const { ctx, audio } = setup();
    audio.unlock();
    const { master } = buses(ctx);
    audio.setMuted(true);
    expect(master.gain.value).toBe(0);
    const before = ctx.nodes.length;
    audio.play('pickup');
    expect(ctx.nodes).toHaveLength(before);
    audio.setMuted(false);
    expect(master.gain.value).toBe(1);
    audio.play('pickup');
    expect(ctx.nodes.length).toBeGreaterThan(before);
  });

  it('clamps volumes to 0–1 and takes the default for a value that is not a number', () => {
    const { ctx, audio } = setup();
    audio.unlock();
    const { sound, music } = buses(ctx);
    audio.setSoundVolume(1.7);
    audio.setMusicVolume(-0.4);
    expect(audio.getSettings()).toEqual({ sound: 1, music: 0, muted: false });
    expect(sound.gain.value).toBe(1);
    expect(music.gain.value).toBe(0);
    audio.setSoundVolume(Number.NaN);
    audio.setMusicVolume(Number.NaN);
    expect(audio.getSettings()).toEqual(DEFAULT_AUDIO_SETTINGS);
  });
});

describe('music', () => {
  const musicOscillators = (ctx: FakeAudioContext, music: FakeGain) =>
    ctx.nodes.filter((node): node is FakeOscillator => node instanceof FakeOscillator && reaches(node, music));

  it('loops a theme through the music bus, booking notes ahead as the clock moves', () => {
    const { ctx, timers, audio } = setup();
    audio.unlock();
    const { music, sound } = buses(ctx);
    audio.playMusic('overworld');
    const first = musicOscillators(ctx, music).length;
    expect(first).toBeGreaterThan(0);
    expect(musicOscillators(ctx, sound)).toHaveLength(0);
    // Thirty seconds of ticks: several times round the loop, and never a note in the past.
    for (let i = 0; i < 1200; i += 1) {
      ctx.advance(0.025);
      const before = ctx.nodes.length;
      timers.tick();
      for (const node of createdSince(ctx, before)) {
        if (node instanceof FakeOscillator) expect(node.startedAt).toBeGreaterThanOrEqual(ctx.currentTime);
      }
    }
    expect(ctx.sources().length).toBeGreaterThan(first * 10);
  });

  it('keeps the same theme playing when asked again, and replaces it with another', () => {
    const { ctx, timers, audio } = setup();
    audio.unlock();
    const { music } = buses(ctx);
    audio.playMusic('overworld');
    const sessions = () => ctx.gains().filter((gain) => gain.outputs.includes(music));
    expect(sessions()).toHaveLength(1);
    audio.playMusic('overworld');
    expect(sessions()).toHaveLength(1);

    ctx.advance(1);
    timers.tick();
    const [overworld] = sessions();
    const old = musicOscillators(ctx, music).filter((osc) => osc.onended !== null);
    audio.playMusic('terminal');
    // The old loop fades out quickly and every note still booked stops with it.
    expect(overworld?.gain.lastValue()).toBe(0);
    for (const osc of old) expect(osc.stoppedAt).toBeLessThanOrEqual(ctx.currentTime + MUSIC_FADE_S);
    expect(timers.intervals.size).toBe(1);
    timers.flushTimeouts();
    expect(overworld?.disconnected).toBe(true);
    const [terminal] = sessions();
    expect(terminal).not.toBe(overworld);
    expect(musicOscillators(ctx, music).length).toBeGreaterThan(0);
  });

  it('stops on null or stopMusic, and books nothing more', () => {
    const { ctx, timers, audio } = setup();
    audio.unlock();
    audio.playMusic('yosemite');
    audio.stopMusic();
    expect(timers.intervals.size).toBe(0);
    const before = ctx.nodes.length;
    ctx.advance(2);
    timers.tick();
    expect(ctx.nodes).toHaveLength(before);

    audio.playMusic('terminal');
    expect(timers.intervals.size).toBe(1);
    audio.playMusic(null);
    expect(timers.intervals.size).toBe(0);
  });

  it('plays the adventure at 0.3 of the music bus and its ending at 0.4, each through the bus', () => {
    const { ctx, timers, audio } = setup();
    audio.unlock();
    const { music } = buses(ctx);
    const sessions = () => ctx.gains().filter((gain) => gain.outputs.includes(music));
    audio.playMusic('adventure');
    const [adventure] = sessions();
    expect(adventure?.gain.value).toBe(0.3);
    expect(musicOscillators(ctx, music).length).toBeGreaterThan(0);
    ctx.advance(1);
    timers.tick();
    audio.playMusic('adventureEnding');
    timers.flushTimeouts();
    const [ending] = sessions();
    expect(ending).not.toBe(adventure);
    expect(ending?.gain.value).toBe(0.4);
    expect(timers.intervals.size).toBe(1);
  });

  it('starts the theme asked for before the first gesture once audio is unlocked', () => {
    const { ctx, audio } = setup();
    audio.playMusic('yosemite');
    audio.playMusic('terminal');
    expect(ctx.nodes).toHaveLength(0);
    audio.unlock();
    const { music } = buses(ctx);
    expect(musicOscillators(ctx, music).length).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('persist across a new instance', () => {
    const storage = memoryStorage();
    const first = createGameAudio({ storage, createContext: () => null });
    first.setMuted(true);
    first.setSoundVolume(0.25);
    first.setMusicVolume(0.8);
    expect(JSON.parse(storage.data.get(AUDIO_SETTINGS_KEY) ?? 'null')).toEqual({
      sound: 0.25,
      music: 0.8,
      muted: true,
    });
    const second = createGameAudio({ storage, createContext: () => null });
    expect(second.getSettings()).toEqual({ sound: 0.25, music: 0.8, muted: true });
  });

  it('fall back to the defaults when storage holds something unusable or throws', () => {
    const damaged = memoryStorage({ [AUDIO_SETTINGS_KEY]: '{"sound":"loud"' });
    expect(createGameAudio({ storage: damaged }).getSettings()).toEqual(DEFAULT_AUDIO_SETTINGS);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const audio = createGameAudio({ storage: blocked });
    expect(audio.getSettings()).toEqual(DEFAULT_AUDIO_SETTINGS);
    audio.setMuted(true);
    expect(audio.getSettings().muted).toBe(true);
  });

  it('tell subscribers about real changes only, with a new snapshot each time', () => {
    const { audio } = setup();
    const listener = vi.fn();
    const unsubscribe = audio.subscribe(listener);
    const before = audio.getSettings();
    audio.setMusicVolume(0.3);
    expect(listener).not.toHaveBeenCalled();
    expect(audio.getSettings()).toBe(before);
    audio.setMusicVolume(0.6);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(audio.getSettings()).not.toBe(before);
    unsubscribe();
    audio.setMuted(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('without Web Audio', () => {
  it('is a silent no-op when the browser has no AudioContext', () => {
    const audio = createGameAudio({ storage: null });
    expect(() => {
      audio.unlock();
      audio.play('portal');
      audio.playMusic('overworld');
      audio.setMuted(true);
      audio.dispose();
    }).not.toThrow();
    expect(audio.isUnlocked()).toBe(false);
  });

  it('logs, and stays silent, when the context refuses to start', () => {
    const onError = vi.fn();
    const audio = createGameAudio({
      storage: null,
      onError,
      createContext: () => {
        throw new Error('not allowed');
      },
    });
    audio.unlock();
    audio.unlock();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(() => audio.play('bump')).not.toThrow();
  });
});

describe('dispose', () => {
  it('stops the music, closes the context and forgets listeners', () => {
    const { ctx, timers, audio } = setup();
    const listener = vi.fn();
    audio.subscribe(listener);
    audio.unlock();
    audio.playMusic('overworld');
    audio.dispose();
    expect(ctx.state).toBe('closed');
    expect(timers.intervals.size).toBe(0);
    audio.setMuted(true);
    expect(listener).not.toHaveBeenCalled();
    const before = ctx.nodes.length;
    audio.play('step');
    audio.unlock();
    expect(ctx.nodes).toHaveLength(before);
  });
});

describe('the engine', () => {
  it('loads on the first unlock when not given: the first sound waits for it and then plays, as does the music', async () => {
    const { ctx, audio } = setup({ engine: undefined });
    audio.playMusic('overworld');
    audio.unlock();
    const before = ctx.nodes.length;
    audio.play('step');
    expect(ctx.nodes).toHaveLength(before);
    await vi.waitFor(() => expect(ctx.nodes.length).toBeGreaterThan(before), { timeout: 5_000 });
    const settled = ctx.nodes.length;
    audio.play('step');
    expect(ctx.nodes.length).toBeGreaterThan(settled);
  });
});
