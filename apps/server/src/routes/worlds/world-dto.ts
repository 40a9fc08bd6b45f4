import { generateWorldMap, worldHideReasonText, worldWeather, type World } from '@authentic/core';
import { visibilityOf, type WorldEntry } from '../../db/worlds-repository.js';

const MAIN_WORLD_PORTAL = { name: 'Main World', targetWorldId: 'main', targetWorldName: 'Main World' };

/** The answer's world: map, NPCs and weather generated from (mapType, id), so the same world reads the same. */
export function toWorldDto(
  { world, creator }: WorldEntry,
  artifactIds: readonly string[] = [],
  now: number = Date.now(),
  liked = false,
): World {
  const map = generateWorldMap(world.mapType, world.id);
  const weather = worldWeather(world.mapType, world.id, Math.floor(now / 3_600_000));
  return {
    _id: world.id,
    id: world.id,
    name: world.name,
    description: world.description,
    isMainWorld: false,
    isPublic: world.isPublic,
    visibility: visibilityOf(world),
    mapType: world.mapType,
    type: world.mapType,
    mapData: map.data,
    artifacts: [...artifactIds],
    npcs: map.npcs.map((npc) => npc.id),
    games: [],
    portals: [MAIN_WORLD_PORTAL],
    weather: { temperature: weather.temperature, condition: weather.condition },
    creator,
    createdAt: world.createdAt.toISOString(),
    hidden: world.hiddenAt ? { reason: world.hiddenReason ?? worldHideReasonText('other') } : null,
    visits: world.visits,
    likes: world.likes,
    liked,
  };
}
