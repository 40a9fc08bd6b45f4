/**
 * Texts of map travel (spec 01 §2 world map overlay, §4 map progression) and the problems the
 * built-in map checks and the map-graph validator report.
 */

export const MAP_MESSAGES = {
  welcome: (mapName: string): string => `Welcome to ${mapName}`,
  welcomeBack: 'Welcome back',
  /** The portal prompt of a way back, e.g. Yosemite's: 'Press SPACE to return to Overworld 3'. */
  returnTo: (mapName: string): string => `Press SPACE to return to ${mapName}`,
  enter: (mapName: string): string => `Press SPACE to enter ${mapName}`,
  openTerminal: 'Press SPACE to open the terminal',
  playShooter: 'Press SPACE to play the arcade shooter',
  beginTextAdventure: 'Press SPACE to begin the text adventure',
  invalidMapData: 'Error: Invalid map data',
  missingDestination: (mapName: string): string => `Destination map not found: ${mapName}`,
} as const;

/** Problems of the built-in map data; each names the map first. */
export const MAP_DATA_PROBLEMS = {
  grid: (mapName: string, problem: string): string => `${mapName}: ${problem}`,
  specialPortalTile: (mapName: string, x: number, y: number, expected: number): string =>
    `${mapName}: the special portal at (${x},${y}) should stand on tile ${expected}`,
  portalWithoutDestination: (mapName: string, x: number, y: number): string =>
    `${mapName}: the portal tile at (${x},${y}) leads nowhere`,
  portalNotOnPortalTile: (mapName: string, x: number, y: number): string =>
    `${mapName}: the portal at (${x},${y}) is not on a portal tile`,
  arrivalNotWalkable: (mapName: string, x: number, y: number): string =>
    `${mapName}: arrival cell (${x},${y}) cannot be stood on`,
} as const;

/** Problems of the world-map graph; any of them makes the overlay show MAP_MESSAGES.invalidMapData. */
export const MAP_GRAPH_PROBLEMS = {
  notAList: 'The map graph is not a list of nodes',
  badNode: (index: number): string => `Node ${index} is not a map node`,
  missingId: (index: number): string => `Node ${index} has no id`,
  missingName: (id: string): string => `Node ${id} has no name`,
  duplicateId: (id: string): string => `Node id ${id} appears more than once`,
  badCoordinates: (id: string): string => `Node ${id} has coordinates that are not finite numbers`,
  badConnections: (id: string): string => `Node ${id} has connections that are not a list of ids`,
  unknownConnection: (id: string, target: string): string => `Node ${id} connects to unknown node ${target}`,
  badType: (id: string, type: string): string => `Node ${id} has unknown type ${type}`,
} as const;
