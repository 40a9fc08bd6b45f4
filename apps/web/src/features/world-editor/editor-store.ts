import { worldDocMapSize, worldDocTile, type Position, type WorldDoc, type WorldDocMap } from '@authentic/core';
import { EDITOR_TEXTS as T, TILE_NAMES } from './editor-texts';

/** What a click, a tap or Space at the cell cursor does. */
export type EditorTool = 'paint' | 'fill' | 'spawn';

export interface EditorState {
  /** Earlier documents (undo), the one shown, and those undone (redo). */
  past: readonly WorldDoc[];
  doc: WorldDoc;
  future: readonly WorldDoc[];
  mapId: string;
  cursor: Position;
  code: number;
  tool: EditorTool;
  grid: boolean;
  /** True while a pointer stroke runs: its cells join one undo step. */
  stroking: boolean;
  /** The last thing worth saying aloud (the canvas's live region). */
  said: string;
}

/** Cells whose tiles changed (the map layer repaints their chunks), or 'all' (rebuild it). */
export type Changed = Position[] | 'all';

const HISTORY_LIMIT = 200;

export function mapOf(state: Pick<EditorState, 'doc' | 'mapId'>): WorldDocMap {
  return state.doc.maps.find((map) => map.id === state.mapId) ?? state.doc.maps[0]!;
}

/** What stands on a cell, for the live region: 'Wall at 3, 4. Spawn.' */
export function describeCell(doc: WorldDoc, map: WorldDocMap, cell: Position): string {
  const tile = worldDocTile(map, cell);
  const parts = [T.cellAt(TILE_NAMES[tile ?? 0] ?? T.unknownTile, cell)];
  if (doc.spawn.mapId === map.id && doc.spawn.x === cell.x && doc.spawn.y === cell.y) parts.push(T.spawnHere);
  const portal = map.portals.find((candidate) => candidate.x === cell.x && candidate.y === cell.y);
  if (portal) parts.push(portal.to === 'exit' ? T.exitHere : T.portalHere(portal.to.mapId));
  if (map.npcs.some((npc) => npc.x === cell.x && npc.y === cell.y)) parts.push(T.npcHere);
  return parts.join(' ');
}

/** The document with these cells of one map painted `code` (untouched rows and maps are shared). */
export function paintCells(doc: WorldDoc, mapId: string, cells: readonly Position[], code: number): WorldDoc {
  const digit = String(code);
  return {
    ...doc,
    maps: doc.maps.map((map) => {
      if (map.id !== mapId) return map;
      const rows = [...map.rows];
      for (const { x, y } of cells) {
        const row = rows[y];
        if (row === undefined || x < 0 || x >= row.length || row[x] === digit) continue;
        rows[y] = row.slice(0, x) + digit + row.slice(x + 1);
      }
      return { ...map, rows };
    }),
  };
}

