import type { BuiltInMapId, GameProgressUpdate, Position } from '@authentic/core';

export type SendProgress = (update: GameProgressUpdate, keepalive: boolean) => Promise<unknown>;

/**
 * Keeps the server's copy of where a signed-in player is: sent at once when the
 * map changes, and otherwise whenever `flush` is called (the 5-minute autosave,
 * the page being hidden). Failures are only logged by the caller; the next
 * flush tries again with the newest cell.
 */
export function createProgressSaver(send: SendProgress) {
  let latest: { mapId: BuiltInMapId; position: Position } | null = null;
  let sentKey: string | null = null;
  let sentMap: BuiltInMapId | null = null;

  const flush = (keepalive = false): Promise<unknown> => {
    if (!latest) return Promise.resolve();
    const key = `${latest.mapId}:${latest.position.x},${latest.position.y}`;
    if (key === sentKey) return Promise.resolve();
    const { mapId, position } = latest;
    sentKey = key;
    sentMap = mapId;
    return send({ lastPosition: { x: position.x, y: position.y, worldId: mapId } }, keepalive).catch(() => {
      // Not saved: let the next flush send it again.
      if (sentKey === key) sentKey = null;
    });
  };

  return {
    /** Where the game starts: a first step that changes the map is then sent at once too. */
    startAt(mapId: BuiltInMapId, position: Position): void {
      latest ??= { mapId, position: { ...position } };
      sentMap ??= mapId;
    },
    cellChanged(mapId: BuiltInMapId, position: Position): void {
      latest = { mapId, position: { ...position } };
      if (sentMap !== null && mapId !== sentMap) void flush();
      if (sentMap === null) sentMap = mapId;
    },
    flush,
    /** Sends other progress (inventory, viewed artifacts) at once, with the newest cell. */
    save(update: Omit<GameProgressUpdate, 'lastPosition'>): Promise<unknown> {
      const position = latest
        ? { lastPosition: { x: latest.position.x, y: latest.position.y, worldId: latest.mapId } }
        : {};
      return send({ ...update, ...position }, false);
    },
  };
}

export type ProgressSaver = ReturnType<typeof createProgressSaver>;
