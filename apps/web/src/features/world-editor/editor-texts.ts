/** The names of the tile codes, as the palette and the live region say them (one list, the model's). */
export { TILE_NAMES } from './model/editor-texts';

/** Everything the world editor's screen says (issue 25); what the tools say is in model/editor-texts.ts. */
export const EDITOR_TEXTS = {
  title: (name: string) => `Edit ${name}`,
  loading: 'Loading the world…',
  notFound: 'World not found',
  canvas: 'Map canvas',
  canvasRole: 'map editor',
  canvasLabel: (mapName: string, x: number, y: number) => `Map canvas, ${mapName}, cell cursor at ${x}, ${y}`,
  canvasHelp:
    'Arrow keys move the cell cursor, Shift with an arrow pans, Space or Enter uses the tool, 0 to 8 choose a tile, ' +
    'B brush, R rectangle, F fill, E eraser, I pick, S spawn, P portal, N NPC, A artifact spot, X remove object, T paint tiles, C erase tiles, ' +
    'Escape cancels a rectangle, G grid, plus and minus zoom, Ctrl+Z undo, Ctrl+Shift+Z redo.',
  /** A name and its key, for a button's title ("Brush (B)", "Wall (1)"). */
  withKey: (name: string, key: string) => `${name} (${key})`,
  palette: 'Tiles',
  tools: 'Tools',
  history: 'History and view',
  undo: 'Undo',
  redo: 'Redo',
  grid: 'Grid',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  play: 'Play this world',
  backToWorld: 'Back to the world page',
  // Tool options
  toolOptionsOf: (tool: string) => `Tool options: ${tool}`,
  portalTarget: 'Portal leads to',
  portalExit: 'The Main World (way back)',
  portalMap: (name: string) => `Map: ${name}`,
  arriveX: 'Arrive at column',
  arriveY: 'Arrive at row',
  npcChoice: 'Character',
  // The cell at the cursor
  atCursor: 'At the cursor',
  patrol: (name: string) => `Patrol of ${name}`,
  patrolLeft: 'Left column',
  patrolTop: 'Top row',
  patrolWidth: 'Width',
  patrolHeight: 'Height',
  setPatrol: 'Set patrol',
  clearPatrol: 'Stand still',
  patrolHint: 'The character walks inside this area (at most 16 cells a side).',
  // Maps
  maps: 'Maps',
  map: 'Map',
  mapSize: (width: number, height: number, count: number, limit: number) =>
    `${width} × ${height} cells · map ${count} of at most ${limit}`,
  leftEdge: 'Walking off the left edge leads to',
  rightEdge: 'Walking off the right edge leads to',
  nowhere: 'Nowhere',
  addMap: 'Add map…',
  renameMap: 'Rename map…',
  resizeMap: 'Resize map…',
  deleteMap: 'Delete map…',
  addMapTitle: 'Add a map',
  renameMapTitle: 'Rename the map',
  resizeMapTitle: 'Resize the map',
  deleteMapTitle: 'Delete the map',
  mapName: 'Name',
  width: 'Width (cells)',
  height: 'Height (cells)',
  sizeHint: (min: number, max: number) => `From ${min} to ${max} cells a side.`,
  resizeHint: 'The top-left corner stays; new cells are grass; objects outside the new size go.',
  add: 'Add map',
  rename: 'Rename',
  resize: 'Resize',
  delete: 'Delete map',
  cancel: 'Cancel',
  deleteConfirm: (name: string) =>
    `Delete ${name}? Portals and edges that lead to it go too. Undo brings it back until you leave the editor.`,
} as const;
