import { TILE_NAMES as CORE_TILE_NAMES, type Position } from '@authentic/core';

/** The names of the tile codes, as the palette, the live region and the Tiled export say them: core's one list. */
export const TILE_NAMES: Readonly<Record<number, string>> = CORE_TILE_NAMES;

/** Every tile code the palette offers. */
export const PAINTABLE_CODES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

const at = ({ x, y }: Position) => `${x}, ${y}`;
const tile = (code: number) => TILE_NAMES[code] ?? 'Unknown tile';

/** Everything the editor model says aloud (issue 25, decision 0250). */
export const MODEL_TEXTS = {
  tileName: tile,
  cellAt: (code: number | null, cell: Position) => `${code === null ? 'Outside the map' : tile(code)} at ${at(cell)}.`,
  spawnHere: 'Spawn.',
  exitHere: 'Way back to the Main World.',
  portalHere: (mapName: string) => `Portal to ${mapName}.`,
  npcHere: (name: string) => `NPC ${name}.`,
  spotHere: 'Artifact spot.',
  painted: (code: number, cell: Position) => `Painted ${tile(code)} at ${at(cell)}.`,
  paintedOverObject: ' An object stands there; the check will report it.',
  rectStarted: (cell: Position) => `Rectangle started at ${at(cell)}; move and press Space to finish.`,
  rectPainted: (code: number, width: number, height: number) =>
    `Painted a ${width} by ${height} rectangle of ${tile(code)}.`,
  filled: (code: number, count: number) => `Filled ${count} ${count === 1 ? 'cell' : 'cells'} with ${tile(code)}.`,
  nothingChanged: 'Nothing changed.',
  picked: (code: number) => `Picked ${tile(code)}; brush chosen.`,
  spawnMoved: (cell: Position) => `Spawn moved to ${at(cell)}.`,
  portalPlaced: (target: string, cell: Position) => `Portal to ${target} placed at ${at(cell)}.`,
  mainWorld: 'the Main World',
  npcPlaced: (name: string, cell: Position) => `NPC ${name} placed at ${at(cell)}.`,
  spotPlaced: (cell: Position) => `Artifact spot placed at ${at(cell)}.`,
  objectRemoved: (cell: Position) => `Removed the object at ${at(cell)}.`,
  noObject: (cell: Position) => `No object at ${at(cell)}.`,
  tooMany: (what: string) => `This map already holds as many ${what} as it may.`,
  patrolSet: (name: string) => `Patrol of ${name} set.`,
  patrolCleared: (name: string) => `Patrol of ${name} removed.`,
  toolChosen: (name: string) => `${name} chosen.`,
  tileChosen: (code: number) => `${tile(code)} chosen.`,
  toolNames: {
    brush: 'Brush',
    rect: 'Rectangle',
    fill: 'Fill',
    erase: 'Eraser',
    pick: 'Pick',
    spawn: 'Spawn',
    portal: 'Portal',
    npc: 'NPC',
    artifactSpot: 'Artifact spot',
    removeObject: 'Remove object',
    book: 'Story book',
  },
  bookHere: (title: string, knot: string) => `Story book '${title}' (knot ${knot}).`,
  bookPlaced: (title: string, cell: { x: number; y: number }) =>
    `Story book '${title}' placed at ${cell.x}, ${cell.y}.`,
  bookNeedsKnot: 'Give the book a title and a knot of the story first (in the Story panel).',
  storyEdited: 'Story changed.',
  npcStorySet: (name: string) => `${name}'s name and knot set.`,
  npcLookSet: (name: string) => `${name}'s look set.`,
  mapShown: (name: string) => `Showing ${name}.`,
  gridOn: 'Grid shown.',
  gridOff: 'Grid hidden.',
  undone: (what: string) => `Undone: ${what}.`,
  redone: (what: string) => `Redone: ${what}.`,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  mapAdded: (name: string) => `Map ${name} added.`,
  mapRenamed: (name: string) => `Map renamed to ${name}.`,
  mapResized: (name: string, width: number, height: number) => `Map ${name} resized to ${width} by ${height}.`,
  mapDeleted: (name: string) => `Map ${name} deleted.`,
  edgeSet: (side: string, name: string | null) =>
    name === null ? `The ${side} edge leads nowhere.` : `The ${side} edge leads to ${name}.`,
  tooManyMaps: (limit: number) => `A world holds at most ${limit} maps.`,
  badSize: (min: number, max: number) => `A map's sides are ${min} to ${max} cells.`,
  badName: 'A map needs a name of letters or digits.',
  lastMap: 'The last map cannot be deleted.',
  noSuchMap: 'That map does not exist.',
  docReplaced: 'World loaded.',
} as const;
