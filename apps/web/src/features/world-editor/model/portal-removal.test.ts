// @vitest-environment node
import { checkWorldDoc } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import { placePortal, removeObject } from './edits';
import { addMap, deleteMap } from './maps';
import { testDoc, tileOf } from './test-doc';

/** Issue 36: no portal tile is left behind leading nowhere. */
describe('removing portals and maps in the editor', () => {
  it('removing a portal turns its tile back into grass', () => {
    const placed = placePortal(testDoc(), 'main', { x: 3, y: 2 }, 'exit')!;
    expect(tileOf(placed.doc, 3, 2)).toBe(5);
    const removed = removeObject(placed.doc, 'main', { x: 3, y: 2 })!;
    expect(removed.maps[0]!.portals).toEqual([{ x: 6, y: 6, to: 'exit' }]);
    expect(tileOf(removed, 3, 2)).toBe(0);
    expect(checkWorldDoc(removed).some((problem) => problem.code === 'portalTile')).toBe(false);
  });

  it('the remove tool turns the tile to grass in one undo step, and undo brings the portal back', () => {
    const placed = placePortal(testDoc(), 'main', { x: 3, y: 2 }, 'exit')!;
    let state: EditorState = createEditorState(placed.doc);
    const actions: EditorAction[] = [
      { type: 'setTool', tool: { kind: 'removeObject' } },
      { type: 'strokeStart', cell: { x: 3, y: 2 } },
      { type: 'strokeEnd' },
    ];
    for (const action of actions) state = editorReducer(state, action).state;
    expect(tileOf(state.history.present, 3, 2)).toBe(0);
    const undone = editorReducer(state, { type: 'undo' });
    expect(tileOf(undone.state.history.present, 3, 2)).toBe(5);
    expect(undone.state.history.present.maps[0]!.portals).toHaveLength(2);
  });

  it('deleting a map removes the portals that led to it, their tiles grass again', () => {
    const added = addMap(testDoc(), 'Cave', 8, 8);
    if (!added.ok) throw new Error(added.reason);
    const toCave = placePortal(added.doc, 'main', { x: 2, y: 2 }, { mapId: 'cave', x: 1, y: 1 })!;
    const back = placePortal(toCave.doc, 'cave', { x: 4, y: 4 }, { mapId: 'main', x: 1, y: 1 })!;
    const gone = deleteMap(back.doc, 'cave');
    if (!gone.ok) throw new Error(gone.reason);
    expect(gone.doc.maps.map((map) => map.id)).toEqual(['main']);
    expect(gone.doc.maps[0]!.portals).toEqual([{ x: 6, y: 6, to: 'exit' }]);
    expect(tileOf(gone.doc, 2, 2)).toBe(0);
    expect(checkWorldDoc(gone.doc).some((problem) => problem.code === 'portalTile')).toBe(false);
  });
});
