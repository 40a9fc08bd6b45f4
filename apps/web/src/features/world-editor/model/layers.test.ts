import { describe, expect, it } from 'vitest';
import {
  decodeLayerCells,
  decodeWalls,
  tileCell,
  WORLD_ART_LIMITS,
  type WorldDoc,
  type WorldTileset,
} from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import { testDoc } from './test-doc';

const TOWN: WorldTileset = {
  id: '3f1c1d0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
  url: '/uploads/town.png',
  name: 'Town',
  imageWidth: 64,
  imageHeight: 32,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: 4,
  tileCount: 8,
  tiles: [],
};

function run(state: EditorState, ...actions: EditorAction[]) {
  let out = { state, changed: null as unknown, announce: null as string | null };
  for (const action of actions) out = editorReducer(out.state, action);
  return out;
}
const docOf = (state: EditorState): WorldDoc => state.history.present;
const layerCells = (state: EditorState, index = 0) =>
  decodeLayerCells(docOf(state).maps[0]!.layers![index]!.cells, 16 * 12)!;

/** A world with the Town tileset and one layer below the player, the paint tool holding a 2×1 block. */
function ready(): EditorState {
  return run(
    createEditorState(testDoc()),
    { type: 'addTileset', tileset: TOWN },
    { type: 'addLayer', name: 'Ground', placement: 'below' },
    { type: 'setTool', tool: { kind: 'tiles', stamp: { tileset: 0, column: 1, row: 1, width: 2, height: 1 } } },
  ).state;
}

