import type { WorldDoc } from '@authentic/core';
import { amendChange, createHistory as create, recordChange, redoChange, undoChange } from '../../../lib/grid-edit';
import type { EditorHistory } from './types';
import { applyWorldChange, diffWorld, mergeWorldChanges } from './world-change';

/** Undo and redo over the changes each edit made (lib/grid-edit's history; see world-change.ts). */
export function createHistory(doc: WorldDoc): EditorHistory {
  return create(doc);
}

/** A new edit (called `label`): its change joins the past (at most HISTORY_LIMIT), redo is cleared. */
export function pushHistory(history: EditorHistory, doc: WorldDoc, label: string): EditorHistory {
  const change = diffWorld(history.present, doc, label);
  return change ? recordChange(history, doc, change) : history;
}

/** The later cells of a stroke: the same step, grown. */
export function amendHistory(history: EditorHistory, doc: WorldDoc): EditorHistory {
  const change = diffWorld(history.present, doc, '');
  if (!change) return history;
  return amendChange(history, doc, (last) => mergeWorldChanges(last, change));
}

export function undoHistory(history: EditorHistory): EditorHistory | null {
  return undoChange(history, applyWorldChange);
}

export function redoHistory(history: EditorHistory): EditorHistory | null {
  return redoChange(history, applyWorldChange);
}
