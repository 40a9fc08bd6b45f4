/**
 * Labels of the world page that the spec does not word (decision 0217). Sentences a player reads
 * as messages live in core's WORLD_MESSAGES.
 */
export const WORLD_PAGE_TEXTS = {
  public: 'Public',
  private: 'Private',
  weather: 'Weather',
  map: 'Map',
  mapOf: (name: string): string => `Map of ${name}`,
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomHint: 'Press + or - to zoom while the map has focus.',
  npcs: 'Characters',
  portals: 'Portals',
  portalTo: (name: string): string => `To ${name}`,
  play: 'Play this world',
  edit: 'Edit world',
  backToDashboard: 'Back to Dashboard',
  tryAgain: 'Try again',
  askLabel: (name: string): string => `Ask ${name} something`,
  ask: 'Ask',
  waiting: (name: string): string => `Waiting for ${name}...`,
  conversation: 'Conversation',
  you: 'You',
  /** Issue 36: what the builder made, from the published version. */
  built: 'What was built',
  builtVersion: (version: number): string => `Published version ${version}.`,
  builtMaps: (count: number): string => (count === 1 ? '1 map' : `${count} maps`),
  mapSize: (width: number, height: number): string => `${width} × ${height} tiles`,
  builtPortals: 'Portals between places',
  portalBetween: (from: string, to: string): string => `${from} → ${to}`,
  noBuiltPortals: 'No portals.',
  builtNpcs: 'Characters placed',
  npcOnMap: (name: string, map: string): string => `${name}, on ${map}`,
  noBuiltNpcs: 'No characters placed.',
  builtTilesets: 'Tilesets (its own art)',
  tilesetImage: (name: string): string => `The tileset ${name}`,
  reportTileset: (name: string): string => `the tileset ${name}`,
  /** Decision 0283: the world's story, counted. */
  storyQuestsCompleted: (count: number): string => `Quests completed by players: ${count}`,
  storyPlayed: 'Your story, played',
  storyTalks: 'Characters and books',
  storyTalkRow: (knot: string, talks: number, players: number): string =>
    `${knot}: ${talks === 1 ? '1 talk' : `${talks} talks`}, ${players === 1 ? '1 player' : `${players} players`}`,
  storyQuests: 'Quests',
  storyQuestRow: (quest: string, completions: number): string =>
    `${quest}: completed ${completions === 1 ? 'once' : `${completions} times`}`,
} as const;
