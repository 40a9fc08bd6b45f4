import { worldDocMapSize, type Position, type WorldDoc } from '@authentic/core';
import { MODEL_TEXTS as T } from './editor-texts';
import { coversObject, findMap, paintCells, type Patrol } from './edits';
import { amendHistory, createHistory, pushHistory } from './history';
import type { LayerAction } from './layer-actions';
import type { StoryAction } from './story-actions';
import type { LayerTarget, LayerWork } from './layers';
import type { CellChange, EditorHistory, EditorTool } from './types';

/**
 * The editor as one value, its actions, and the few document edits every tool shares (commit a
 * step, paint cells). The reducer (editor-reducer.ts) and the tools (../tools/) both build on these.
 */
export interface EditorState {
  history: EditorHistory;
  mapId: string;
  tool: EditorTool;
  cursor: Position;
  grid: boolean;
  /** A brush/erase stroke or rectangle being drawn (pointer down, or the keyboard's first Space for a rectangle). */
  stroke: null | { anchor: Position; last: Position; stepped?: boolean; work?: LayerWork };
  /** The layer the tile tools paint on (clamped to the shown map's layers, see activeTarget). */
  layer: LayerTarget;
  /** Layers the editor does not draw (`${mapId}/${index}` or `${mapId}/walls`); never saved. */
  hidden: readonly string[];
}

export type EditorAction =
  | { type: 'setTool'; tool: EditorTool }
  | { type: 'selectMap'; mapId: string }
  | { type: 'moveCursor'; dx: number; dy: number }
  | { type: 'setCursor'; cell: Position }
  | { type: 'strokeStart'; cell: Position }
  | { type: 'strokeMove'; cell: Position }
  | { type: 'strokeEnd' }
  | { type: 'strokeCancel' }
  | { type: 'applyAtCursor' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'toggleGrid' }
  | { type: 'addMap'; name: string; width: number; height: number }
  | { type: 'renameMap'; mapId: string; name: string }
  | { type: 'resizeMap'; mapId: string; width: number; height: number }
  | { type: 'deleteMap'; mapId: string }
  | { type: 'setEdge'; mapId: string; side: 'left' | 'right'; to: string | null }
  | { type: 'setPatrol'; mapId: string; npcIndex: number; patrol: Patrol | null }
  | { type: 'replaceDoc'; doc: WorldDoc; undoable: boolean }
  | LayerAction
  | StoryAction;

export interface EditorResult {
  state: EditorState;
  changed: CellChange | 'all' | null;
  announce: string | null;
}

export function createEditorState(doc: WorldDoc): EditorState {
  const mapId = findMap(doc, doc.spawn.mapId) ? doc.spawn.mapId : doc.maps[0]!.id;
  return {
    history: createHistory(doc),
    mapId,
    tool: { kind: 'brush', code: 1 },
    cursor: mapId === doc.spawn.mapId ? { x: doc.spawn.x, y: doc.spawn.y } : { x: 0, y: 0 },
    grid: true,
    stroke: null,
    layer: 0,
    hidden: [],
  };
}

export const docOf = (state: EditorState): WorldDoc => state.history.present;

/** A cell inside the map (the shown one unless named). */
export function clampCell(state: EditorState, cell: Position, mapId = state.mapId): Position {
  const map = findMap(docOf(state), mapId);
  const { width, height } = map ? worldDocMapSize(map) : { width: 1, height: 1 };
  return {
    x: Math.min(width - 1, Math.max(0, Math.round(cell.x))),
    y: Math.min(height - 1, Math.max(0, Math.round(cell.y))),
  };
}

export function result(
  state: EditorState,
  changed: EditorResult['changed'] = null,
  announce: string | null = null,
): EditorResult {
  return {
    state,
    changed: changed !== 'all' && changed !== null && changed.cells.length === 0 ? null : changed,
    announce,
  };
}

/** A new undo step (or, inside a stroke that already made one, the same step extended). */
export function commit(state: EditorState, next: WorldDoc, label: string, amend = false): EditorState {
  const history = amend ? amendHistory(state.history, next) : pushHistory(state.history, next, label);
  return { ...state, history };
}

/** Paints cells as one step (or joins the running stroke's step). */
export function paint(
  state: EditorState,
  cells: readonly Position[],
  code: number,
  say: string,
  inStroke: boolean,
): EditorResult {
  const painted = paintCells(docOf(state), state.mapId, cells, code);
  if (!painted) return result(state, null, inStroke ? null : T.nothingChanged);
  const amend = inStroke && state.stroke?.stepped === true;
  let next = commit(state, painted.doc, 'painting', amend);
  if (inStroke && next.stroke) next = { ...next, stroke: { ...next.stroke, stepped: true } };
  const note = coversObject(docOf(state), state.mapId, painted.cells, code) ? T.paintedOverObject : '';
  return result(next, { mapId: state.mapId, cells: painted.cells }, say + note);
}

/** An edit of one cell's objects as one step: said when it worked, `fail` said when it could not. */
export function editAt(
  state: EditorState,
  cell: Position,
  next: WorldDoc | null,
  words: { label: string; say: string; fail: string },
): EditorResult {
  if (!next) return result(state, null, words.fail);
  return result(commit(state, next, words.label), { mapId: state.mapId, cells: [cell] }, words.say);
}
