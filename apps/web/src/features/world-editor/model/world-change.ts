import type { Position, WorldDoc, WorldDocMap } from '@authentic/core';
import { mergeCells, type CellEdit } from '../../../lib/grid-edit';

/**
 * One undo step of the world editor: what an edit changed, never a copy of the world (issue 35).
 * Painting keeps its cells; placing or removing an object keeps the map's fields it replaced;
 * adding, deleting or resizing a map keeps the map lists (maps are shared with the present, and
 * a resize or a delete loses cells that undo must bring back).
 */
export interface WorldChange {
  /** What the step did, for "Undone: painting." */
  label: string;
  /** Painted cells per map: index y * width + x, tile codes before and after. */
  cells: readonly { mapId: string; width: number; edits: readonly CellEdit<number>[] }[];
  /** A map's other fields (name, edges, portals, NPCs, artifact spots) before and after, when they changed. */
  fields: readonly { mapId: string; before: MapFields; after: MapFields }[];
  /** The document's own fields (the spawn, the format) before and after, when they changed. */
  top: null | { before: DocFields; after: DocFields };
  /** When the maps themselves changed (added, deleted, resized, reordered): the lists before and after. */
  maps: null | { before: WorldDocMap[]; after: WorldDocMap[] };
}

export type MapFields = Omit<WorldDocMap, 'rows'>;
export type DocFields = Omit<WorldDoc, 'maps'>;

function fieldsOf(map: WorldDocMap): MapFields {
  const { rows: _rows, ...fields } = map;
  return fields;
}

function topOf(doc: WorldDoc): DocFields {
  const { maps: _maps, ...fields } = doc;
  return fields;
}

/** Whether two records hold the same values, key by key (by reference: edits keep untouched parts). */
function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a) as (keyof typeof a)[];
  return ka.length === Object.keys(b).length && ka.every((key) => a[key] === b[key]);
}

const sameShape = (a: WorldDocMap, b: WorldDocMap) =>
  a.id === b.id && a.rows.length === b.rows.length && a.rows[0]?.length === b.rows[0]?.length;

/** The cells that differ between two maps of one size (rows compared by reference first). */
function rowEdits(a: WorldDocMap, b: WorldDocMap): CellEdit<number>[] {
  const edits: CellEdit<number>[] = [];
  for (let y = 0; y < a.rows.length; y++) {
    const ra = a.rows[y]!;
    const rb = b.rows[y]!;
    if (ra === rb) continue;
    for (let x = 0; x < ra.length; x++) {
      const before = ra.charCodeAt(x) - 48;
      const after = rb.charCodeAt(x) - 48;
      if (before !== after) edits.push({ index: y * ra.length + x, before, after });
    }
  }
  return edits;
}

/** The step from one document to the next, or null when nothing changed. */
export function diffWorld(before: WorldDoc, after: WorldDoc, label: string): WorldChange | null {
  if (before === after) return null;
  const topBefore = topOf(before);
  const topAfter = topOf(after);
  const top = sameFields(topBefore, topAfter) ? null : { before: topBefore, after: topAfter };
  const shaped =
    before.maps.length === after.maps.length && before.maps.every((map, i) => sameShape(map, after.maps[i]!));
  if (!shaped) return { label, cells: [], fields: [], top, maps: { before: before.maps, after: after.maps } };
  const cells: WorldChange['cells'][number][] = [];
  const fields: WorldChange['fields'][number][] = [];
  before.maps.forEach((a, i) => {
    const b = after.maps[i]!;
    if (a === b) return;
    const edits = a.rows === b.rows ? [] : rowEdits(a, b);
    if (edits.length > 0) cells.push({ mapId: a.id, width: a.rows[0]!.length, edits });
    const fa = fieldsOf(a);
    const fb = fieldsOf(b);
    if (!sameFields(fa, fb)) fields.push({ mapId: a.id, before: fa, after: fb });
  });
  if (cells.length === 0 && fields.length === 0 && top === null) return null;
  return { label, cells, fields, top, maps: null };
}

