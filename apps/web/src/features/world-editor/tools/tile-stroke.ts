import { worldDocMapSize, type Position } from '@authentic/core';
import { commit, docOf, result, type EditorResult, type EditorState } from '../model/editor-state';
import { findMap, lineCells } from '../model/edits';
import { activeLayer, layerName } from '../model/layer-actions';
import { LAYER_TEXTS as T } from '../model/layer-texts';
import { paintWork, stampCells, startWork, writeWork, type LayerWork } from '../model/layers';
import type { ToolOf, ToolPiece } from './tool-piece';

type Cells = ReturnType<typeof stampCells>;

/** What one dab writes: the chosen block (a wall under each of its cells on the walls), or empty cells. */
function dabCells(state: EditorState, erase: boolean): Cells | null {
  const target = activeLayer(state);
  if (erase) return [{ dx: 0, dy: 0, value: 0 }];
  const stamp = state.tool.kind === 'tiles' ? (state.tool as ToolOf<'tiles'>).stamp : null;
  if (!stamp) return target === 'walls' ? [{ dx: 0, dy: 0, value: 1 }] : null;
  return stampCells(stamp, docOf(state).tilesets ?? [], target);
}

/** The running stroke's work with the dab written at `at`: the cells it changed go to the canvas. */
function dab(state: EditorState, work: LayerWork, at: readonly Position[], cells: Cells): EditorResult {
  const map = findMap(docOf(state), state.mapId)!;
  const { width, height } = worldDocMapSize(map);
  const painted = paintWork(work, width, height, at, cells);
  const stroke = state.stroke ?? { anchor: at[0]!, last: at[at.length - 1]! };
  const next = { ...state, stroke: { ...stroke, work: painted?.work ?? work } };
  return result(next, painted ? { mapId: state.mapId, cells: painted.changed } : null);
}

/** Ends the stroke: the work's cells encoded into the document once, as one undo step. */
function finish(state: EditorState, erase: boolean): EditorResult {
  const work = state.stroke?.work;
  const ended = { ...state, stroke: null };
  if (!work || work.touched.length === 0) return result(ended);
  const map = findMap(docOf(state), work.mapId);
  if (!map) return result(ended);
  const width = worldDocMapSize(map).width;
  const touched = [...new Set(work.touched)];
  const label = erase ? T.labels.erase : T.labels.paint;
  const next = commit(ended, writeWork(docOf(state), work), label);
  const name = layerName(docOf(state), work.mapId, work.target);
  return result(
    next,
    { mapId: work.mapId, cells: touched.map((i) => ({ x: i % width, y: Math.floor(i / width) })) },
    erase ? T.tilesErased(touched.length, name) : T.tilesPainted(touched.length, name),
  );
}

/**
 * The handlers of the tile tools (paint, erase): a stroke paints on a decoded copy of the active
 * layer (or the walls), the canvas repaints the cells each dab changes, and pointer up writes the
 * encoded layer into the document once, as one undo step. Space paints the cursor's cell.
 */
export function tileStroke(erase: boolean): Pick<ToolPiece, 'onDown' | 'onMove' | 'onUp' | 'onKey'> {
  const onDown = (state: EditorState, cell: Position): EditorResult => {
    const cells = dabCells(state, erase);
    if (!cells) return result({ ...state, stroke: null }, null, T.noStamp);
    const work = startWork(findMap(docOf(state), state.mapId)!, activeLayer(state));
    return dab({ ...state, stroke: { anchor: cell, last: cell } }, work, [cell], cells);
  };
  return {
    onDown,
    onMove: (state, from, to) => {
      const work = state.stroke?.work;
      const cells = dabCells(state, erase);
      if (!work || !cells) return result(state);
      return dab(state, work, lineCells(from, to), cells);
    },
    onUp: (state) => finish(state, erase),
    onKey: (state) => {
      const down = onDown({ ...state, stroke: null }, state.cursor);
      return down.state.stroke ? finish(down.state, erase) : down;
    },
  };
}
