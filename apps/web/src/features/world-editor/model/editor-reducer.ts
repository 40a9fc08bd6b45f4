import type { WorldDoc } from '@authentic/core';
import { toolPiece } from '../tools';
import { describeCell, mapName } from './describe';
import { MODEL_TEXTS as T } from './editor-texts';
import {
  clampCell,
  commit,
  createEditorState,
  docOf as doc,
  result,
  type EditorAction,
  type EditorResult,
  type EditorState,
} from './editor-state';
import { findMap, npcName, setPatrol } from './edits';
import { LAYER_ACTIONS, layerAction, type LayerAction } from './layer-actions';
import { STORY_ACTIONS, storyAction, type StoryAction } from './story-actions';
import { createHistory, redoHistory, undoHistory } from './history';
import { addMap, deleteMap, renameMap, resizeMap, setEdge, type MapEdit } from './maps';
import { changedCells, diffWorld } from './world-change';

export { createEditorState, type EditorAction, type EditorResult, type EditorState };

/**
 * The editor's reducer: document edits (undo, redo, maps, patrols, a loaded world), the view (map,
 * cursor, grid, tool) and, for the pointer and Space, a hand-over to the tool in hand (../tools/).
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorResult {
  switch (action.type) {
    case 'strokeStart':
    case 'strokeMove':
    case 'strokeEnd':
    case 'strokeCancel':
    case 'applyAtCursor':
      return toolAction(state, action);
    case 'undo':
    case 'redo':
      return travel(state, action.type);
    case 'addMap':
    case 'renameMap':
    case 'resizeMap':
    case 'deleteMap':
    case 'setEdge':
      return mapAction(state, action);
    default:
      if (STORY_ACTIONS.has(action.type)) return storyAction(state, action as StoryAction);
      return LAYER_ACTIONS.has(action.type) ? layerAction(state, action as LayerAction) : viewAction(state, action);
  }
}

/** Pointer and key actions: the tool in hand decides what they do. */
function toolAction(state: EditorState, action: EditorAction): EditorResult {
  const tool = toolPiece(state.tool.kind);
  switch (action.type) {
    case 'strokeStart': {
      const cell = clampCell(state, action.cell);
      return tool.onDown({ ...state, cursor: cell, stroke: null }, cell);
    }
    case 'strokeMove': {
      if (!state.stroke) return result(state);
      const cell = clampCell(state, action.cell);
      const last = state.stroke.last;
      if (cell.x === last.x && cell.y === last.y) return result(state);
      const moved = { ...state, cursor: cell, stroke: { ...state.stroke, last: cell } };
      return tool.onMove ? tool.onMove(moved, last, cell) : result(moved);
    }
    case 'strokeEnd':
      if (!state.stroke) return result(state);
      return tool.onUp ? tool.onUp(state) : result({ ...state, stroke: null });
    case 'applyAtCursor':
      return tool.onKey ? tool.onKey(state) : tool.onDown({ ...state, stroke: null }, state.cursor);
    default:
      return result({ ...state, stroke: null });
  }
}

