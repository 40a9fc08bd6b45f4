import type { WorldDoc } from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import type { CellChange } from './types';

export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
  /** Cell changes for the renderer (and 'all' after undo of a resize, a map switch, replaceDoc). */
  onChange(listener: (changed: CellChange | 'all') => void): () => void;
  /** The last thing worth saying aloud (for the live region). */
  lastAnnouncement(): string | null;
}

/** The editor's state behind the reducer, for React's useSyncExternalStore and the map layer. */
export function createEditorStore(doc: WorldDoc): EditorStore {
  let state = createEditorState(doc);
  let said: string | null = null;
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(changed: CellChange | 'all') => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const out = editorReducer(state, action);
      const moved = out.state !== state;
      state = out.state;
      if (out.announce !== null) said = out.announce;
      if (out.changed) for (const listener of [...changeListeners]) listener(out.changed);
      if (moved || out.announce !== null) for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    lastAnnouncement: () => said,
  };
}