/** The cells a fill from `start` paints: the 4-connected area of its tile. */
export function fillArea(map: WorldDocMap, start: Position): Position[] {
  const { width, height } = worldDocMapSize(map);
  const target = worldDocTile(map, start);
  if (target === null) return [];
  const seen = new Uint8Array(width * height);
  const found: Position[] = [];
  const stack = [start.y * width + start.x];
  seen[stack[0]!] = 1;
  while (stack.length > 0) {
    const index = stack.pop()!;
    const x = index % width;
    const y = Math.floor(index / width);
    found.push({ x, y });
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (seen[next] || map.rows[ny]!.charCodeAt(nx) - 48 !== target) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  return found;
}

export interface EditorStore {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  /** Told which cells changed after each edit, for the map layer. */
  onChange(listener: (changed: Changed) => void): () => void;
  setCode(code: number): void;
  setTool(tool: EditorTool): void;
  toggleGrid(): void;
  selectMap(mapId: string): void;
  moveCursor(dx: number, dy: number): void;
  setCursor(cell: Position): void;
  /** The tool at a cell (a click, a tap, Space at the cursor). */
  apply(cell: Position): void;
  strokeStart(cell: Position): void;
  strokeMove(cell: Position): void;
  strokeEnd(): void;
  undo(): void;
  redo(): void;
  /** Another document (a reload, an import, a restored version); undoable unless it is a fresh start. */
  replace(doc: WorldDoc, undoable: boolean): void;
}

export function createEditorStore(doc: WorldDoc): EditorStore {
  let state: EditorState = {
    past: [],
    doc,
    future: [],
    mapId: doc.spawn.mapId,
    cursor: { x: doc.spawn.x, y: doc.spawn.y },
    code: 1,
    tool: 'paint',
    grid: true,
    stroking: false,
    said: '',
  };
  let strokeLast: Position | null = null;
  /** The running stroke has made its undo step: its later cells join it. */
  let strokeStep = false;
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(changed: Changed) => void>();
  const set = (next: Partial<EditorState>, changed: Changed | null = null) => {
    state = { ...state, ...next };
    if (changed && (changed === 'all' || changed.length > 0)) for (const listener of changeListeners) listener(changed);
    for (const listener of listeners) listener();
  };
  const clamp = (cell: Position): Position => {
    const { width, height } = worldDocMapSize(mapOf(state));
    return { x: Math.min(width - 1, Math.max(0, cell.x)), y: Math.min(height - 1, Math.max(0, cell.y)) };
  };
  /** A new document on top of the history (a stroke's later cells join its first step). */
  const commit = (next: WorldDoc, changed: Changed, said: string, joinStroke = false) => {
    const past = joinStroke ? state.past : [...state.past, state.doc].slice(-HISTORY_LIMIT);
    set({ past, doc: next, future: [], said }, changed);
  };
  /** The cells on the line from one cell to the next, so a fast drag leaves no gaps. */
  const line = (from: Position, to: Position): Position[] => {
    const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    return Array.from({ length: steps + 1 }, (_, i) => ({
      x: Math.round(from.x + ((to.x - from.x) * i) / Math.max(1, steps)),
      y: Math.round(from.y + ((to.y - from.y) * i) / Math.max(1, steps)),
    }));
  };
  const paint = (cells: Position[], inStroke: boolean) => {
    const map = mapOf(state);
    const fresh = cells.filter((cell) => worldDocTile(map, cell) !== null && worldDocTile(map, cell) !== state.code);
    if (fresh.length === 0) return;
    const name = TILE_NAMES[state.code] ?? T.unknownTile;
    const next = paintCells(state.doc, map.id, fresh, state.code);
    commit(next, fresh, T.painted(name, fresh[fresh.length - 1]!), inStroke && strokeStep);
    if (inStroke) strokeStep = true;
  };
  const apply = (cell: Position, inStroke: boolean) => {
    const map = mapOf(state);
    if (state.tool === 'spawn') {
      commit({ ...state.doc, spawn: { mapId: map.id, x: cell.x, y: cell.y } }, [], T.spawnMoved(cell));
      return;
    }
    if (state.tool === 'fill') {
      const area = fillArea(map, cell);
      paint(area, false);
      return;
    }
    paint([cell], inStroke);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    setCode: (code) =>
      set({ code, tool: state.tool === 'spawn' ? 'paint' : state.tool, said: T.tileChosen(TILE_NAMES[code] ?? '') }),
    setTool: (tool) => set({ tool, said: T.toolChosen(tool) }),
    toggleGrid: () => set({ grid: !state.grid }),
    selectMap(mapId) {
      const map = state.doc.maps.find((candidate) => candidate.id === mapId);
      if (!map) return;
      set({ mapId, cursor: { x: 0, y: 0 }, said: T.mapShown(map.name) }, 'all');
    },
    moveCursor(dx, dy) {
      const cursor = clamp({ x: state.cursor.x + dx, y: state.cursor.y + dy });
      set({ cursor, said: describeCell(state.doc, mapOf(state), cursor) });
    },
    setCursor: (cell) => set({ cursor: clamp(cell) }),
    apply: (cell) => apply(clamp(cell), false),
    strokeStart(cell) {
      const at = clamp(cell);
      strokeLast = at;
      strokeStep = false;
      set({ stroking: true, cursor: at });
      apply(at, true);
    },
    strokeMove(cell) {
      if (!strokeLast || state.tool !== 'paint') return;
      const at = clamp(cell);
      if (at.x === strokeLast.x && at.y === strokeLast.y) return;
      const cells = line(strokeLast, at);
      strokeLast = at;
      paint(cells, true);
    },
    strokeEnd() {
      strokeLast = null;
      strokeStep = false;
      set({ stroking: false });
    },
    undo() {
      const previous = state.past[state.past.length - 1];
      if (!previous) return;
      const mapId = previous.maps.some((map) => map.id === state.mapId) ? state.mapId : previous.spawn.mapId;
      set(
        { past: state.past.slice(0, -1), future: [state.doc, ...state.future], doc: previous, mapId, said: T.undone },
        'all',
      );
    },
    redo() {
      const next = state.future[0];
      if (!next) return;
      const mapId = next.maps.some((map) => map.id === state.mapId) ? state.mapId : next.spawn.mapId;
      set({ past: [...state.past, state.doc], future: state.future.slice(1), doc: next, mapId, said: T.redone }, 'all');
    },
    replace(doc, undoable) {
      const mapId = doc.maps.some((map) => map.id === state.mapId) ? state.mapId : doc.spawn.mapId;
      set(
        { past: undoable ? [...state.past, state.doc] : [], future: [], doc, mapId, cursor: clamp(state.cursor) },
        'all',
      );
    },
  };
}
