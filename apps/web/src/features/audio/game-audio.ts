import {
  clampVolume,
  DEFAULT_AUDIO_SETTINGS,
  type AudioSettings,
  type MusicTheme,
  type SoundEffect,
} from '@authentic/core';
import { logError } from '../../lib/error-log';
import { defaultSettingsStorage, readAudioSettings, writeAudioSettings, type SettingsStorage } from './audio-storage';
import type { AudioEngine } from './audio-engine';
import type { MusicPlayer, MusicTimers } from './music-player';

/** The game's sound: effects, a music loop per map family and the player's settings (decision 0181). */
export interface GameAudio {
  /** Call from a user gesture: creates or resumes the AudioContext. Before it nothing plays. */
  unlock(): void;
  /** True once the AudioContext runs. */
  isUnlocked(): boolean;
  play(effect: SoundEffect): void;
  /** Loops a theme; the same theme keeps playing, another replaces it, null stops. */
  playMusic(theme: MusicTheme | null): void;
  stopMusic(): void;
  setSoundVolume(volume: number): void;
  setMusicVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** The same object until a setting changes (a useSyncExternalStore snapshot). */
  getSettings(): AudioSettings;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export interface GameAudioOptions {
  /** Makes the AudioContext; defaults to the browser's. Returning null (or throwing) means silence. */
  createContext?: () => AudioContext | null;
  /** Where the settings persist; defaults to local storage, null keeps them for this visit only. */
  storage?: SettingsStorage | null;
  timers?: MusicTimers;
  /** Audio failures are only logged (spec 02 §8); defaults to the local error log, once per instance. */
  onError?: (error: unknown) => void;
  /** The sound makers at hand (tests); by default they load on the first unlock. */
  engine?: AudioEngine;
}

const loadEngine = async (): Promise<AudioEngine> => (await import('./audio-engine')).AUDIO_ENGINE;

type AudioContextConstructor = new () => AudioContext;

function browserAudioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  // Missing in old browsers and in jsdom; older Safari only has the prefixed one.
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor: AudioContextConstructor | undefined = scope.AudioContext ?? scope.webkitAudioContext;
  return Constructor ? new Constructor() : null;
}

const browserTimers: MusicTimers = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

interface Graph {
  ctx: AudioContext;
  master: GainNode;
  sound: GainNode;
  music: GainNode;
  /** Null until the engine has loaded. */
  player: MusicPlayer | null;
}

/** Audio failures are only logged (spec 02 §8), once per instance. */
function logOnce(): (error: unknown) => void {
  let reported = false;
  return (error: unknown) => {
    if (reported) return;
    reported = true;
    logError(`Audio: ${error instanceof Error ? error.message : String(error)}`, { level: 'warning' });
  };
}

