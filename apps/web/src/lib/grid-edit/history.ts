/**
 * Undo and redo as a list of CHANGES beside the present document (issue 35): a step stores what it
 * changed (cell edits, or a command and what it replaced), never a copy of the document, so a one-cell
 * paint in a large world costs one cell. Each editor says how a change is applied either way.
 */

/** How many steps undo can go back in every editor; older steps are forgotten. */
export const HISTORY_LIMIT = 200;

export interface EditHistory<D, C> {
  readonly present: D;
  /** The changes that led to the present, oldest first; at most the limit. */
  readonly past: readonly C[];
  /** The changes undo put aside, the next redo first. */
  readonly future: readonly C[];
}

/** Applies a change to a document: forwards (redo) or backwards (undo). */
export type ApplyChange<D, C> = (doc: D, change: C, way: 'undo' | 'redo') => D;

export function createHistory<D, C>(present: D): EditHistory<D, C> {
  return { present, past: [], future: [] };
}

/** A new step: `next` is the present after `change`; redo is cleared; the oldest step goes past the limit. */
export function recordChange<D, C>(
  history: EditHistory<D, C>,
  next: D,
  change: C,
  limit = HISTORY_LIMIT,
): EditHistory<D, C> {
  const past = [...history.past, change];
  return { present: next, past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

/** The last step grown (the later cells of a stroke): `merge` joins its change with the new one. */
export function amendChange<D, C>(history: EditHistory<D, C>, next: D, merge: (last: C) => C): EditHistory<D, C> {
  const last = history.past[history.past.length - 1];
  if (last === undefined) return { present: next, past: [], future: [] };
  return { present: next, past: [...history.past.slice(0, -1), merge(last)], future: [] };
}

export const canUndo = (history: EditHistory<unknown, unknown>): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown, unknown>): boolean => history.future.length > 0;

/** The step before, or null when there is none. */
export function undoChange<D, C>(history: EditHistory<D, C>, apply: ApplyChange<D, C>): EditHistory<D, C> | null {
  const change = history.past[history.past.length - 1];
  if (change === undefined) return null;
  return {
    present: apply(history.present, change, 'undo'),
    past: history.past.slice(0, -1),
    future: [change, ...history.future],
  };
}

/** The step undone last, again, or null when there is none. */
export function redoChange<D, C>(
  history: EditHistory<D, C>,
  apply: ApplyChange<D, C>,
  limit = HISTORY_LIMIT,
): EditHistory<D, C> | null {
  const [change, ...future] = history.future;
  if (change === undefined) return null;
  const past = [...history.past, change];
  return {
    present: apply(history.present, change, 'redo'),
    past: past.slice(Math.max(0, past.length - limit)),
    future,
  };
}

/** What the history holds, in the editor's unit (cells): for tests and for keeping memory in check. */
export function storedSize<C>(history: EditHistory<unknown, C>, size: (change: C) => number): number {
  let total = 0;
  for (const change of history.past) total += size(change);
  for (const change of history.future) total += size(change);
  return total;
}
