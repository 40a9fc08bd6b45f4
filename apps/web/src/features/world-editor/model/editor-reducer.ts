import { worldDocMapSize, worldDocTile, type Position, type WorldDoc } from '@authentic/core';
import { describeCell, mapName } from './describe';
import { MODEL_TEXTS as T } from './editor-texts';
import {
  coversObject,
  fillCells,
  findMap,
  lineCells,
  moveSpawn,
  npcName,
  paintCells,
  placeArtifactSpot,
  placeNpc,
  placePortal,
  rectCells,
  removeObject,
  setPatrol,
  type Patrol,
} from './edits';
import { amendHistory, createHistory, pushHistory, redoHistory, undoHistory } from './history';
import { addMap, deleteMap, renameMap, resizeMap, setEdge, type MapEdit } from './maps';
import { ERASE_CODE, HISTORY_LIMIT, type CellChange, type EditorHistory, type EditorTool } from './types';

export interface EditorState {
  history: EditorHistory;
  mapId: string;
  tool: EditorTool;
  cursor: Position;
  grid: boolean;
  /** A brush/erase stroke or rectangle being drawn (pointer down, or the keyboard's first Space for a rectangle). */
  stroke: null | { anchor: Position; last: Position; stepped?: boolean };
  /** What each undo and redo step did ('painting', 'adding a map'), beside history.past and history.future. */
  labels: { past: readonly string[]; future: readonly string[] };
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
  | { type: 'replaceDoc'; doc: WorldDoc; undoable: boolean };

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
    labels: { past: [], future: [] },
  };
}

const doc = (state: EditorState) => state.history.present;

function clamp(state: EditorState, cell: Position, mapId = state.mapId): Position {
  const map = findMap(doc(state), mapId);
  const { width, height } = map ? worldDocMapSize(map) : { width: 1, height: 1 };
  return {
    x: Math.min(width - 1, Math.max(0, Math.round(cell.x))),
    y: Math.min(height - 1, Math.max(0, Math.round(cell.y))),
  };
}

const result = (state: EditorState, changed: EditorResult['changed'] = null, announce: string | null = null) => ({
  state,
  changed: changed !== 'all' && changed !== null && changed.cells.length === 0 ? null : changed,
  announce,
});

/** A new undo step (or, inside a stroke that already made one, the same step extended). */
function commit(state: EditorState, next: WorldDoc, label: string, amend = false): EditorState {
  if (amend) return { ...state, history: amendHistory(state.history, next), labels: { ...state.labels, future: [] } };
  return {
    ...state,
    history: pushHistory(state.history, next),
    labels: { past: [...state.labels.past, label].slice(-HISTORY_LIMIT), future: [] },
  };
}

function paintCode(tool: EditorTool): number | null {
  if (tool.kind === 'erase') return ERASE_CODE;
  if (tool.kind === 'brush' || tool.kind === 'rect' || tool.kind === 'fill') return tool.code;
  return null;
}

/** Paints cells as one step (or joins the running stroke's step). */
function paint(
  state: EditorState,
  cells: readonly Position[],
  code: number,
  say: string,
  inStroke: boolean,
): EditorResult {
  const painted = paintCells(doc(state), state.mapId, cells, code);
  if (!painted) return result(state, null, inStroke ? null : T.nothingChanged);
  const amend = inStroke && state.stroke?.stepped === true;
  let next = commit(state, painted.doc, 'painting', amend);
  if (inStroke && next.stroke) next = { ...next, stroke: { ...next.stroke, stepped: true } };
  const note = coversObject(doc(state), state.mapId, painted.cells, code) ? T.paintedOverObject : '';
  return result(next, { mapId: state.mapId, cells: painted.cells }, say + note);
}

