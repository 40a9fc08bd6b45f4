import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import {
  defaultPatrol,
  fillCells,
  lineCells,
  paintCells,
  placeNpc,
  placePortal,
  rectCells,
  removeObject,
  setPatrol,
} from './edits';
import { testDoc, tileOf } from './test-doc';

describe('edits of a world document', () => {
  it('paints only the touched rows and shares every other row and map', () => {
    const doc = testDoc();
    const out = paintCells(
      doc,
      'main',
      [
        { x: 2, y: 3 },
        { x: 3, y: 3 },
      ],
      1,
    )!;
    expect(tileOf(out.doc, 2, 3)).toBe(1);
    expect(out.cells).toHaveLength(2);
    expect(out.doc.maps[0]!.rows[2]).toBe(doc.maps[0]!.rows[2]);
    expect(paintCells(doc, 'main', [{ x: 0, y: 4 }], 1)).toBeNull();
    expect(paintCells(doc, 'main', [{ x: 99, y: 4 }], 1)).toBeNull();
  });

  it('draws lines without gaps and clamps rectangles to the map', () => {
    const line = lineCells({ x: 0, y: 0 }, { x: 10, y: 3 });
    expect(line).toHaveLength(11);
    for (let i = 1; i < line.length; i++) {
      expect(Math.max(Math.abs(line[i]!.x - line[i - 1]!.x), Math.abs(line[i]!.y - line[i - 1]!.y))).toBe(1);
    }
    expect(rectCells(testDoc().maps[0]!, { x: 14, y: 10 }, { x: 20, y: 20 })).toHaveLength(4);
  });

  it('fills the 4-connected area of one code', () => {
    expect(fillCells(testDoc().maps[0]!, { x: 0, y: 0 })).toHaveLength(16 * 4 + 16 * 7 + 1);
    expect(fillCells(testDoc().maps[0]!, { x: 0, y: 4 })).toHaveLength(15);
  });

  it('fills a 256×256 map (timed loosely, printed only)', () => {
    const rows = Array.from({ length: 256 }, () => '0'.repeat(256));
    const doc: WorldDoc = { ...testDoc(), maps: [{ ...testDoc().maps[0]!, rows }] };
    const started = performance.now();
    const area = fillCells(doc.maps[0]!, { x: 100, y: 100 });
    const painted = paintCells(doc, 'main', area, 3)!;
    console.log(`fill of 256×256: ${(performance.now() - started).toFixed(1)} ms`);
    expect(painted.cells).toHaveLength(65536);
    expect(painted.doc.maps[0]!.rows.every((row) => row === '3'.repeat(256))).toBe(true);
  });

  it('places a portal on a portal tile, replacing the old one there', () => {
    const first = placePortal(testDoc(), 'main', { x: 2, y: 2 }, 'exit')!.doc;
    expect(tileOf(first, 2, 2)).toBe(5);
    const again = placePortal(first, 'main', { x: 2, y: 2 }, { mapId: 'main', x: 0, y: 0 })!.doc;
    expect(again.maps[0]!.portals.filter((p) => p.x === 2 && p.y === 2)).toEqual([
      { x: 2, y: 2, to: { mapId: 'main', x: 0, y: 0 } },
    ]);
  });

  it('places an NPC with a 3×3 patrol clamped to the map, sets and clears it, removes objects', () => {
    const doc = placeNpc(testDoc(), 'main', { x: 0, y: 0 }, 'guide')!;
    expect(doc.maps[0]!.npcs[0]!.patrol).toEqual({ startX: 0, startY: 0, width: 2, height: 2 });
    expect(defaultPatrol(doc.maps[0]!, { x: 5, y: 5 })).toEqual({ startX: 4, startY: 4, width: 3, height: 3 });
    const wide = setPatrol(doc, 'main', 0, { startX: 10, startY: 0, width: 16, height: 2 })!;
    expect(wide.maps[0]!.npcs[0]!.patrol).toEqual({ startX: 10, startY: 0, width: 6, height: 2 });
    expect(setPatrol(doc, 'main', 0, null)!.maps[0]!.npcs[0]!.patrol).toBeUndefined();
    expect(removeObject(doc, 'main', { x: 0, y: 0 })!.maps[0]!.npcs).toEqual([]);
    expect(removeObject(doc, 'main', { x: 3, y: 3 })).toBeNull();
  });
});
