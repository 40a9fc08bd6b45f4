import { useSyncExternalStore } from 'react';
import type { WorldDocMap } from '@authentic/core';
import { docOf, type EditorSnapshot, type EditorState, type EditorStore } from './model';

/** The editor's state and announcement, re-rendering on every change. */
export function useEditor(store: EditorStore): EditorSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export { docOf };

/** The map on screen. */
export function shownMap(state: EditorState): WorldDocMap {
  const doc = docOf(state);
  return doc.maps.find((map) => map.id === state.mapId) ?? doc.maps[0]!;
}
