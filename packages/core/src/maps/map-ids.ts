import type { Position } from '../shared/geometry.js';

/**
 * The 14 built-in maps in the spec's order (spec 01 §3). The index matters: level 2 completes on
 * map index 1 (Overworld 2) and level 3 on map index 2 (Overworld 3).
 */
export const BUILT_IN_MAP_IDS = [
  'overworld',
  'overworld2',
  'overworld3',
  'desert1',
  'desert2',
  'desert3',
  'yosemite',
  'hemingway',
  'text_adventure',
  'terminal3',
  'level4_shooter',
  'dungeon1',
  'dungeon2',
  'dungeon3',
] as const;

export type BuiltInMapId = (typeof BUILT_IN_MAP_IDS)[number];

export const BUILT_IN_MAP_NAMES: Readonly<Record<BuiltInMapId, string>> = {
  overworld: 'Overworld',
  overworld2: 'Overworld 2',
  overworld3: 'Overworld 3',
  desert1: 'Desert 1',
  desert2: 'Desert 2',
  desert3: 'Desert 3',
  yosemite: 'Yosemite',
  hemingway: "Hemingway's Battleground",
  text_adventure: 'Text Adventure',
  terminal3: 'Terminal3',
  level4_shooter: 'Level4Shooter',
  dungeon1: 'Dungeon Level 1',
  dungeon2: 'Dungeon Level 2',
  dungeon3: 'Dungeon Level 3',
};

/**
 * Decision 0220: the names players read where the spec shows none (the artifacts page's map choice,
 * placement labels). The spec's map table keeps BUILT_IN_MAP_NAMES (the Location status, banners).
 */
export const BUILT_IN_MAP_READABLE_NAMES: Readonly<Record<BuiltInMapId, string>> = {
  ...BUILT_IN_MAP_NAMES,
  terminal3: 'Terminal Room',
  level4_shooter: 'Arcade Hall',
};

export function isBuiltInMapId(value: unknown): value is BuiltInMapId {
  return typeof value === 'string' && (BUILT_IN_MAP_IDS as readonly string[]).includes(value);
}

/** The map id for a map name (built-in data and artifacts sometimes carry names, not ids). */
export function builtInMapIdByName(name: string): BuiltInMapId | null {
  return BUILT_IN_MAP_IDS.find((id) => BUILT_IN_MAP_NAMES[id] === name) ?? null;
}

/** A built-in map named by its id, its spec name or its readable name; null for anything else. */
export function resolveBuiltInMapId(name: string): BuiltInMapId | null {
  if (isBuiltInMapId(name)) return name;
  return builtInMapIdByName(name) ?? BUILT_IN_MAP_IDS.find((id) => BUILT_IN_MAP_READABLE_NAMES[id] === name) ?? null;
}

/** Where the character lands on every map reached by a portal (spec 01 §4). */
export const MAP_ARRIVAL_CELL: Readonly<Position> = { x: 4, y: 4 };

/** A guest starts at pixel 64,64 of Overworld: cell (1,1) at 64-pixel tiles. */
export const GUEST_START_CELL: Readonly<Position> = { x: 1, y: 1 };

/** Level 2 completes when the character reaches this cell of Overworld 2. */
export const OVERWORLD2_GOAL_CELL: Readonly<Position> = { x: 19, y: 0 };

/** Overworld 3's portal cell that leads to Yosemite instead of Desert 1. */
export const OVERWORLD3_YOSEMITE_PORTAL: Readonly<Position> = { x: 8, y: 1 };

/** Yosemite's portal back to Overworld 3, and where it lands there. */
export const YOSEMITE_RETURN_PORTAL: Readonly<Position> = { x: 8, y: 8 };
export const YOSEMITE_RETURN_ARRIVAL: Readonly<Position> = { x: 8, y: 2 };
