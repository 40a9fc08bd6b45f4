import { describe, expect, it } from 'vitest';
import {
  LOCAL_GAME_STATE_AUTOSAVE_MS,
  LOCAL_GAME_STATE_KEYS,
  createInitialLocalGameState,
} from './local-game-state.js';
import {
  clearLocalGameState,
  initLocalGameState,
  loadLocalGameState,
  localStartPosition,
  localStateLogMessage,
  readLocalCheckpoint,
  saveLocalCheckpoint,
  saveLocalGameState,
  type LocalKeyValueStore,
} from './local-game-store.js';

/** An in-memory store that can be told to fail for some keys. */
function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const failReads = new Set<string>();
  const failWrites = new Set<string>();
  const store: LocalKeyValueStore = {
    getItem(key) {
      if (failReads.has(key)) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (failWrites.has(key)) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key) {
      data.delete(key);
    },
  };
  return { store, data, failReads, failWrites };
}

const K = LOCAL_GAME_STATE_KEYS;

function playedState() {
  const state = createInitialLocalGameState();
  return {
    ...state,
    player: { ...state.player, position: { x: 7, y: 3 }, experience: 120 },
    progress: { ...state.progress, level: 2, questsCompleted: ['valley'] },
  };
}

describe('initial state', () => {
  it('matches the spec', () => {
    expect(createInitialLocalGameState()).toEqual({
      player: { position: { x: 0, y: 0 }, inventory: [], health: 100, experience: 0 },
      inventory: [],
      progress: { level: 1, questsCompleted: [], areasUnlocked: ['Overworld'] },
      settings: { sound: true, music: true, notifications: true },
    });
    expect(LOCAL_GAME_STATE_AUTOSAVE_MS).toBe(300000);
  });
});

describe('loadLocalGameState', () => {
  it.each([
    ['nothing stored', undefined, 'missing'],
    ['corrupted JSON', '{"player": ', 'corrupt'],
    ['a number', '42', 'invalid'],
    ['no progress', JSON.stringify({ player: {}, inventory: [] }), 'invalid'],
    ['inventory not a list', JSON.stringify({ player: {}, inventory: {}, progress: {} }), 'invalid'],
    ['health as text', JSON.stringify({ player: { health: 'full' }, inventory: [], progress: {} }), 'invalid'],
  ])('starts fresh with %s', (_label, raw, problem) => {
    const { store } = memoryStore(raw === undefined ? {} : { [K.state]: raw });
    expect(loadLocalGameState(store)).toEqual({ state: createInitialLocalGameState(), problem });
  });

  it('starts fresh when the store cannot be read', () => {
    const { store, failReads } = memoryStore();
    failReads.add(K.state);
    expect(loadLocalGameState(store)).toEqual({ state: createInitialLocalGameState(), problem: 'unreadable' });
  });

  it('reads a saved state back, filling fields an older save lacks', () => {
    const { store } = memoryStore({
      [K.state]: JSON.stringify({ player: { experience: 40 }, inventory: [{ id: 'a1' }], progress: { level: 1 } }),
    });
    const { state, problem } = loadLocalGameState(store);
    expect(problem).toBeNull();
    expect(state.player).toEqual({ position: { x: 0, y: 0 }, inventory: [], health: 100, experience: 40 });
    expect(state.inventory).toEqual([{ id: 'a1' }]);
    expect(state.settings).toEqual({ sound: true, music: true, notifications: true });
  });
});

