export * from './types';
export {
  createEditorState,
  editorReducer,
  type EditorAction,
  type EditorResult,
  type EditorState,
} from './editor-reducer';
export { createEditorStore, type EditorSnapshot, type EditorStore } from './editor-store';
export { describeCell } from './describe';
export { MODEL_TEXTS, PAINTABLE_CODES, TILE_NAMES } from './editor-texts';
export { fillCells, lineCells, paintCells, rectCells, defaultPatrol } from './edits';
export { addMap, deleteMap, mapIdFromName, renameMap, resizeMap, setEdge, type MapEdit } from './maps';
export { changeSize, type WorldChange } from './world-change';
export { docOf } from './editor-state';
export { activeLayer, layerKey, layerName, layerShown, type LayerAction } from './layer-actions';
export { activeTarget, type LayerTarget, type LayerWork, type TileStamp } from './layers';
export { LAYER_TEXTS } from './layer-texts';
export { STORY_EDIT_LABEL, type StoryAction } from './story-actions';
export type { BookPlan, NpcStory } from './story-edits';
