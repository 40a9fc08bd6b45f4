import type { ServerFrame } from '@authentic/core';
import { mapKeyOf } from './layers.js';
import type { Room } from './rooms.js';

const UUID_LENGTH = 36;

/**
 * Someone's artifacts on a map changed (placed, moved, dropped, taken up or deleted; issue 34):
 * every local player on that map (each layer of it) gets an `art` frame and reads the map's
 * artifacts again, through the list route and its visibility rules, so nothing private travels on
 * the socket. `mapName` is an artifact's location map: a built-in map's id, or a player's world's
 * id (its main map). Returns how many were told.
 */
export function tellArtifactsChanged(rooms: ReadonlyMap<string, Room>, mapName: string): number {
  const worldId = mapName.length >= UUID_LENGTH && !mapName.includes(':') ? mapName.slice(0, UUID_LENGTH) : null;
  const mapKey = worldId ? `world:${worldId}:${mapName}` : `main:${mapName}`;
  const frame: ServerFrame = { t: 'art', w: worldId, m: mapName };
  const text = JSON.stringify(frame);
  let told = 0;
  for (const [key, room] of rooms) {
    if (mapKeyOf(key) !== mapKey) continue;
    for (const member of room.locals.values()) {
      member.send(text);
      told += 1;
    }
  }
  return told;
}
