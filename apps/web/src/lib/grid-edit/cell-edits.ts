/** One cell's change: its index in the grid (y * width + x) and its value before and after. */
export interface CellEdit<V> {
  readonly index: number;
  readonly before: V;
  readonly after: V;
}

/** The cells that differ between two grids of one length, in index order. */
export function diffCells<V>(before: ArrayLike<V>, after: ArrayLike<V>): CellEdit<V>[] {
  const edits: CellEdit<V>[] = [];
  for (let index = 0; index < before.length; index++) {
    if (before[index] !== after[index]) edits.push({ index, before: before[index]!, after: after[index]! });
  }
  return edits;
}

/** Writes the edits into `values` (a copy the caller owns): their `after` values, or undoing, their `before`. */
export function writeCells<V>(values: V[], edits: readonly CellEdit<V>[], way: 'undo' | 'redo'): V[] {
  if (way === 'redo') for (const edit of edits) values[edit.index] = edit.after;
  else for (let i = edits.length - 1; i >= 0; i--) values[edits[i]!.index] = edits[i]!.before;
  return values;
}

/** Two edits in a row as one: each cell keeps its first `before` and its last `after`; unchanged cells drop out. */
export function mergeCells<V>(first: readonly CellEdit<V>[], then: readonly CellEdit<V>[]): CellEdit<V>[] {
  const byIndex = new Map<number, CellEdit<V>>();
  for (const edit of first) byIndex.set(edit.index, edit);
  for (const edit of then) {
    const earlier = byIndex.get(edit.index);
    byIndex.set(edit.index, earlier ? { index: edit.index, before: earlier.before, after: edit.after } : edit);
  }
  return [...byIndex.values()].filter((edit) => edit.before !== edit.after);
}
