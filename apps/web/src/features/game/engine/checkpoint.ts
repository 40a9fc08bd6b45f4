import {
  BUILT_IN_MAP_NAMES,
  BUILT_IN_MAPS,
  builtInMapIdByName,
  createLocalGameStateManager,
  GUEST_START_CELL,
  isWalkableTile,
  readLocalCheckpoint,
  tileAt,
  type BuiltInMapId,
  type LocalKeyValueStore,
  type Position,
} from '@authentic/core';

export interface GameStart {
  mapId: BuiltInMapId;
  position: Position;
}

/** Local storage, or null where the browser refuses it (private modes): the game then starts fresh. */
export function browserStore(): LocalKeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Where the game starts: the last checkpoint (spec 02 §3, `{ mapName, position }`) when it names a
 * built-in map and a cell one can stand on, else a guest's start, Overworld (1,1) — pixel 64,64.
 */
export function readGameStart(store: LocalKeyValueStore | null): GameStart {
  const checkpoint = store ? readLocalCheckpoint(store) : null;
  const mapId = checkpoint ? builtInMapIdByName(checkpoint.mapName) : null;
  if (
    checkpoint &&
    mapId &&
    isWalkableTile(tileAt(BUILT_IN_MAPS[mapId].data, checkpoint.position.x, checkpoint.position.y))
  ) {
    return { mapId, position: { ...checkpoint.position } };
  }
  return { mapId: 'overworld', position: { ...GUEST_START_CELL } };
}

/** Saves the cell through core's local game-state manager; a refused write is only lost, never thrown. */
export function checkpointSaver(store: LocalKeyValueStore | null): (mapId: BuiltInMapId, position: Position) => void {
  if (!store) return () => undefined;
  const manager = createLocalGameStateManager(store);
  return (mapId, position) => {
    manager.saveCheckpoint({ mapName: BUILT_IN_MAP_NAMES[mapId], position: { ...position } });
  };
}
