export { lineCells, type Cell } from './line';
export { fillRegion } from './fill';
export { diffCells, mergeCells, writeCells, type CellEdit } from './cell-edits';
export {
  amendChange,
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  storedSize,
  undoChange,
  type ApplyChange,
  type EditHistory,
} from './history';
