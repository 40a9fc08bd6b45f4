import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { createEditorStore, describeCell, fillArea, mapOf, paintCells, type Changed } from './editor-store';

/** An 8×8 grass map with the spawn at 1, 1, a way out at 6, 6 and a wall across row 4 (but for 7, 4). */
function testDoc(): WorldDoc {
  const rows = Array.from({ length: 8 }, (_, y) => (y === 4 ? '11111110' : '00000000'));
  return {
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [
      {
        id: 'main',
        name: 'Meadow',
        rows,
        portals: [{ x: 6, y: 6, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

const tileAt = (doc: WorldDoc, x: number, y: number) => Number(doc.maps[0]!.rows[y]![x]);

describe('the world editor store', () => {
  it('paints a cell with the chosen tile, tells the map layer which cell changed, and says it', () => {
    const store = createEditorStore(testDoc());
    const changes: Changed[] = [];
    store.onChange((changed) => changes.push(changed));
    store.setCode(1);
    store.apply({ x: 2, y: 1 });
    expect(tileAt(store.getState().doc, 2, 1)).toBe(1);
    expect(changes).toEqual([[{ x: 2, y: 1 }]]);
    expect(store.getState().said).toBe('Painted Wall at 2, 1.');
  });

  it('undoes and redoes a paint, and knows when there is nothing to undo', () => {
    const original = testDoc();
    const store = createEditorStore(original);
    store.setCode(1);
    store.apply({ x: 2, y: 1 });
    const painted = store.getState().doc;
    store.undo();
    expect(store.getState().doc).toBe(original);
    expect(store.getState().past).toHaveLength(0);
    store.undo();
    expect(store.getState().doc).toBe(original);
    store.redo();
    expect(store.getState().doc).toBe(painted);
    expect(store.getState().future).toHaveLength(0);
  });

  it('makes one undo step of a whole brush stroke, with no gaps on a fast drag', () => {
    const original = testDoc();
    const store = createEditorStore(original);
    store.setCode(2);
    store.strokeStart({ x: 0, y: 0 });
    store.strokeMove({ x: 5, y: 0 });
    store.strokeEnd();
    expect(store.getState().doc.maps[0]!.rows[0]).toBe('22222200');
    expect(store.getState().past).toHaveLength(1);
    store.undo();
    expect(store.getState().doc).toBe(original);
  });

  it('fills the 4-connected area of a tile only', () => {
    const store = createEditorStore(testDoc());
    store.setCode(3);
    store.setTool('fill');
    store.apply({ x: 0, y: 0 });
    const rows = store.getState().doc.maps[0]!.rows;
    // The wall's gap at 7, 4 joins the two halves of grass: everything but the wall turns to sand.
    expect(rows.filter((_, y) => y !== 4).every((row) => row === '33333333')).toBe(true);
    expect(rows[4]).toBe('11111113');
    expect(fillArea(mapOf(store.getState()), { x: 0, y: 4 })).toHaveLength(7);
  });

  it('moves the spawn with the spawn tool and keeps the cursor on the map', () => {
    const store = createEditorStore(testDoc());
    store.setTool('spawn');
    store.apply({ x: 3, y: 2 });
    expect(store.getState().doc.spawn).toEqual({ mapId: 'main', x: 3, y: 2 });
    store.setCursor({ x: 0, y: 0 });
    store.moveCursor(-1, -1);
    expect(store.getState().cursor).toEqual({ x: 0, y: 0 });
    store.moveCursor(20, 20);
    expect(store.getState().cursor).toEqual({ x: 7, y: 7 });
    expect(store.getState().said).toBe('Grass at 7, 7.');
  });

  it('describes what stands on a cell and paints without touching other rows', () => {
    const doc = testDoc();
    const map = doc.maps[0]!;
    expect(describeCell(doc, map, { x: 1, y: 1 })).toBe('Grass at 1, 1. Spawn.');
    expect(describeCell(doc, map, { x: 6, y: 6 })).toBe('Grass at 6, 6. Way back to the Main World.');
    const next = paintCells(doc, 'main', [{ x: 0, y: 0 }], 1);
    expect(next.maps[0]!.rows[0]).toBe('10000000');
    expect(next.maps[0]!.rows[1]).toBe(map.rows[1]);
  });
});