/** The tool acting once at a cell (fill, pick, objects, or a single brush dab). */
function actAt(state: EditorState, cell: Position, inStroke: boolean): EditorResult {
  const tool = state.tool;
  const here = { mapId: state.mapId, cells: [cell] };
  const map = findMap(doc(state), state.mapId)!;
  const edit = (next: WorldDoc | null, label: string, say: string, fail: string) =>
    next ? result(commit(state, next, label), here, say) : result(state, null, fail);
  switch (tool.kind) {
    case 'brush':
    case 'erase': {
      const code = paintCode(tool)!;
      return paint(state, [cell], code, T.painted(code, cell), inStroke);
    }
    case 'fill': {
      const area = fillCells(map, cell);
      const painted = paint(state, area, tool.code, T.filled(tool.code, area.length), false);
      return painted;
    }
    case 'pick': {
      const code = worldDocTile(map, cell) ?? 0;
      return result({ ...state, tool: { kind: 'brush', code } }, null, T.picked(code));
    }
    case 'spawn':
      return result(
        commit(state, moveSpawn(doc(state), state.mapId, cell), 'moving the spawn'),
        here,
        T.spawnMoved(cell),
      );
    case 'portal': {
      const placed = placePortal(doc(state), state.mapId, cell, tool.to);
      const target = tool.to === 'exit' ? T.mainWorld : mapName(doc(state), tool.to.mapId);
      return edit(placed?.doc ?? null, 'placing a portal', T.portalPlaced(target, cell), T.tooMany('portals'));
    }
    case 'npc':
      return edit(
        placeNpc(doc(state), state.mapId, cell, tool.npcId),
        'placing an NPC',
        T.npcPlaced(npcName(tool.npcId), cell),
        T.tooMany('NPCs'),
      );
    case 'artifactSpot':
      return edit(
        placeArtifactSpot(doc(state), state.mapId, cell),
        'placing an artifact spot',
        T.spotPlaced(cell),
        T.nothingChanged,
      );
    case 'removeObject':
      return edit(
        removeObject(doc(state), state.mapId, cell),
        'removing an object',
        T.objectRemoved(cell),
        T.noObject(cell),
      );
    case 'rect':
      return result(state);
  }
}

function applyRect(state: EditorState, anchor: Position, end: Position, code: number): EditorResult {
  const map = findMap(doc(state), state.mapId)!;
  const cells = rectCells(map, anchor, end);
  const width = Math.abs(end.x - anchor.x) + 1;
  const height = Math.abs(end.y - anchor.y) + 1;
  return paint({ ...state, stroke: null }, cells, code, T.rectPainted(code, width, height), false);
}

/** The cells that differ on the shown map between two documents, or 'all' when its size or the maps changed. */
function diff(before: WorldDoc, after: WorldDoc, mapId: string): CellChange | 'all' {
  const a = findMap(before, mapId);
  const b = findMap(after, mapId);
  if (!a || !b || a.rows.length !== b.rows.length || a.rows[0]!.length !== b.rows[0]!.length) return 'all';
  const cells: Position[] = [];
  for (let y = 0; y < a.rows.length; y++) {
    const ra = a.rows[y]!;
    const rb = b.rows[y]!;
    if (ra === rb) continue;
    for (let x = 0; x < ra.length; x++) if (ra.charCodeAt(x) !== rb.charCodeAt(x)) cells.push({ x, y });
  }
  return { mapId, cells };
}

/** After the document changed under it: a map that still exists and a cursor inside it. */
function settle(state: EditorState, preferMap?: string): EditorState {
  const present = doc(state);
  const mapId = [preferMap, state.mapId].find((id) => id !== undefined && findMap(present, id)) ?? present.maps[0]!.id;
  const next = { ...state, mapId, stroke: null };
  // Another map shown starts at its corner, as choosing it does; the same map keeps the cursor inside.
  return { ...next, cursor: mapId === state.mapId ? clamp(next, state.cursor, mapId) : { x: 0, y: 0 } };
}

