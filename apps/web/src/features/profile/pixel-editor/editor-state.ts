import { P } from '../../../ui/palette';
import { colourName } from './editor-palette';
import { EDITOR_TEXTS as T } from './editor-texts';
import {
  createGrid,
  createHistory,
  getPixel,
  inGrid,
  linePoints,
  mirroredFill,
  paint,
  pushHistory,
  redo,
  resize,
  undo,
  canUndo,
  canRedo,
  type GridSize,
  type History,
  type Pixel,
  type PixelGrid,
  type Point,
} from './pixel-model';
import { starterCharacter } from './templates';

export type Tool = 'pencil' | 'eraser' | 'fill' | 'eyedropper';
export const TOOLS: readonly Tool[] = ['pencil', 'eraser', 'fill', 'eyedropper'];

/** Letter shortcuts on the grid (lower case). */
export const TOOL_KEYS: Readonly<Record<string, Tool>> = { b: 'pencil', e: 'eraser', g: 'fill', i: 'eyedropper' };
export const MIRROR_KEY = 'm';

/** The editor as one value: a reducer turns actions into the next value, so it is tested without a DOM. */
export interface EditorState {
  /** Committed drawings; the present is what Save exports. */
  history: History;
  /** The stroke being drawn: the grid with it, and the last cell painted. Committed on stroke-end. */
  stroke: { grid: PixelGrid; last: Point } | null;
  tool: Tool;
  /** The colour the pencil and fill use; null is transparent. */
  colour: Pixel;
  mirror: boolean;
  /** The keyboard cursor. */
  cursor: Point;
  /** What the live region says last. */
  announcement: string;
}

export type EditorAction =
  | { type: 'stroke-start'; at: Point }
  | { type: 'stroke-move'; at: Point }
  | { type: 'stroke-end' }
  /** The keyboard's Space or Enter: the tool at the cursor, as one step. */
  | { type: 'apply' }
  | { type: 'move-cursor'; dx: number; dy: number }
  | { type: 'cursor-to'; at: Point }
  | { type: 'tool'; tool: Tool; announce?: boolean }
  | { type: 'colour'; colour: Pixel }
  | { type: 'toggle-mirror' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'resize'; size: GridSize }
  | { type: 'clear' }
  | { type: 'starter' };

/** A fresh editor: an empty grid of `size`, or a drawing to go on with. */
export function initialEditorState(size: GridSize = 16, drawing?: PixelGrid): EditorState {
  return {
    history: createHistory(drawing ?? createGrid(size)),
    stroke: null,
    tool: 'pencil',
    colour: P.gold,
    mirror: false,
    cursor: { x: 0, y: 0 },
    announcement: '',
  };
}

/** The grid on screen: the stroke in progress, or the committed drawing. */
export function shownGrid(state: EditorState): PixelGrid {
  return state.stroke?.grid ?? state.history.present;
}

const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

function cellText(grid: PixelGrid, at: Point): string {
  return T.cell(at.y + 1, at.x + 1, colourName(getPixel(grid, at)));
}

/** Paints along the line from the stroke's last cell (pencil and eraser). */
function strokeTo(state: EditorState, grid: PixelGrid, from: Point, to: Point): PixelGrid {
  const colour = state.tool === 'eraser' ? null : state.colour;
  return linePoints(from, to).reduce((next, point) => paint(next, point, colour, state.mirror), grid);
}

/** The first touch of a tool at a cell: pencil and eraser open a stroke, fill and eyedropper act at once. */
function startAt(state: EditorState, at: Point): EditorState {
  const present = state.history.present;
  if (!inGrid(present, at)) return state;
  const cursor = at;
  if (state.tool === 'eyedropper') {
    const colour = getPixel(present, at);
    return { ...state, colour, tool: 'pencil', cursor, announcement: T.picked(colourName(colour)) };
  }
  if (state.tool === 'fill') {
    const grid = mirroredFill(present, at, state.colour, state.mirror);
    const announcement = T.filled(at.y + 1, at.x + 1, colourName(state.colour));
    return { ...state, history: pushHistory(state.history, grid), cursor, announcement };
  }
  // A new stroke makes whatever the status said before (cleared, undone, a tool) stale: it goes.
  return { ...state, stroke: { grid: strokeTo(state, present, at, at), last: at }, cursor, announcement: '' };
}

function endStroke(state: EditorState): EditorState {
  if (!state.stroke) return state;
  return { ...state, history: pushHistory(state.history, state.stroke.grid), stroke: null };
}

/** Replaces the drawing as one undo step (resize, clear, starter); the cursor stays on the grid. */
function replaceDrawing(state: EditorState, grid: PixelGrid, announcement: string): EditorState {
  const cursor = { x: clamp(state.cursor.x, grid.size), y: clamp(state.cursor.y, grid.size) };
  return { ...state, history: pushHistory(state.history, grid), stroke: null, cursor, announcement };
}

function travel(state: EditorState, history: History, announcement: string): EditorState {
  const { size } = history.present;
  const cursor = { x: clamp(state.cursor.x, size), y: clamp(state.cursor.y, size) };
  return { ...state, history, stroke: null, cursor, announcement };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const present = state.history.present;
  switch (action.type) {
    case 'stroke-start':
      return startAt(endStroke(state), action.at);
    case 'stroke-move': {
      if (!state.stroke || !inGrid(present, action.at)) return state;
      const grid = strokeTo(state, state.stroke.grid, state.stroke.last, action.at);
      return { ...state, stroke: { grid, last: action.at }, cursor: action.at };
    }
    case 'stroke-end':
      return endStroke(state);
    case 'apply': {
      const next = endStroke(startAt(endStroke(state), state.cursor));
      if (next.tool !== state.tool || state.tool === 'fill') return next;
      return { ...next, announcement: cellText(next.history.present, state.cursor) };
    }
    case 'move-cursor': {
      const { size } = present;
      const cursor = { x: clamp(state.cursor.x + action.dx, size), y: clamp(state.cursor.y + action.dy, size) };
      return { ...state, cursor, announcement: cellText(present, cursor) };
    }
    case 'cursor-to':
      return inGrid(present, action.at) ? { ...state, cursor: action.at } : state;
    case 'tool':
      return {
        ...state,
        tool: action.tool,
        announcement: action.announce ? T.toolChosen(T.tool[action.tool]) : state.announcement,
      };
    case 'colour':
      // Choosing a colour means drawing with it: from the eraser, back to the pencil.
      return { ...state, colour: action.colour, tool: state.tool === 'eraser' ? 'pencil' : state.tool };
    case 'toggle-mirror':
      return { ...state, mirror: !state.mirror, announcement: state.mirror ? T.mirrorOff : T.mirrorOn };
    case 'undo':
      if (!canUndo(state.history)) return { ...state, stroke: null, announcement: T.nothingToUndo };
      return travel(state, undo(state.history), T.undone);
    case 'redo':
      if (!canRedo(state.history)) return { ...state, stroke: null, announcement: T.nothingToRedo };
      return travel(state, redo(state.history), T.redone);
    case 'resize': {
      if (action.size === present.size) return state;
      const grid = resize(endStroke(state).history.present, action.size);
      const cursor = {
        x: Math.floor((state.cursor.x * action.size) / present.size),
        y: Math.floor((state.cursor.y * action.size) / present.size),
      };
      return replaceDrawing({ ...endStroke(state), cursor }, grid, T.resized(action.size));
    }
    case 'clear':
      return replaceDrawing(endStroke(state), createGrid(present.size), T.cleared);
    case 'starter':
      return replaceDrawing(endStroke(state), starterCharacter(present.size), T.starterLoaded);
  }
}