/** The rows with the edits written (their `after` codes, or undoing, their `before`). */
function writeRows(rows: readonly string[], width: number, edits: readonly CellEdit<number>[], undo: boolean) {
  const touched = new Map<number, Uint8Array>();
  const order = undo ? [...edits].reverse() : edits;
  for (const edit of order) {
    const y = Math.floor(edit.index / width);
    let chars = touched.get(y);
    if (!chars) {
      const row = rows[y]!;
      chars = new Uint8Array(width);
      for (let x = 0; x < width; x++) chars[x] = row.charCodeAt(x);
      touched.set(y, chars);
    }
    chars[edit.index % width] = 48 + (undo ? edit.before : edit.after);
  }
  const next = [...rows];
  const decoder = new TextDecoder();
  for (const [y, chars] of touched) next[y] = decoder.decode(chars);
  return next;
}

/** The document with a step applied forwards (redo) or backwards (undo). */
export function applyWorldChange(doc: WorldDoc, change: WorldChange, way: 'undo' | 'redo'): WorldDoc {
  const undo = way === 'undo';
  const side = <T>(pair: { before: T; after: T }) => (undo ? pair.before : pair.after);
  const top = change.top ? side(change.top) : topOf(doc);
  if (change.maps) return { ...top, maps: side(change.maps) };
  const maps = doc.maps.map((map) => {
    const cells = change.cells.find((c) => c.mapId === map.id);
    const fields = change.fields.find((f) => f.mapId === map.id);
    if (!cells && !fields) return map;
    const rows = cells ? writeRows(map.rows, cells.width, cells.edits, undo) : map.rows;
    return { ...(fields ? side(fields) : fieldsOf(map)), rows };
  });
  return { ...top, maps };
}

/** A stroke's next dab joined to its step: each cell keeps its first `before` and its last `after`. */
export function mergeWorldChanges(first: WorldChange, then: WorldChange): WorldChange {
  // Strokes only paint; a step that changed the maps is never amended.
  if (first.maps || then.maps) throw new Error('A change of the maps cannot join a stroke.');
  const ids = [...new Set([...first.cells, ...then.cells].map((c) => c.mapId))];
  const cells = ids.flatMap((mapId) => {
    const a = first.cells.find((c) => c.mapId === mapId);
    const b = then.cells.find((c) => c.mapId === mapId);
    const edits = mergeCells(a?.edits ?? [], b?.edits ?? []);
    return edits.length > 0 ? [{ mapId, width: (a ?? b)!.width, edits }] : [];
  });
  const fieldIds = [...new Set([...first.fields, ...then.fields].map((f) => f.mapId))];
  const fields = fieldIds.map((mapId) => {
    const a = first.fields.find((f) => f.mapId === mapId);
    const b = then.fields.find((f) => f.mapId === mapId);
    return { mapId, before: (a ?? b)!.before, after: (b ?? a)!.after };
  });
  const top =
    first.top || then.top ? { before: (first.top ?? then.top)!.before, after: (then.top ?? first.top)!.after } : null;
  return { label: first.label, cells, fields, top, maps: null };
}

/** The cells a step keeps (a map list counts every cell of the maps it holds that the other side lacks). */
export function changeSize(change: WorldChange): number {
  let size = change.cells.reduce((sum, c) => sum + c.edits.length, 0);
  if (change.maps) {
    const { before, after } = change.maps;
    for (const map of [...before.filter((m) => !after.includes(m)), ...after.filter((m) => !before.includes(m))])
      size += map.rows.length * (map.rows[0]?.length ?? 0);
  }
  return size;
}

/** What a step touched on the shown map, for the renderer: its cells, or 'all' when maps or objects changed. */
export function changedCells(change: WorldChange, mapId: string): { mapId: string; cells: Position[] } | 'all' {
  if (change.maps) {
    const { before, after } = change.maps;
    const a = before.find((m) => m.id === mapId);
    return a !== undefined && a === after.find((m) => m.id === mapId) ? { mapId, cells: [] } : 'all';
  }
  const cells = change.cells.find((c) => c.mapId === mapId);
  if (!cells) return { mapId, cells: [] };
  return {
    mapId,
    cells: cells.edits.map(({ index }) => ({ x: index % cells.width, y: Math.floor(index / cells.width) })),
  };
}
