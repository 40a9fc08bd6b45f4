import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { paintCells } from './edits';
import { amendHistory, createHistory, pushHistory, redoHistory, undoHistory } from './history';
import { testDoc } from './test-doc';
import { HISTORY_LIMIT } from './types';
import { changeSize } from './world-change';

const paintAt = (doc: WorldDoc, x: number, code: number) => paintCells(doc, 'main', [{ x, y: 0 }], code)!.doc;

describe('the editor history', () => {
  it('undoes and redoes documents, clears redo on a new edit, amends without a step', () => {
    const a = testDoc();
    const b = paintAt(a, 0, 1);
    const c = paintAt(b, 1, 1);
    const d = paintAt(b, 2, 2);
    let history = pushHistory(pushHistory(createHistory(a), b, 'painting'), c, 'painting');
    history = undoHistory(history)!;
    expect(history.present).toEqual(b);
    expect(redoHistory(history)!.present).toEqual(c);
    history = pushHistory(history, d, 'painting');
    expect(history.future).toEqual([]);
    const amended = amendHistory(history, paintAt(d, 3, 2));
    expect(amended.past).toHaveLength(2);
    expect(undoHistory(amended)!.present).toEqual(b);
    expect(undoHistory(createHistory(a))).toBeNull();
    expect(redoHistory(createHistory(a))).toBeNull();
  });

  it('keeps at most HISTORY_LIMIT earlier steps', () => {
    let history = createHistory(testDoc());
    for (let i = 0; i < HISTORY_LIMIT + 3; i++)
      history = pushHistory(history, paintAt(history.present, 0, (i % 2) + 1), 'p');
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('keeps one cell for a one-tile paint in a world of 16 maps of 256×256, not a copy of the world', () => {
    const map = testDoc().maps[0]!;
    const rows = Array.from({ length: 256 }, () => '0'.repeat(256));
    const world: WorldDoc = {
      ...testDoc(),
      maps: Array.from({ length: 16 }, (_, i) => ({ ...map, id: i === 0 ? 'main' : `map${i}`, rows })),
    };
    const history = pushHistory(createHistory(world), paintAt(world, 7, 2), 'painting');
    expect(history.past.map(changeSize)).toEqual([1]);
    expect(history.past[0]!.maps).toBeNull();
    expect(history.past[0]!.fields).toEqual([]);
    expect(undoHistory(history)!.present.maps[0]!.rows[0]).toBe('0'.repeat(256));
  });
});
