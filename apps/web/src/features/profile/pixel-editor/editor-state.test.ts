// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { P } from '../../../ui/palette';
import { editorReducer, initialEditorState, shownGrid, type EditorAction, type EditorState } from './editor-state';
import { EDITOR_TEXTS as T } from './editor-texts';
import { canUndo, getPixel, HISTORY_LIMIT, isEmpty } from './pixel-model';

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) =>
  actions.reduce(editorReducer, state);

describe('editor state', () => {
  it('shows a stroke while it is drawn and commits it as one undo step', () => {
    const drawing = run([
      { type: 'stroke-start', at: { x: 0, y: 0 } },
      { type: 'stroke-move', at: { x: 5, y: 0 } },
    ]);
    expect(getPixel(shownGrid(drawing), { x: 3, y: 0 })).toBe(P.gold);
    expect(isEmpty(drawing.history.present)).toBe(true);
    const done = editorReducer(drawing, { type: 'stroke-end' });
    expect(done.history.past).toHaveLength(1);
    expect(isEmpty(editorReducer(done, { type: 'undo' }).history.present)).toBe(true);
  });

  it('ignores moves off the grid and moves without a stroke', () => {
    const state = run([{ type: 'stroke-move', at: { x: 1, y: 1 } }]);
    expect(state.stroke).toBeNull();
    const outside = run([
      { type: 'stroke-start', at: { x: 0, y: 0 } },
      { type: 'stroke-move', at: { x: -1, y: 20 } },
      { type: 'stroke-end' },
    ]);
    expect(outside.history.present.pixels.filter(Boolean)).toHaveLength(1);
  });

  it('keeps at most the history limit of strokes', () => {
    const strokes = Array.from({ length: HISTORY_LIMIT + 20 }, (_, i): EditorAction[] => [
      { type: 'stroke-start', at: { x: i % 16, y: Math.floor(i / 16) } },
      { type: 'stroke-end' },
    ]).flat();
    let state = run(strokes);
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(state.history)) state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pixels.filter(Boolean)).toHaveLength(20);
  });

  it('a colour from the palette puts the eraser down and takes the pencil', () => {
    const state = run([
      { type: 'tool', tool: 'eraser' },
      { type: 'colour', colour: P.red },
    ]);
    expect(state).toMatchObject({ tool: 'pencil', colour: P.red });
  });

  it('keeps the cursor on the grid when undo takes the grid back to 16×16', () => {
    const state = run([{ type: 'resize', size: 32 }, { type: 'move-cursor', dx: 30, dy: 31 }, { type: 'undo' }]);
    expect(state.history.present.size).toBe(16);
    expect(state.cursor).toEqual({ x: 15, y: 15 });
    expect(state.announcement).toBe(T.undone);
  });

  it('drops a stale status when the player draws again', () => {
    const cleared = run([{ type: 'stroke-start', at: { x: 1, y: 1 } }, { type: 'stroke-end' }, { type: 'clear' }]);
    expect(cleared.announcement).toBe(T.cleared);
    const drawn = run(
      [
        { type: 'stroke-start', at: { x: 2, y: 2 } },
        { type: 'stroke-move', at: { x: 3, y: 2 } },
        { type: 'stroke-end' },
      ],
      cleared,
    );
    expect(drawn.announcement).toBe('');
    expect(getPixel(drawn.history.present, { x: 3, y: 2 })).toBe(drawn.colour);
    const undone = run([{ type: 'undo' }, { type: 'stroke-start', at: { x: 4, y: 4 } }], drawn);
    expect(undone.announcement).toBe('');
  });

  it('says when there is nothing to undo or redo', () => {
    expect(run([{ type: 'undo' }]).announcement).toBe(T.nothingToUndo);
    expect(run([{ type: 'redo' }]).announcement).toBe(T.nothingToRedo);
  });
});
