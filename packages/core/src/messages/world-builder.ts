/** What the world builder's checks say, on the map where the problem is (issue 25). */
export const WORLD_CHECK_MESSAGES = {
  ragged: (map: string) => `Every row of ${map} must be as long as the first.`,
  tooSmall: (map: string, min: number, max: number) => `${map} must be from ${min}×${min} to ${max}×${max} tiles.`,
  duplicateMap: (id: string) => `Two maps share the id '${id}'.`,
  noSpawnMap: (id: string) => `The spawn is on '${id}', which is not a map of this world.`,
  spawnBlocked: 'The spawn must stand on a walkable tile.',
  outside: (what: string) => `This ${what} lies outside its map.`,
  portalNotOnPortal: 'A portal must lie on a portal tile.',
  /** Issue 36: a portal tile with no portal on it looks like a way out and leads nowhere. */
  portalTileAlone: 'This portal tile leads nowhere: place a portal on it or paint it over.',
  portalNowhere: (id: string) => `This portal leads to '${id}', which is not a map of this world.`,
  portalBlocked: 'This portal leads to a tile nobody can stand on.',
  edgeNowhere: (side: string, id: string) => `The ${side} edge leads to '${id}', which is not a map of this world.`,
  noExit: 'The world needs a portal back to the main world.',
  exitUnreachable: 'No path leads from the spawn to a portal back to the main world.',
  layerUnreadable: (map: string, layer: string) => `The layer '${layer}' of ${map} does not fit the map's size.`,
  layerTileset: (map: string, layer: string) =>
    `The layer '${layer}' of ${map} uses a tile that none of this world's tilesets holds.`,
  wallsUnreadable: (map: string) => `The walls of ${map} do not fit the map's size.`,
  mapUnreachable: 'Nobody can reach this map from the spawn.',
  npcBlocked: 'An NPC must stand on a walkable tile.',
  npcOutsidePatrol: 'An NPC must stand inside its patrol area.',
  npcWallsOff: (name: string) => `${name} can stand where it walls off the only way to the exit.`,
  artifactBlocked: 'An artifact spot must be on a walkable tile.',
} as const;

/** What the world builder's API and screens say (issue 25). */
export const WORLD_BUILDER_MESSAGES = {
  invalid: 'This world breaks a rule; each problem is shown on its map.',
  saved: (version: number) => `Saved as version ${version}.`,
  /** Issue 36: saving what version N already holds adds no version. */
  unchanged: (version: number) => `Nothing changed since version ${version}: no new version was needed.`,
  published: (version: number) => `Version ${version} is published: players now walk it.`,
  conflict: 'This world was changed in another tab or window since you opened it.',
  restored: (from: number, version: number) => `Version ${from} restored as version ${version}.`,
  versionMissing: 'That version is not kept any more.',
  ownerOnly: 'Only the owner can edit this world.',
  /** Issue 33: a version number past what the database keeps names no version. */
  versionOutOfRange: 'No version has that number.',
  /** Decision 0260: one storage per player, for uploads and the versions of their worlds. */
  storageFull: (limit: string) =>
    `Your storage is full (${limit} for uploads and worlds together): delete a world or some uploads, then save again.`,
  storageLabel: 'Storage used',
  storageUsed: (used: string, limit: string) => `Storage: ${used} of ${limit} used by your worlds and uploads.`,
  /** Decision 0260: how many worlds one player may keep. */
  worldLimit: (max: number) => `You have ${max} worlds, the most one player may keep: delete one to create another.`,
  worldsUsed: (count: number, max: number) => `${count} of ${max} worlds.`,
  /** Decision 0259: 503 when every checking thread is busy and the queue is full. */
  checkBusy: 'The server is busy checking other worlds. Please save again in a moment.',
  /** Decision 0259: 503 when the check of a big world ran past its time budget. */
  notCheckedInTime: 'This world could not be checked in time. Please save again in a moment.',
} as const;

/** A size as players read it: '812 kB', '12.5 MB' (1 MB is 1024 × 1024 bytes, as the quota counts). */
export function storageSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(0, Math.ceil(kb))} kB`;
  const mb = kb / 1024;
  return `${mb < 100 ? Number(mb.toFixed(1)) : Math.round(mb)} MB`;
}