/** The player's settings: kept, written to storage, and told to listeners when they change. */
function createSettingsStore(storage: SettingsStorage | null, onChange: (settings: AudioSettings) => void) {
  let settings = readAudioSettings(storage);
  const listeners = new Set<() => void>();
  return {
    get: () => settings,
    update(next: AudioSettings): void {
      if (next.sound === settings.sound && next.music === settings.music && next.muted === settings.muted) return;
      settings = Object.freeze({ ...next });
      writeAudioSettings(storage, settings);
      onChange(settings);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}

function applyGains(g: Graph, settings: AudioSettings): void {
  g.master.gain.value = settings.muted ? 0 : 1;
  g.sound.gain.value = settings.sound;
  g.music.gain.value = settings.music;
}

/** Master, sound and music gains on the context's destination. */
function buildGraph(ctx: AudioContext, settings: AudioSettings): Graph {
  const master = ctx.createGain();
  const sound = ctx.createGain();
  const music = ctx.createGain();
  sound.connect(master);
  music.connect(master);
  master.connect(ctx.destination);
  const g: Graph = { ctx, master, sound, music, player: null };
  applyGains(g, settings);
  return g;
}

export function createGameAudio(options: GameAudioOptions = {}): GameAudio {
  const storage = options.storage === undefined ? defaultSettingsStorage() : options.storage;
  const createContext = options.createContext ?? browserAudioContext;
  const timers = options.timers ?? browserTimers;
  const onError = options.onError ?? logOnce();
  const settings = createSettingsStore(storage, (next) => {
    if (graph) applyGains(graph, next);
  });
  let graph: Graph | null = null;
  /** No Web Audio here (or it refused to start): stay a silent no-op. */
  let unavailable = false;
  let disposed = false;
  /** The theme the game asked for, kept while locked so it starts on unlock. */
  let wantedTheme: MusicTheme | null = null;
  let engine: AudioEngine | null = options.engine ?? null;
  /** Effects asked for between the first gesture and the engine's arrival (a few milliseconds). */
  let waiting: SoundEffect[] = [];

  /** Once the engine is here, the music player joins the graph and the wanted theme starts. */
  function attachPlayer(g: Graph, ready: AudioEngine): void {
    if (disposed || graph !== g || g.player) return;
    g.player = ready.createMusicPlayer(g.ctx, g.music, timers);
    if (wantedTheme) g.player.play(wantedTheme);
    const effects = waiting;
    waiting = [];
    for (const effect of effects) playEffect(effect);
  }

  function playEffect(effect: SoundEffect): void {
    const now = settings.get();
    if (!graph || now.muted || now.sound === 0) return;
    if (!engine) {
      // The first gesture's own sound (a button that unlocks and plays at once) plays on arrival.
      if (waiting.length < 4) waiting.push(effect);
      return;
    }
    try {
      engine.EFFECT_RECIPES[effect](graph.ctx, graph.sound, graph.ctx.currentTime + 0.005);
    } catch (error) {
      onError(error);
    }
  }

  function resume(ctx: AudioContext): void {
    if (ctx.state === 'running') return;
    ctx.resume().catch(onError);
  }

  function playMusic(theme: MusicTheme | null): void {
    wantedTheme = theme;
    if (!graph?.player) return;
    try {
      if (theme) graph.player.play(theme);
      else graph.player.stop();
    } catch (error) {
      onError(error);
    }
  }

  /** The first gesture: the context, the graph, then the engine (loaded once). */
  function unlock(): void {
    if (disposed || unavailable) return;
    if (graph) {
      resume(graph.ctx);
      return;
    }
    try {
      const ctx = createContext();
      if (!ctx) {
        unavailable = true;
        return;
      }
      const g = buildGraph(ctx, settings.get());
      graph = g;
      resume(ctx);
      if (engine) attachPlayer(g, engine);
      else
        loadEngine()
          .then((loaded) => {
            engine = loaded;
            attachPlayer(g, loaded);
          })
          .catch(onError);
    } catch (error) {
      unavailable = true;
      graph = null;
      onError(error);
    }
  }

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    settings.clear();
    wantedTheme = null;
    const g = graph;
    graph = null;
    if (!g) return;
    try {
      g.player?.stop();
      g.master.disconnect();
      g.ctx.close().catch(onError);
    } catch (error) {
      onError(error);
    }
  }

  // Plain closures, not methods using `this`: React and event code may pass them around unbound.
  return {
    unlock,
    isUnlocked: () => graph?.ctx.state === 'running',
    play: playEffect,
    playMusic,
    stopMusic: () => playMusic(null),
    setSoundVolume: (volume) =>
      settings.update({ ...settings.get(), sound: clampVolume(volume, DEFAULT_AUDIO_SETTINGS.sound) }),
    setMusicVolume: (volume) =>
      settings.update({ ...settings.get(), music: clampVolume(volume, DEFAULT_AUDIO_SETTINGS.music) }),
    setMuted: (muted) => settings.update({ ...settings.get(), muted }),
    getSettings: settings.get,
    subscribe: settings.subscribe,
    dispose,
  };
}