function mapEdit(state: EditorState, edit: MapEdit, label: string, say: (doc: WorldDoc) => string, show?: boolean) {
  if (!edit.ok) return result(state, null, edit.reason);
  const before = doc(state);
  const next = settle(commit(state, edit.doc, label), show ? edit.mapId : undefined);
  const changed = next.mapId !== state.mapId ? 'all' : diff(before, edit.doc, next.mapId);
  return result(next, changed, say(edit.doc));
}

export function editorReducer(state: EditorState, action: EditorAction): EditorResult {
  switch (action.type) {
    case 'setTool': {
      const next = action.tool;
      // A tile chosen for the tool in hand says the tile; another tool says its name (and its tile).
      const code = 'code' in next ? next.code : null;
      const say =
        code !== null && next.kind === state.tool.kind
          ? T.tileChosen(code)
          : T.toolChosen(T.toolNames[next.kind]) + (code === null ? '' : ` ${T.tileChosen(code)}`);
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
      const cursor = clamp(state, target);
      const stroke = state.stroke && state.tool.kind === 'rect' ? { ...state.stroke, last: cursor } : state.stroke;
      const say = action.type === 'moveCursor' ? describeCell(doc(state), state.mapId, cursor) : null;
      return result({ ...state, cursor, stroke }, null, say);
    }
    case 'applyAtCursor': {
      if (state.tool.kind === 'rect') {
        if (!state.stroke) {
          const anchor = state.cursor;
          return result({ ...state, stroke: { anchor, last: anchor } }, null, T.rectStarted(anchor));
        }
        return applyRect(state, state.stroke.anchor, state.cursor, state.tool.code);
      }
      return actAt({ ...state, stroke: null }, state.cursor, false);
    }
    case 'strokeStart': {
      const cell = clamp(state, action.cell);
      const moved = { ...state, cursor: cell };
      const kind = state.tool.kind;
      if (kind === 'brush' || kind === 'erase')
        return actAt({ ...moved, stroke: { anchor: cell, last: cell } }, cell, true);
      if (kind === 'rect') return result({ ...moved, stroke: { anchor: cell, last: cell } }, null, T.rectStarted(cell));
      return actAt({ ...moved, stroke: null }, cell, false);
    }
    case 'strokeMove': {
      if (!state.stroke) return result(state);
      const cell = clamp(state, action.cell);
      const last = state.stroke.last;
      if (cell.x === last.x && cell.y === last.y) return result(state);
      const moved = { ...state, cursor: cell, stroke: { ...state.stroke, last: cell } };
      const code = paintCode(state.tool);
      if (state.tool.kind === 'rect' || code === null) return result(moved);
      return paint(moved, lineCells(last, cell), code, T.painted(code, cell), true);
    }
    case 'strokeEnd': {
      if (!state.stroke) return result(state);
      if (state.tool.kind === 'rect') return applyRect(state, state.stroke.anchor, state.stroke.last, state.tool.code);
      return result({ ...state, stroke: null });
    }
    case 'strokeCancel':
      return result({ ...state, stroke: null });
    case 'undo':
    case 'redo': {
      const undo = action.type === 'undo';
      const history = undo ? undoHistory(state.history) : redoHistory(state.history);
      if (!history) return result(state, null, undo ? T.nothingToUndo : T.nothingToRedo);
      const { past, future } = state.labels;
      const label = (undo ? past[past.length - 1] : future[0]) ?? 'an edit';
      const labels = undo
        ? { past: past.slice(0, -1), future: [label, ...future] }
        : { past: [...past, label].slice(-HISTORY_LIMIT), future: future.slice(1) };
      const next = settle({ ...state, history, labels });
      const changed = next.mapId !== state.mapId ? 'all' : diff(doc(state), history.present, next.mapId);
      return result(next, changed, undo ? T.undone(label) : T.redone(label));
    }
    case 'toggleGrid':
      return result({ ...state, grid: !state.grid }, null, state.grid ? T.gridOff : T.gridOn);
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
        : { ...state, history: createHistory(action.doc), labels: { past: [], future: [] } };
      return result(settle(base), 'all', T.docReplaced);
    }
  }
}
