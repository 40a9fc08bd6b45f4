import { NPC_CATALOGUE_IDS, type NpcId } from '@authentic/core';
import type { EditorStore, EditorTool } from './model';

type PortalTarget = Extract<EditorTool, { kind: 'portal' }>['to'];

/** What each tool had last (its tile, where its portal leads, which character), so switching back keeps it. */
export interface ToolMemory {
  code: number;
  portalTo: PortalTarget;
  npcId: NpcId;
}

export const freshToolMemory = (): ToolMemory => ({ code: 1, portalTo: 'exit', npcId: NPC_CATALOGUE_IDS[0] });

function remember(memory: ToolMemory, tool: EditorTool): void {
  if ('code' in tool) memory.code = tool.code;
  if (tool.kind === 'portal') memory.portalTo = tool.to;
  if (tool.kind === 'npc') memory.npcId = tool.npcId;
}

/** The tool of a kind, with what it had last. */
export function toolOf(kind: EditorTool['kind'], memory: ToolMemory): EditorTool {
  switch (kind) {
    case 'brush':
    case 'rect':
    case 'fill':
      return { kind, code: memory.code };
    case 'portal':
      return { kind, to: memory.portalTo };
    case 'npc':
      return { kind, npcId: memory.npcId };
    default:
      return { kind };
  }
}

export function chooseTool(store: EditorStore, memory: ToolMemory, kind: EditorTool['kind']): void {
  remember(memory, store.getState().tool);
  store.dispatch({ type: 'setTool', tool: toolOf(kind, memory) });
}

/** A tile from the palette: the rectangle and fill keep their kind; any other tool becomes the brush. */
export function chooseTile(store: EditorStore, memory: ToolMemory, code: number): void {
  const current = store.getState().tool;
  remember(memory, current);
  memory.code = code;
  const kind = current.kind === 'rect' || current.kind === 'fill' ? current.kind : 'brush';
  store.dispatch({ type: 'setTool', tool: toolOf(kind, memory) });
}

/** The tile the palette marks as chosen: the painting tool's, or none. */
export function chosenCode(tool: EditorTool): number | null {
  return 'code' in tool ? tool.code : null;
}

export const TOOL_ORDER: readonly EditorTool['kind'][] = [
  'brush',
  'rect',
  'fill',
  'erase',
  'pick',
  'spawn',
  'portal',
  'npc',
  'artifactSpot',
  'removeObject',
];