/** The view: the tool, the map shown, the cursor, the grid; and the edits that are not a tool's. */
function viewAction(state: EditorState, action: EditorAction): EditorResult {
  switch (action.type) {
    case 'setTool': {
      const next = action.tool;
      // A tile chosen for the tool in hand says the tile; another tool says its name (and its tile).
      const code = 'code' in next ? next.code : null;
      const say =
        code !== null && next.kind === state.tool.kind
          ? T.tileChosen(code)
          : T.toolChosen(toolPiece(next.kind).label) + (code === null ? '' : ` ${T.tileChosen(code)}`);
      return result({ ...state, tool: next, stroke: null }, null, say);
    }
    case 'selectMap': {
      const map = findMap(doc(state), action.mapId);
      if (!map) return result(state, null, T.noSuchMap);
      return result({ ...state, mapId: map.id, cursor: { x: 0, y: 0 }, stroke: null }, 'all', T.mapShown(map.name));
    }
    case 'moveCursor':
    case 'setCursor': {
      const target =
        action.type === 'setCursor' ? action.cell : { x: state.cursor.x + action.dx, y: state.cursor.y + action.dy };
      const cursor = clampCell(state, target);
      const moved = { ...state, cursor };
      const say = action.type === 'moveCursor' ? describeCell(doc(state), state.mapId, cursor) : null;
      return result(toolPiece(state.tool.kind).onCursor?.(moved) ?? moved, null, say);
    }
    case 'toggleGrid':
      return result({ ...state, grid: !state.grid }, null, state.grid ? T.gridOff : T.gridOn);
    case 'setPatrol': {
      const next = setPatrol(doc(state), action.mapId, action.npcIndex, action.patrol);
      if (!next) return result(state, null, T.nothingChanged);
      const npc = findMap(next, action.mapId)!.npcs[action.npcIndex]!;
      const say = action.patrol ? T.patrolSet(npcName(npc.npcId)) : T.patrolCleared(npcName(npc.npcId));
      return result(commit(state, next, 'setting a patrol'), null, say);
    }
    case 'replaceDoc': {
      const base = action.undoable
        ? commit(state, action.doc, 'loading a world')
        : { ...state, history: createHistory(action.doc) };
      return result(settle(base), 'all', T.docReplaced);
    }
    default:
      return result(state);
  }
}

/** After the document changed under it: a map that still exists and a cursor inside it. */
function settle(state: EditorState, preferMap?: string): EditorState {
  const present = doc(state);
  const mapId = [preferMap, state.mapId].find((id) => id !== undefined && findMap(present, id)) ?? present.maps[0]!.id;
  const next = { ...state, mapId, stroke: null };
  // Another map shown starts at its corner, as choosing it does; the same map keeps the cursor inside.
  return { ...next, cursor: mapId === state.mapId ? clampCell(next, state.cursor, mapId) : { x: 0, y: 0 } };
}

function travel(state: EditorState, way: 'undo' | 'redo'): EditorResult {
  const undo = way === 'undo';
  const history = undo ? undoHistory(state.history) : redoHistory(state.history);
  if (!history) return result(state, null, undo ? T.nothingToUndo : T.nothingToRedo);
  const change = undo ? state.history.past[state.history.past.length - 1]! : state.history.future[0]!;
  const next = settle({ ...state, history });
  const changed = next.mapId !== state.mapId ? 'all' : changedCells(change, next.mapId);
  return result(next, changed, undo ? T.undone(change.label) : T.redone(change.label));
}

function mapEdit(state: EditorState, edit: MapEdit, label: string, say: (doc: WorldDoc) => string, show?: boolean) {
  if (!edit.ok) return result(state, null, edit.reason);
  const change = diffWorld(doc(state), edit.doc, label);
  const next = settle(commit(state, edit.doc, label), show ? edit.mapId : undefined);
  const changed = next.mapId !== state.mapId ? 'all' : change ? changedCells(change, next.mapId) : null;
  return result(next, changed, say(edit.doc));
}

function mapAction(state: EditorState, action: EditorAction): EditorResult {
  switch (action.type) {
    case 'addMap':
      return mapEdit(
        state,
        addMap(doc(state), action.name, action.width, action.height),
        'adding a map',
        (d) => T.mapAdded(d.maps[d.maps.length - 1]!.name),
        true,
      );
    case 'renameMap':
      return mapEdit(state, renameMap(doc(state), action.mapId, action.name), 'renaming a map', (d) =>
        T.mapRenamed(mapName(d, action.mapId)),
      );
    case 'resizeMap':
      return mapEdit(state, resizeMap(doc(state), action.mapId, action.width, action.height), 'resizing a map', (d) =>
        T.mapResized(mapName(d, action.mapId), action.width, action.height),
      );
    case 'deleteMap': {
      const name = mapName(doc(state), action.mapId);
      return mapEdit(state, deleteMap(doc(state), action.mapId), 'deleting a map', () => T.mapDeleted(name));
    }
    case 'setEdge':
      return mapEdit(state, setEdge(doc(state), action.mapId, action.side, action.to), 'setting an edge', (d) =>
        T.edgeSet(action.side, action.to === null ? null : mapName(d, action.to)),
      );
    default:
      return result(state);
  }
}
