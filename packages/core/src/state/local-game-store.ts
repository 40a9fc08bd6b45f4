import type { Position } from '../shared/geometry.js';
import { LOCAL_STATE_MESSAGES } from '../messages/state.js';
import {
  LOCAL_GAME_STATE_KEYS,
  createInitialLocalGameState,
  localCheckpointSchema,
  localGameStateSchema,
  type LocalCheckpoint,
  type LocalGameState,
} from './local-game-state.js';

/** The part of Web Storage the manager needs; any call may throw (quota, privacy mode). */
export interface LocalKeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type LocalStateProblem = 'missing' | 'unreadable' | 'corrupt' | 'invalid';

export type LocalStateRead = { ok: true; state: LocalGameState } | { ok: false; problem: LocalStateProblem };

function readValidated(store: LocalKeyValueStore, key: string): LocalStateRead {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (raw === null) return { ok: false, problem: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  const result = localGameStateSchema.safeParse(parsed);
  return result.success ? { ok: true, state: result.data } : { ok: false, problem: 'invalid' };
}

export function readLocalGameState(store: LocalKeyValueStore): LocalStateRead {
  return readValidated(store, LOCAL_GAME_STATE_KEYS.state);
}

export interface LocalStateLoad {
  state: LocalGameState;
  /** Null when the stored state was used. */
  problem: LocalStateProblem | null;
}

/** Spec 02 §4: invalid or unreadable state yields the initial state. */
export function loadLocalGameState(store: LocalKeyValueStore): LocalStateLoad {
  const read = readLocalGameState(store);
  return read.ok
    ? { state: read.state, problem: null }
    : { state: createInitialLocalGameState(), problem: read.problem };
}

export interface LocalStateInit extends LocalStateLoad {
  source: 'stored' | 'backup' | 'initial';
}

/**
 * Start-up: the stored state, else the backup (written back as the state so
 * the next start is clean), else the initial state. Never throws.
 */
export function initLocalGameState(store: LocalKeyValueStore): LocalStateInit {
  const read = readLocalGameState(store);
  if (read.ok) return { state: read.state, problem: null, source: 'stored' };
  const backup = readValidated(store, LOCAL_GAME_STATE_KEYS.backup);
  if (backup.ok) {
    try {
      store.setItem(LOCAL_GAME_STATE_KEYS.state, JSON.stringify(backup.state));
    } catch {
      // The recovered state is still played; the next save tries again.
    }
    return { state: backup.state, problem: read.problem, source: 'backup' };
  }
  const problem = read.problem === 'missing' ? null : read.problem;
  return { state: createInitialLocalGameState(), problem, source: 'initial' };
}

export type LocalStateSave =
  { ok: true; state: LocalGameState } | { ok: false; reason: 'invalid' | 'store-failed'; state: LocalGameState };

/**
 * Writes the state and then its backup. On failure the answer carries the
 * last saved state, which the caller goes back to (spec 02 §4).
 */
export function saveLocalGameState(
  store: LocalKeyValueStore,
  state: LocalGameState,
  lastSaved: LocalGameState,
): LocalStateSave {
  const checked = localGameStateSchema.safeParse(state);
  if (!checked.success) return { ok: false, reason: 'invalid', state: lastSaved };
  const json = JSON.stringify(checked.data);
  try {
    store.setItem(LOCAL_GAME_STATE_KEYS.state, json);
  } catch {
    return { ok: false, reason: 'store-failed', state: lastSaved };
  }
  try {
    store.setItem(LOCAL_GAME_STATE_KEYS.backup, json);
  } catch {
    // The state itself is saved; a stale backup only matters if it is later lost.
  }
  return { ok: true, state: checked.data };
}

export function readLocalCheckpoint(store: LocalKeyValueStore): LocalCheckpoint | null {
  try {
    const raw = store.getItem(LOCAL_GAME_STATE_KEYS.checkpoint);
    if (raw === null) return null;
    const result = localCheckpointSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function saveLocalCheckpoint(store: LocalKeyValueStore, checkpoint: LocalCheckpoint): boolean {
  const checked = localCheckpointSchema.safeParse(checkpoint);
  if (!checked.success) return false;
  try {
    store.setItem(LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify(checked.data));
    return true;
  } catch {
    return false;
  }
}

/** Spec 02 §4: the start is the last checkpoint's position, else (0,0). */
export function localStartPosition(checkpoint: LocalCheckpoint | null): Position {
  return checkpoint ? { ...checkpoint.position } : { x: 0, y: 0 };
}

/** Forgets the state, the backup and the checkpoint; false if the store refused. */
export function clearLocalGameState(store: LocalKeyValueStore): boolean {
  try {
    for (const key of Object.values(LOCAL_GAME_STATE_KEYS)) store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The log line for a start-up or save that did not go as planned, else null (spec 02 §8: logged only). */
export function localStateLogMessage(result: LocalStateInit | LocalStateSave): string | null {
  if ('source' in result) {
    if (result.source === 'backup') return LOCAL_STATE_MESSAGES.recoveredFromBackup;
    return result.problem ? LOCAL_STATE_MESSAGES.loadFailed : null;
  }
  if (result.ok) return null;
  return result.reason === 'invalid' ? LOCAL_STATE_MESSAGES.invalidState : LOCAL_STATE_MESSAGES.saveFailed;
}
