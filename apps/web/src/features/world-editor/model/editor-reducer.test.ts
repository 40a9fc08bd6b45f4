import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import { createEditorStore } from './editor-store';
import { describeCell } from './describe';
import { HISTORY_LIMIT, type CellChange } from './types';
import { testDoc, tileOf } from './test-doc';

function run(state: EditorState, ...actions: EditorAction[]) {
  let out = { state, changed: null as CellChange | 'all' | null, announce: null as string | null };
  for (const action of actions) out = editorReducer(out.state, action);
  return out;
}
const docOf = (state: EditorState): WorldDoc => state.history.present;

describe('the editor reducer', () => {
  it('paints with the brush at the cursor, says it, and undoes and redoes it', () => {
    const start = createEditorState(testDoc());
    const painted = run(start, { type: 'setCursor', cell: { x: 3, y: 2 } }, { type: 'applyAtCursor' });
    expect(tileOf(docOf(painted.state), 3, 2)).toBe(1);
    expect(painted.changed).toEqual({ mapId: 'main', cells: [{ x: 3, y: 2 }] });
    expect(painted.announce).toBe('Painted Wall at 3, 2.');
    const undone = run(painted.state, { type: 'undo' });
    expect(tileOf(docOf(undone.state), 3, 2)).toBe(0);
    expect(undone.announce).toBe('Undone: painting.');
    expect(undone.changed).toEqual({ mapId: 'main', cells: [{ x: 3, y: 2 }] });
    const redone = run(undone.state, { type: 'redo' });
    expect(tileOf(docOf(redone.state), 3, 2)).toBe(1);
    expect(redone.announce).toBe('Redone: painting.');
    expect(run(start, { type: 'undo' }).announce).toBe('Nothing to undo.');
  });

  it('makes a whole pointer stroke one undo step and leaves no gaps on a fast drag', () => {
    const out = run(
      createEditorState(testDoc()),
      { type: 'strokeStart', cell: { x: 0, y: 0 } },
      { type: 'strokeMove', cell: { x: 9, y: 3 } },
      { type: 'strokeMove', cell: { x: 9, y: 3 } },
      { type: 'strokeMove', cell: { x: 2, y: 8 } },
      { type: 'strokeEnd' },
    );
    const doc = docOf(out.state);
    let walls = 0;
    for (let y = 0; y < 12; y++) for (let x = 0; x < 16; x++) if (y !== 4 && tileOf(doc, x, y) === 1) walls++;
    expect(walls).toBeGreaterThanOrEqual(9 + 7 - 1);
    expect(out.state.history.past).toHaveLength(1);
    expect(out.state.stroke).toBeNull();
    const undone = run(out.state, { type: 'undo' });
    expect(docOf(undone.state)).toEqual(testDoc());
    expect(docOf(undone.state).maps[0]!.rows).toEqual(testDoc().maps[0]!.rows);
  });

  it('erases, picks a tile into the brush, fills, and clears redo on a new edit', () => {
    let state = createEditorState(testDoc());
    state = run(
      state,
      { type: 'setTool', tool: { kind: 'erase' } },
      { type: 'strokeStart', cell: { x: 2, y: 4 } },
      { type: 'strokeEnd' },
    ).state;
    expect(tileOf(docOf(state), 2, 4)).toBe(0);
    const picked = run(
      state,
      { type: 'setTool', tool: { kind: 'pick' } },
      { type: 'strokeStart', cell: { x: 5, y: 4 } },
    );
    expect(picked.state.tool).toEqual({ kind: 'brush', code: 1 });
    expect(picked.announce).toBe('Picked Wall; brush chosen.');
    state = run(picked.state, { type: 'undo' }).state;
    expect(state.history.future).toHaveLength(1);
    const filled = run(
      state,
      { type: 'setTool', tool: { kind: 'fill', code: 3 } },
      { type: 'setCursor', cell: { x: 0, y: 0 } },
      { type: 'applyAtCursor' },
    );
    // The undo took back the erasing (picking is no step): the wall's one gap lets the fill through.
    expect(tileOf(docOf(filled.state), 2, 4)).toBe(1);
    expect(filled.announce).toBe('Filled 177 cells with Sand.');
    expect(tileOf(docOf(filled.state), 15, 3)).toBe(3);
    expect(tileOf(docOf(filled.state), 0, 5)).toBe(3);
    expect(filled.state.history.future).toHaveLength(0);
  });

  it('draws a rectangle by keyboard (anchor, then apply) and by pointer (preview, then apply on release)', () => {
    const start = run(
      createEditorState(testDoc()),
      { type: 'setTool', tool: { kind: 'rect', code: 2 } },
      { type: 'setCursor', cell: { x: 1, y: 1 } },
    );
    const anchored = run(start.state, { type: 'applyAtCursor' });
    expect(anchored.announce).toBe('Rectangle started at 1, 1; move and press Space to finish.');
    const moved = run(anchored.state, { type: 'moveCursor', dx: 2, dy: 1 });
    expect(moved.state.stroke).toEqual({ anchor: { x: 1, y: 1 }, last: { x: 3, y: 2 } });
    const done = run(moved.state, { type: 'applyAtCursor' });
    // The spawn stands at 1, 1: the tree covers it, and the sentence says the check will report it.
    expect(done.announce).toBe('Painted a 3 by 2 rectangle of Tree. An object stands there; the check will report it.');
    expect(docOf(done.state).maps[0]!.rows[2]!.slice(0, 5)).toBe('02220');
    const byPointer = run(
      start.state,
      { type: 'strokeStart', cell: { x: 10, y: 8 } },
      { type: 'strokeMove', cell: { x: 11, y: 9 } },
    );
    expect(docOf(byPointer.state)).toBe(docOf(start.state));
    const released = run(byPointer.state, { type: 'strokeEnd' });
    expect(released.changed !== 'all' && released.changed?.cells).toHaveLength(4);
    expect(released.state.history.past).toHaveLength(1);
  });

  it('places the spawn, portals, NPCs and artifact spots, describes them, and removes them', () => {
    let state = createEditorState(testDoc());
    const add = run(state, { type: 'addMap', name: 'Cave', width: 8, height: 8 }, { type: 'selectMap', mapId: 'main' });
    state = add.state;
    state = run(
      state,
      { type: 'setTool', tool: { kind: 'spawn' } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    ).state;
    const portal = run(
      state,
      { type: 'setTool', tool: { kind: 'portal', to: { mapId: 'cave', x: 1, y: 1 } } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    );
    expect(portal.announce).toBe('Portal to Cave placed at 3, 3.');
    state = run(
      portal.state,
      { type: 'setTool', tool: { kind: 'npc', npcId: 'william_shakespeare' } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    ).state;
    state = run(
      state,
      { type: 'setTool', tool: { kind: 'artifactSpot' } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    ).state;
    expect(describeCell(docOf(state), 'main', { x: 3, y: 3 })).toBe(
      'Portal at 3, 3. Spawn. Portal to Cave. NPC William Shakespeare. Artifact spot.',
    );
    const wall = run(
      state,
      { type: 'setTool', tool: { kind: 'brush', code: 1 } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    );
    expect(wall.announce).toContain('the check will report it');
    const cursor = run(state, { type: 'setCursor', cell: { x: 3, y: 2 } }, { type: 'moveCursor', dx: 0, dy: 1 });
    expect(cursor.announce).toMatch(/^Portal at 3, 3\. Spawn\./);
    const removed = run(
      state,
      { type: 'setTool', tool: { kind: 'removeObject' } },
      { type: 'strokeStart', cell: { x: 3, y: 3 } },
    );
    expect(removed.announce).toBe('Removed the object at 3, 3.');
    expect(describeCell(docOf(removed.state), 'main', { x: 3, y: 3 })).toBe('Grass at 3, 3. Spawn.');
    const patrol = run(state, { type: 'setPatrol', mapId: 'main', npcIndex: 0, patrol: null });
    expect(patrol.announce).toBe('Patrol of William Shakespeare removed.');
  });

  it('keeps the cursor on the map', () => {
    const out = run(
      createEditorState(testDoc()),
      { type: 'moveCursor', dx: -5, dy: 0 },
      { type: 'setCursor', cell: { x: 99, y: 99 } },
    );
    expect(out.state.cursor).toEqual({ x: 15, y: 11 });
  });

  it('adds, resizes and deletes maps, each undoable, and refuses past the limits', () => {
    let out = run(createEditorState(testDoc()), { type: 'addMap', name: 'Cave', width: 8, height: 8 });
    expect(out.announce).toBe('Map Cave added.');
    expect(out.state.mapId).toBe('cave');
    expect(out.changed).toBe('all');
    out = run(out.state, { type: 'resizeMap', mapId: 'cave', width: 12, height: 9 });
    expect(out.changed).toBe('all');
    expect(docOf(out.state).maps[1]!.rows).toHaveLength(9);
    const undone = run(out.state, { type: 'undo' });
    expect(undone.changed).toBe('all');
    expect(docOf(undone.state).maps[1]!.rows).toHaveLength(8);
    const deleted = run(out.state, { type: 'deleteMap', mapId: 'cave' });
    expect(deleted.announce).toBe('Map Cave deleted.');
    expect(deleted.state.mapId).toBe('main');
    expect(docOf(run(deleted.state, { type: 'undo' }).state).maps).toHaveLength(2);
    expect(run(deleted.state, { type: 'deleteMap', mapId: 'main' }).announce).toBe('The last map cannot be deleted.');
    expect(run(deleted.state, { type: 'addMap', name: 'Huge', width: 300, height: 8 }).announce).toBe(
      "A map's sides are 8 to 256 cells.",
    );
  });

  it('keeps at most HISTORY_LIMIT steps and replaces the document', () => {
    let state = createEditorState(testDoc());
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      state = run(
        state,
        { type: 'setTool', tool: { kind: 'brush', code: i % 2 === 0 ? 2 : 3 } },
        { type: 'applyAtCursor' },
      ).state;
    }
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
    const replaced = run(state, { type: 'replaceDoc', doc: testDoc(), undoable: false });
    expect(replaced.changed).toBe('all');
    expect(replaced.state.history.past).toHaveLength(0);
  });
});

describe('the editor store', () => {
  it('tells subscribers and the map layer, and keeps the last announcement', () => {
    const store = createEditorStore(testDoc());
    const changes: (CellChange | 'all')[] = [];
    let calls = 0;
    store.onChange((changed) => changes.push(changed));
    const stop = store.subscribe(() => calls++);
    store.dispatch({ type: 'strokeStart', cell: { x: 2, y: 2 } });
    store.dispatch({ type: 'strokeEnd' });
    expect(changes).toEqual([{ mapId: 'main', cells: [{ x: 2, y: 2 }] }]);
    expect(store.lastAnnouncement()).toBe('Painted Wall at 2, 2.');
    expect(calls).toBe(2);
    stop();
    store.dispatch({ type: 'undo' });
    expect(calls).toBe(2);
    expect(tileOf(store.getState().history.present, 2, 2)).toBe(0);
  });
});
