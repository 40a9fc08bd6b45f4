import type { Position } from '@authentic/core';
import type { EditorTool } from './editor-store';

/** The names of the tile codes, as the palette and the live region say them (one list, the model's). */
export { TILE_NAMES } from './model/editor-texts';

const TOOL_NAMES: Readonly<Record<EditorTool, string>> = { paint: 'Brush', fill: 'Fill', spawn: 'Spawn' };

const at = ({ x, y }: Position) => `${x}, ${y}`;

/** Everything the world editor says (issue 25). */
export const EDITOR_TEXTS = {
  title: (name: string) => `Edit ${name}`,
  loading: 'Loading the world…',
  notFound: 'World not found',
  canvas: 'Map canvas',
  canvasHelp:
    'Arrow keys move the cell cursor, Space or Enter paints, 0 to 8 choose a tile, B brush, F fill, S spawn, Ctrl+Z undo, Ctrl+Shift+Z redo.',
  palette: 'Tiles',
  tools: 'Tools',
  toolName: (tool: EditorTool) => TOOL_NAMES[tool],
  undo: 'Undo',
  redo: 'Redo',
  grid: 'Grid',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  map: 'Map',
  play: 'Play this world',
  backToWorld: 'Back to the world page',
  cellAt: (tile: string, cell: Position) => `${tile} at ${at(cell)}.`,
  unknownTile: 'Unknown tile',
  spawnHere: 'Spawn.',
  exitHere: 'Way back to the Main World.',
  portalHere: (mapId: string) => `Portal to ${mapId}.`,
  npcHere: 'A character.',
  painted: (tile: string, cell: Position) => `Painted ${tile} at ${at(cell)}.`,
  spawnMoved: (cell: Position) => `Spawn moved to ${at(cell)}.`,
  tileChosen: (tile: string) => `${tile} chosen.`,
  toolChosen: (tool: EditorTool) => `${TOOL_NAMES[tool]} chosen.`,
  mapShown: (name: string) => `Showing ${name}.`,
  undone: 'Undone.',
  redone: 'Redone.',
} as const;
