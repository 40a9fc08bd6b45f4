import type { Position } from '@authentic/core';
import type { EditorResult, EditorState } from '../model/editor-state';
import type { TileStamp } from '../model/layers';
import type { EditorTool } from '../model/types';

export type ToolKind = EditorTool['kind'];
export type ToolOf<K extends ToolKind> = Extract<EditorTool, { kind: K }>;

/** An area of cells the canvas highlights while a tool works (the rectangle being drawn). */
export interface CellArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One world-editor tool as a piece (STYLE habit 20, tldraw's tools): its name, its key, its cursor,
 * what it remembers, and its handlers. The handlers are pure: (state, cell) → the next state, what
 * changed and what to say. The reducer routes pointer and key actions here and keeps only the
 * document edits; a new tool is one file in this folder and a line in index.ts.
 */
export interface ToolPiece<K extends ToolKind = ToolKind> {
  id: K;
  label: string;
  /** Its key on the canvas (shown on its button). */
  key: string;
  /** The CSS cursor over the canvas while the tool is in hand. */
  cursor: string;
  /**
   * A painting tool: one finger on a phone paints wherever it drags (two fingers pan). With any other
   * tool a one-finger swipe that starts mostly up or down pans the view, and a tap uses the tool.
   */
  paints?: boolean;
  /** What the tool carries and the options offer: a tile, where a portal leads, which character. */
  options?: 'tile' | 'portal' | 'npc' | 'book';
  /** The tool of this kind, with what it had last. */
  make(memory: ToolMemory): ToolOf<K>;
  /** Pointer down (or a tap) on a cell; the cursor is there already and no stroke runs. */
  onDown(state: EditorState, cell: Position): EditorResult;
  /** The pointer moved from one cell to the next during the tool's stroke (state.stroke.last is `to`). */
  onMove?(state: EditorState, from: Position, to: Position): EditorResult;
  /** Pointer up with a stroke running (by default the stroke just ends). */
  onUp?(state: EditorState): EditorResult;
  /** Space or Enter at the cell cursor (by default: as a pointer down there). */
  onKey?(state: EditorState): EditorResult;
  /** The cell cursor moved (arrow keys, a problem chosen): the tool may follow it. */
  onCursor?(state: EditorState): EditorState;
  /** What to highlight while the tool works. */
  preview?(state: EditorState): CellArea | null;
}

type PortalTarget = ToolOf<'portal'>['to'];

/** What each tool had last (its tile, where its portal leads, which character), so switching back keeps it. */
export interface ToolMemory {
  code: number;
  portalTo: PortalTarget;
  npcId: ToolOf<'npc'>['npcId'];
  /** The block of tiles last chosen in the tileset palette. */
  stamp: TileStamp | null;
  /** The story book's title and knot (the Story panel sets them). */
  book: { title: string; knot: string };
}
