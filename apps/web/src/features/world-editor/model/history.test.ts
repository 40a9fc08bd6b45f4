import { describe, expect, it } from 'vitest';
import { amendHistory, createHistory, pushHistory, redoHistory, undoHistory } from './history';
import { testDoc } from './test-doc';
import { HISTORY_LIMIT } from './types';

describe('the editor history', () => {
  it('undoes and redoes whole documents, clears redo on a new edit, amends without a step', () => {
    const [a, b, c, d] = [testDoc(), testDoc(), testDoc(), testDoc()];
    let history = pushHistory(pushHistory(createHistory(a), b), c);
    history = undoHistory(history)!;
    expect(history.present).toBe(b);
    expect(redoHistory(history)!.present).toBe(c);
    history = pushHistory(history, d);
    expect(history.future).toEqual([]);
    expect(amendHistory(history, a).past).toHaveLength(2);
    expect(undoHistory(createHistory(a))).toBeNull();
    expect(redoHistory(createHistory(a))).toBeNull();
  });

  it('keeps at most HISTORY_LIMIT earlier documents', () => {
    let history = createHistory(testDoc());
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) history = pushHistory(history, testDoc());
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