describe('painting with tilesets', () => {
  it('adds a tileset and a layer as undoable steps, and refuses past the limits', () => {
    const state = ready();
    expect(docOf(state).tilesets).toEqual([TOWN]);
    expect(docOf(state).maps[0]!.layers).toMatchObject([{ name: 'Ground', placement: 'below', opacity: 1 }]);
    expect(state.layer).toBe(0);
    const undone = run(state, { type: 'undo' }, { type: 'undo' }).state;
    expect(docOf(undone).tilesets).toBeUndefined();
    expect(docOf(undone).maps[0]!.layers).toBeUndefined();
    let full = state;
    for (let i = 1; i < WORLD_ART_LIMITS.tilesets; i++) full = run(full, { type: 'addTileset', tileset: TOWN }).state;
    expect(run(full, { type: 'addTileset', tileset: TOWN }).announce).toBe('A world holds at most 16 tilesets.');
  });

  it('stamps a block along a drag on a working copy, writing the layer once at the end as one step', () => {
    const start = ready();
    const pastBefore = start.history.past.length;
    const down = run(start, { type: 'strokeStart', cell: { x: 2, y: 3 } });
    expect(docOf(down.state)).toBe(docOf(start));
    expect(down.changed).toEqual({
      mapId: 'main',
      cells: [
        { x: 2, y: 3 },
        { x: 3, y: 3 },
      ],
    });
    const out = run(down.state, { type: 'strokeMove', cell: { x: 4, y: 3 } }, { type: 'strokeEnd' });
    expect(out.state.history.past.length).toBe(pastBefore + 1);
    const cells = layerCells(out.state);
    // Tile 5 is column 1, row 1 of four columns; the block's second tile is 6.
    expect([2, 3, 4, 5].map((x) => cells[3 * 16 + x])).toEqual([
      tileCell(0, 5),
      tileCell(0, 5),
      tileCell(0, 5),
      tileCell(0, 6),
    ]);
    expect(out.announce).toBe('Painted 4 cells of Ground.');
  });

  it('undo and redo bring back the exact encoded layer', () => {
    const start = ready();
    const before = docOf(start).maps[0]!.layers![0]!.cells;
    const painted = run(start, { type: 'strokeStart', cell: { x: 0, y: 0 } }, { type: 'strokeEnd' }).state;
    const after = docOf(painted).maps[0]!.layers![0]!.cells;
    expect(after).not.toBe(before);
    const undone = run(painted, { type: 'undo' });
    expect(docOf(undone.state).maps[0]!.layers![0]!.cells).toBe(before);
    expect(undone.announce).toBe('Undone: painting tiles.');
    expect(docOf(run(undone.state, { type: 'redo' }).state).maps[0]!.layers![0]!.cells).toBe(after);
  });

  it('erases cells of the active layer, and a cancelled stroke leaves the document alone', () => {
    const painted = run(ready(), { type: 'setCursor', cell: { x: 5, y: 5 } }, { type: 'applyAtCursor' }).state;
    expect(layerCells(painted)[5 * 16 + 5]).toBe(tileCell(0, 5));
    const erased = run(painted, { type: 'setTool', tool: { kind: 'eraseTiles' } }, { type: 'applyAtCursor' });
    expect(layerCells(erased.state)[5 * 16 + 5]).toBe(0);
    expect(erased.announce).toBe('Cleared 1 cell of Ground.');
    const cancelled = run(painted, { type: 'strokeStart', cell: { x: 9, y: 9 } }, { type: 'strokeCancel' });
    expect(docOf(cancelled.state)).toBe(docOf(painted));
  });

  it('puts and takes away walls when the walls are the active layer', () => {
    const walls = run(ready(), { type: 'chooseLayer', layer: 'walls' }, { type: 'strokeStart', cell: { x: 1, y: 1 } });
    const ended = run(walls.state, { type: 'strokeEnd' }).state;
    const bits = decodeWalls(docOf(ended).maps[0]!.walls!, 16 * 12)!;
    expect([bits[16 + 1], bits[16 + 2], bits[16 + 3]]).toEqual([1, 1, 0]);
    const cleared = run(
      ended,
      { type: 'setTool', tool: { kind: 'eraseTiles' } },
      { type: 'strokeStart', cell: { x: 1, y: 1 } },
      { type: 'strokeMove', cell: { x: 2, y: 1 } },
      { type: 'strokeEnd' },
    ).state;
    expect(docOf(cleared).maps[0]!.walls).toBeUndefined();
    expect(docOf(run(cleared, { type: 'undo' }).state).maps[0]!.walls).toBe(docOf(ended).maps[0]!.walls);
  });

  it('says to choose a tile when the painter holds none', () => {
    const state = run(ready(), { type: 'setTool', tool: { kind: 'tiles', stamp: null } }).state;
    const out = run(state, { type: 'strokeStart', cell: { x: 1, y: 1 } });
    expect(out.announce).toBe('Choose a tile in the Tileset tiles panel first.');
    expect(out.state.stroke).toBeNull();
  });

  it('renames, moves and deletes layers, keeping the active layer and the hidden ones with them', () => {
    let state = run(
      ready(),
      { type: 'addLayer', name: 'Roofs', placement: 'above' },
      { type: 'toggleLayerShown', layer: 1 },
      { type: 'renameLayer', index: 0, name: '  Paths ' },
    ).state;
    expect(docOf(state).maps[0]!.layers!.map((l) => l.name)).toEqual(['Paths', 'Roofs']);
    expect(state.layer).toBe(1);
    expect(state.hidden).toEqual(['main/1']);
    state = run(state, { type: 'moveLayer', index: 1, by: -1 }).state;
    expect(docOf(state).maps[0]!.layers!.map((l) => l.name)).toEqual(['Roofs', 'Paths']);
    expect(state.layer).toBe(0);
    expect(state.hidden).toEqual(['main/0']);
    expect(run(state, { type: 'moveLayer', index: 0, by: -1 }).announce).toBe('That layer cannot move further.');
    const deleted = run(state, { type: 'deleteLayer', index: 0 });
    expect(deleted.announce).toBe('Layer Roofs deleted.');
    expect(docOf(deleted.state).maps[0]!.layers!.map((l) => l.name)).toEqual(['Paths']);
    expect(deleted.state.hidden).toEqual([]);
    const back = run(deleted.state, { type: 'undo' }).state;
    expect(docOf(back).maps[0]!.layers).toBe(docOf(state).maps[0]!.layers);
    expect(run(state, { type: 'renameLayer', index: 0, name: ' ' }).announce).toBe(
      'A layer needs a name of 1 to 40 characters.',
    );
  });

  it('keeps the layers and walls fitting the map when it is resized', () => {
    let state = run(ready(), { type: 'setCursor', cell: { x: 3, y: 2 } }, { type: 'applyAtCursor' }).state;
    state = run(state, { type: 'chooseLayer', layer: 'walls' }, { type: 'applyAtCursor' }).state;
    state = run(state, { type: 'resizeMap', mapId: 'main', width: 10, height: 20 }).state;
    const map = docOf(state).maps[0]!;
    const cells = decodeLayerCells(map.layers![0]!.cells, 10 * 20)!;
    expect(cells[2 * 10 + 3]).toBe(tileCell(0, 5));
    expect(cells[2 * 10 + 4]).toBe(tileCell(0, 6));
    expect(decodeWalls(map.walls!, 10 * 20)![2 * 10 + 3]).toBe(1);
  });
});
