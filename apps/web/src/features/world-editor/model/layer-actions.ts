import { worldDocWithoutTileset, type LayerPlacement, type WorldDoc, type WorldTileset } from '@authentic/core';
import { commit, docOf, result, type EditorResult, type EditorState } from './editor-state';
import { findMap } from './edits';
import { LAYER_TEXTS as T } from './layer-texts';
import {
  activeTarget,
  addLayer,
  addTileset,
  deleteLayer,
  moveLayer,
  renameLayer,
  type ArtEdit,
  type LayerTarget,
} from './layers';

/** The actions of the layers panel and the tileset dialog (issue 36). */
export type LayerAction =
  | { type: 'chooseLayer'; layer: LayerTarget }
  | { type: 'toggleLayerShown'; layer: LayerTarget }
  | { type: 'addLayer'; name: string; placement: LayerPlacement }
  | { type: 'renameLayer'; index: number; name: string }
  | { type: 'deleteLayer'; index: number }
  | { type: 'moveLayer'; index: number; by: 1 | -1 }
  | { type: 'addTileset'; tileset: WorldTileset }
  | { type: 'removeTileset'; index: number };

export const LAYER_ACTIONS: ReadonlySet<string> = new Set([
  'chooseLayer',
  'toggleLayerShown',
  'addLayer',
  'renameLayer',
  'deleteLayer',
  'moveLayer',
  'addTileset',
  'removeTileset',
]);

/** The key of a layer of a map in `hidden`. */
export const layerKey = (mapId: string, layer: LayerTarget) => `${mapId}/${layer}`;

/** Whether the editor draws this layer of the shown map. */
export const layerShown = (state: EditorState, layer: LayerTarget) =>
  !state.hidden.includes(layerKey(state.mapId, layer));

const shownLayers = (state: EditorState) => findMap(docOf(state), state.mapId)?.layers ?? [];

/** The layer the tile tools paint on now. */
export const activeLayer = (state: EditorState): LayerTarget => activeTarget(shownLayers(state), state.layer);

export function layerName(doc: WorldDoc, mapId: string, layer: LayerTarget): string {
  if (layer === 'walls') return T.walls;
  return findMap(doc, mapId)?.layers?.[layer]?.name ?? T.walls;
}

/** The hidden keys of the shown map's layers renumbered after a layer moved or went (null: it is gone). */
function renumber(state: EditorState, to: (index: number) => number | null): readonly string[] {
  const prefix = `${state.mapId}/`;
  return state.hidden.flatMap((key) => {
    if (!key.startsWith(prefix) || key === layerKey(state.mapId, 'walls')) return [key];
    const moved = to(Number(key.slice(prefix.length)));
    return moved === null ? [] : [layerKey(state.mapId, moved)];
  });
}

function artEdit(state: EditorState, edit: ArtEdit, label: string, say: (doc: WorldDoc) => string) {
  if (!edit.ok) return { state, out: result(state, null, edit.reason) };
  const next = { ...commit(state, edit.doc, label), stroke: null };
  return { state: next, out: result(next, null, say(edit.doc)) };
}

/**
 * The world without one of its tilesets: what was painted with it is cleared (undo brings it back), and a
 * stamp in hand from a later tileset keeps its tiles; one from this tileset is put down.
 */
function removeTileset(state: EditorState, index: number): EditorResult {
  const doc = docOf(state);
  const tileset = doc.tilesets?.[index];
  if (!tileset) return result(state);
  const edit: ArtEdit = { ok: true, doc: worldDocWithoutTileset(doc, index), index };
  const done = artEdit(state, edit, T.labels.removeTileset, () => T.tilesetRemoved(tileset.name));
  const { tool } = done.state;
  if (tool.kind !== 'tiles' || !tool.stamp || tool.stamp.tileset < index) return done.out;
  const stamp = tool.stamp.tileset === index ? null : { ...tool.stamp, tileset: tool.stamp.tileset - 1 };
  return { ...done.out, state: { ...done.state, tool: { kind: 'tiles', stamp } } };
}

function layerEdit(state: EditorState, action: LayerAction): EditorResult {
  const { mapId } = state;
  const doc = docOf(state);
  const L = T.labels;
  switch (action.type) {
    case 'addLayer': {
      const edit = addLayer(doc, mapId, action.name, action.placement);
      const done = artEdit(state, edit, L.addLayer, (d) => T.layerAdded(layerName(d, mapId, edit.ok ? edit.index : 0)));
      return edit.ok ? { ...done.out, state: { ...done.state, layer: edit.index } } : done.out;
    }
    case 'renameLayer':
      return artEdit(state, renameLayer(doc, mapId, action.index, action.name), L.renameLayer, (d) =>
        T.layerRenamed(layerName(d, mapId, action.index)),
      ).out;
    case 'deleteLayer': {
      const name = layerName(doc, mapId, action.index);
      const done = artEdit(state, deleteLayer(doc, mapId, action.index), L.deleteLayer, () => T.layerDeleted(name));
      if (done.state === state) return done.out;
      const hidden = renumber(state, (i) => (i === action.index ? null : i > action.index ? i - 1 : i));
      const layer = typeof state.layer === 'number' && state.layer > action.index ? state.layer - 1 : state.layer;
      return { ...done.out, state: { ...done.state, hidden, layer } };
    }
    case 'moveLayer': {
      const edit = moveLayer(doc, mapId, action.index, action.by);
      const count = shownLayers(state).length;
      const done = artEdit(state, edit, L.moveLayer, (d) =>
        T.layerMoved(layerName(d, mapId, edit.ok ? edit.index : 0), (edit.ok ? edit.index : 0) + 1, count),
      );
      if (!edit.ok) return done.out;
      const to = edit.index;
      const hidden = renumber(state, (i) => (i === action.index ? to : i === to ? action.index : i));
      const layer = state.layer === action.index ? to : state.layer === to ? action.index : state.layer;
      return { ...done.out, state: { ...done.state, hidden, layer } };
    }
    case 'removeTileset':
      return removeTileset(state, action.index);
    default: {
      if (action.type !== 'addTileset') return result(state);
      const { tileset } = action;
      return artEdit(state, addTileset(doc, tileset), L.addTileset, () => T.tilesetAdded(tileset.name)).out;
    }
  }
}

/** The layers panel's actions: which layer the tools paint on, which the editor draws, and the layers' edits. */
export function layerAction(state: EditorState, action: LayerAction): EditorResult {
  const doc = docOf(state);
  switch (action.type) {
    case 'chooseLayer':
      return result(
        { ...state, layer: action.layer, stroke: null },
        null,
        T.layerChosen(layerName(doc, state.mapId, action.layer)),
      );
    case 'toggleLayerShown': {
      const key = layerKey(state.mapId, action.layer);
      const shown = state.hidden.includes(key);
      const hidden = shown ? state.hidden.filter((k) => k !== key) : [...state.hidden, key];
      return result({ ...state, hidden }, null, T.layerShown(layerName(doc, state.mapId, action.layer), shown));
    }
    default:
      return layerEdit(state, action);
  }
}