describe('saveLocalGameState', () => {
  it('writes the state and its backup', () => {
    const { store, data } = memoryStore();
    const state = playedState();
    expect(saveLocalGameState(store, state, createInitialLocalGameState())).toEqual({ ok: true, state });
    expect(JSON.parse(data.get(K.state)!)).toEqual(state);
    expect(JSON.parse(data.get(K.backup)!)).toEqual(state);
    expect(loadLocalGameState(store).state).toEqual(state);
  });

  it('hands back the last saved state when the store refuses', () => {
    const { store, data, failWrites } = memoryStore();
    const lastSaved = playedState();
    saveLocalGameState(store, lastSaved, createInitialLocalGameState());
    failWrites.add(K.state);
    const newer = { ...lastSaved, player: { ...lastSaved.player, experience: 999 } };
    expect(saveLocalGameState(store, newer, lastSaved)).toEqual({
      ok: false,
      reason: 'store-failed',
      state: lastSaved,
    });
    expect(JSON.parse(data.get(K.state)!)).toEqual(lastSaved);
  });

  it('refuses to save a state that is not valid', () => {
    const { store, data } = memoryStore();
    const broken = { ...playedState(), inventory: 'lots' } as unknown as ReturnType<typeof playedState>;
    const last = createInitialLocalGameState();
    expect(saveLocalGameState(store, broken, last)).toEqual({ ok: false, reason: 'invalid', state: last });
    expect(data.size).toBe(0);
  });

  it('still counts as saved when only the backup cannot be written', () => {
    const { store, failWrites } = memoryStore();
    failWrites.add(K.backup);
    expect(saveLocalGameState(store, playedState(), createInitialLocalGameState()).ok).toBe(true);
  });
});

describe('initLocalGameState', () => {
  it('uses the stored state when it is good', () => {
    const { store } = memoryStore({ [K.state]: JSON.stringify(playedState()) });
    expect(initLocalGameState(store)).toEqual({ state: playedState(), problem: null, source: 'stored' });
  });

  it('recovers from the backup when reading the state throws', () => {
    const { store, failReads } = memoryStore({ [K.backup]: JSON.stringify(playedState()) });
    failReads.add(K.state);
    const init = initLocalGameState(store);
    expect(init).toEqual({ state: playedState(), problem: 'unreadable', source: 'backup' });
    expect(localStateLogMessage(init)).toBe('The saved game could not be read; it was recovered from the backup.');
  });

  it('recovers from the backup when the state is corrupted, and repairs it', () => {
    const { store, data } = memoryStore({ [K.state]: 'not json', [K.backup]: JSON.stringify(playedState()) });
    expect(initLocalGameState(store).source).toBe('backup');
    expect(JSON.parse(data.get(K.state)!)).toEqual(playedState());
  });

  it('starts fresh when neither state nor backup can be used', () => {
    const { store } = memoryStore({ [K.state]: 'not json', [K.backup]: '{}' });
    expect(initLocalGameState(store)).toEqual({
      state: createInitialLocalGameState(),
      problem: 'corrupt',
      source: 'initial',
    });
  });

  it('starts a new player fresh without complaint', () => {
    const init = initLocalGameState(memoryStore().store);
    expect(init).toEqual({ state: createInitialLocalGameState(), problem: null, source: 'initial' });
    expect(localStateLogMessage(init)).toBeNull();
  });
});

describe('checkpoint', () => {
  it('round-trips and sets the start position', () => {
    const { store } = memoryStore();
    expect(localStartPosition(readLocalCheckpoint(store))).toEqual({ x: 0, y: 0 });
    expect(saveLocalCheckpoint(store, { mapName: 'Overworld 2', position: { x: 8, y: 6 } })).toBe(true);
    expect(readLocalCheckpoint(store)).toEqual({ mapName: 'Overworld 2', position: { x: 8, y: 6 } });
    expect(localStartPosition(readLocalCheckpoint(store))).toEqual({ x: 8, y: 6 });
  });

  it('ignores a broken checkpoint and reports a refused write', () => {
    const { store, failWrites } = memoryStore({ [K.checkpoint]: '{"mapName": 3}' });
    expect(readLocalCheckpoint(store)).toBeNull();
    failWrites.add(K.checkpoint);
    expect(saveLocalCheckpoint(store, { mapName: 'Yosemite', position: { x: 1, y: 1 } })).toBe(false);
  });

  it('is forgotten with the state', () => {
    const { store, data } = memoryStore();
    saveLocalCheckpoint(store, { mapName: 'Yosemite', position: { x: 1, y: 1 } });
    saveLocalGameState(store, playedState(), createInitialLocalGameState());
    expect(clearLocalGameState(store)).toBe(true);
    expect(data.size).toBe(0);
  });
});
