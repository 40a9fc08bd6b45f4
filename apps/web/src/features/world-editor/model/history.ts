import type { WorldDoc } from '@authentic/core';
import { HISTORY_LIMIT, type EditorHistory } from './types';

/** Undo and redo over whole documents (they share untouched maps and rows, so a step is cheap). */
export function createHistory(doc: WorldDoc): EditorHistory {
  return { past: [], present: doc, future: [] };
}

/** A new edit: the present joins the past (at most HISTORY_LIMIT), redo is cleared. */
export function pushHistory(history: EditorHistory, doc: WorldDoc): EditorHistory {
  if (doc === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: doc, future: [] };
}

/** Replaces the present without a new step (the later cells of a stroke). */
export function amendHistory(history: EditorHistory, doc: WorldDoc): EditorHistory {
  return { ...history, present: doc, future: [] };
}

export function undoHistory(history: EditorHistory): EditorHistory | null {
  const previous = history.past[history.past.length - 1];
  if (!previous) return null;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory(history: EditorHistory): EditorHistory | null {
  const next = history.future[0];
  if (!next) return null;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: history.future.slice(1),
  };
}
