/** What the world builder's checks say, on the map where the problem is (issue 25). */
export const WORLD_CHECK_MESSAGES = {
  ragged: (map: string) => `Every row of ${map} must be as long as the first.`,
  tooSmall: (map: string, min: number, max: number) => `${map} must be from ${min}×${min} to ${max}×${max} tiles.`,
  duplicateMap: (id: string) => `Two maps share the id '${id}'.`,
  noSpawnMap: (id: string) => `The spawn is on '${id}', which is not a map of this world.`,
  spawnBlocked: 'The spawn must stand on a walkable tile.',
  outside: (what: string) => `This ${what} lies outside its map.`,
  portalNotOnPortal: 'A portal must lie on a portal tile.',
  portalNowhere: (id: string) => `This portal leads to '${id}', which is not a map of this world.`,
  portalBlocked: 'This portal leads to a tile nobody can stand on.',
  edgeNowhere: (side: string, id: string) => `The ${side} edge leads to '${id}', which is not a map of this world.`,
  noExit: 'The world needs a portal back to the main world.',
  exitUnreachable: 'No path leads from the spawn to a portal back to the main world.',
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
  published: (version: number) => `Version ${version} is published: players now walk it.`,
  conflict: 'This world was changed in another tab or window since you opened it.',
  restored: (from: number, version: number) => `Version ${from} restored as version ${version}.`,
  versionMissing: 'That version is not kept any more.',
  ownerOnly: 'Only the owner can edit this world.',
} as const;
