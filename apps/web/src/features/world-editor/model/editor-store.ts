import type { WorldDoc } from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import type { CellChange } from './types';

/** What the screen shows: the state and the last sentence for the live region (a new object on each change). */
export interface EditorSnapshot {
  state: EditorState;
  /** The last thing worth saying aloud, and how many things were said (the same sentence twice is two). */
  said: string;
  saidCount: number;
}

export interface EditorStore {
  getState(): EditorState;
  /** For React's useSyncExternalStore: changes when the state or the announcement does. */
  getSnapshot(): EditorSnapshot;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
  /** Cell changes for the renderer (and 'all' after undo of a resize, a map switch, replaceDoc). */
  onChange(listener: (changed: CellChange | 'all') => void): () => void;
  /** The last thing worth saying aloud (for the live region). */
  lastAnnouncement(): string | null;
}

/** The editor's state behind the reducer, for React's useSyncExternalStore and the map layer. */
export function createEditorStore(doc: WorldDoc): EditorStore {
  let snapshot: EditorSnapshot = { state: createEditorState(doc), said: '', saidCount: 0 };
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(changed: CellChange | 'all') => void>();
  return {
    getState: () => snapshot.state,
    getSnapshot: () => snapshot,
    dispatch(action) {
      const out = editorReducer(snapshot.state, action);
      const moved = out.state !== snapshot.state;
      if (!moved && out.announce === null) return;
      snapshot = {
        state: out.state,
        said: out.announce ?? snapshot.said,
        saidCount: snapshot.saidCount + (out.announce === null ? 0 : 1),
      };
      if (out.changed) for (const listener of [...changeListeners]) listener(out.changed);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    lastAnnouncement: () => (snapshot.saidCount === 0 ? null : snapshot.said),
  };
}
