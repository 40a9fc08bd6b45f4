import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import { testDoc } from './test-doc';
import { applyWorldChange, changeSize, diffWorld } from './world-change';

const run = (state: EditorState, actions: readonly EditorAction[]) =>
  actions.reduce((next, action) => editorReducer(next, action).state, state);
const docOf = (state: EditorState): WorldDoc => state.history.present;

const cell = fc.record({ x: fc.integer({ min: -2, max: 17 }), y: fc.integer({ min: -2, max: 13 }) });
const tool = fc.constantFrom<EditorAction>(
  { type: 'setTool', tool: { kind: 'brush', code: 2 } },
  { type: 'setTool', tool: { kind: 'rect', code: 3 } },
  { type: 'setTool', tool: { kind: 'fill', code: 1 } },
  { type: 'setTool', tool: { kind: 'erase' } },
  { type: 'setTool', tool: { kind: 'spawn' } },
  { type: 'setTool', tool: { kind: 'portal', to: 'exit' } },
  { type: 'setTool', tool: { kind: 'npc', npcId: 'guide' } },
  { type: 'setTool', tool: { kind: 'artifactSpot' } },
  { type: 'setTool', tool: { kind: 'removeObject' } },
);
const action: fc.Arbitrary<EditorAction> = fc.oneof(
  tool,
  cell.map((c) => ({ type: 'strokeStart', cell: c }) as const),
  cell.map((c) => ({ type: 'strokeMove', cell: c }) as const),
  fc.constant<EditorAction>({ type: 'strokeEnd' }),
  fc.constant<EditorAction>({ type: 'applyAtCursor' }),
  fc.constant<EditorAction>({ type: 'addMap', name: 'Cave', width: 8, height: 8 }),
  fc.constant<EditorAction>({ type: 'resizeMap', mapId: 'main', width: 10, height: 9 }),
  fc.constant<EditorAction>({ type: 'renameMap', mapId: 'main', name: 'Field' }),
);

describe('the world change', () => {
  it('undo then redo gives the same document, and undoing every step gives the first one', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), fc.nat(10), (actions, undos) => {
        const first = createEditorState(testDoc());
        const edited = run(run(first, actions), [{ type: 'strokeEnd' }]);
        const back = run(
          edited,
          Array.from({ length: undos }, () => ({ type: 'undo' }) as const),
        );
        const again = run(
          back,
          Array.from({ length: undos }, () => ({ type: 'redo' }) as const),
        );
        expect(docOf(again)).toEqual(docOf(edited));
        const start = run(
          edited,
          Array.from({ length: edited.history.past.length }, () => ({ type: 'undo' }) as const),
        );
        expect(docOf(start)).toEqual(testDoc());
      }),
      { numRuns: 60 },
    );
  });

  it('applies forwards and backwards between two documents', () => {
    const before = testDoc();
    const after = docOf(run(createEditorState(before), [{ type: 'addMap', name: 'Cave', width: 8, height: 8 }]));
    const change = diffWorld(before, after, 'adding a map')!;
    expect(applyWorldChange(before, change, 'redo')).toEqual(after);
    expect(applyWorldChange(after, change, 'undo')).toEqual(before);
    expect(changeSize(change)).toBe(64);
    expect(diffWorld(before, before, 'nothing')).toBeNull();
  });

  it('a one-tile brush stroke on a 16-map 256×256 world keeps one cell in the history', () => {
    const map = testDoc().maps[0]!;
    const rows = Array.from({ length: 256 }, () => '0'.repeat(256));
    const world: WorldDoc = {
      ...testDoc(),
      maps: Array.from({ length: 16 }, (_, i) => ({ ...map, id: i === 0 ? 'main' : `map${i}`, rows })),
    };
    const state = run(createEditorState(world), [
      { type: 'strokeStart', cell: { x: 40, y: 40 } },
      { type: 'strokeEnd' },
    ]);
    expect(state.history.past).toHaveLength(1);
    expect(changeSize(state.history.past[0]!)).toBe(1);
  });
});
