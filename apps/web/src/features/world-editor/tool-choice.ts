import { NPC_CATALOGUE_IDS } from '@authentic/core';
import type { EditorStore, EditorTool, TileStamp } from './model';
import { toolPiece, TOOLS, type ToolMemory } from './tools';

export type { ToolMemory };

export const freshToolMemory = (): ToolMemory => ({
  code: 1,
  portalTo: 'exit',
  npcId: NPC_CATALOGUE_IDS[0],
  stamp: null,
  book: { title: '', knot: '' },
});

function remember(memory: ToolMemory, tool: EditorTool): void {
  if ('code' in tool) memory.code = tool.code;
  if (tool.kind === 'portal') memory.portalTo = tool.to;
  if (tool.kind === 'npc') memory.npcId = tool.npcId;
  if (tool.kind === 'tiles') memory.stamp = tool.stamp;
  if (tool.kind === 'book') memory.book = { title: tool.title, knot: tool.knot };
}

/** Tiles from a tileset's palette: the tile painter takes them (the eraser and other tools give way to it). */
export function chooseStamp(store: EditorStore, memory: ToolMemory, stamp: TileStamp): void {
  remember(memory, store.getState().tool);
  memory.stamp = stamp;
  store.dispatch({ type: 'setTool', tool: { kind: 'tiles', stamp } });
}

/** The tool of a kind, with what it had last. */
export function toolOf(kind: EditorTool['kind'], memory: ToolMemory): EditorTool {
  return toolPiece(kind).make(memory);
}

export function chooseTool(store: EditorStore, memory: ToolMemory, kind: EditorTool['kind']): void {
  remember(memory, store.getState().tool);
  store.dispatch({ type: 'setTool', tool: toolOf(kind, memory) });
}

/** A tile from the palette: a tool that paints tiles keeps its kind; any other tool becomes the brush. */
export function chooseTile(store: EditorStore, memory: ToolMemory, code: number): void {
  const current = store.getState().tool;
  remember(memory, current);
  memory.code = code;
  const kind = toolPiece(current.kind).options === 'tile' ? current.kind : 'brush';
  store.dispatch({ type: 'setTool', tool: toolOf(kind, memory) });
}

/** The tile the palette marks as chosen: the painting tool's, or none. */
export function chosenCode(tool: EditorTool): number | null {
  return 'code' in tool ? tool.code : null;
}

export const TOOL_ORDER: readonly EditorTool['kind'][] = TOOLS.map((tool) => tool.id);

/** A tileset left the world: the stamp remembered from it goes, one from a later tileset follows its tileset. */
export function forgetTileset(memory: ToolMemory, index: number): void {
  const stamp = memory.stamp;
  if (stamp && stamp.tileset === index) memory.stamp = null;
  else if (stamp && stamp.tileset > index) memory.stamp = { ...stamp, tileset: stamp.tileset - 1 };
}

/** The story book tool, its knot one the story has (the first, unless the one remembered still is). */
export function chooseBook(store: EditorStore, memory: ToolMemory, knots: readonly string[]): void {
  remember(memory, store.getState().tool);
  if (!knots.includes(memory.book.knot)) memory.book = { ...memory.book, knot: knots[0] ?? '' };
  store.dispatch({ type: 'setTool', tool: toolOf('book', memory) });
}
