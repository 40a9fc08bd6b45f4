import { artifactSpotTool } from './artifact-spot';
import { bookTool } from './book';
import { brushTool } from './brush';
import { eraseTool } from './erase';
import { eraseTilesTool } from './erase-tiles';
import { fillTool } from './fill';
import { npcTool } from './npc';
import { paintTilesTool } from './paint-tiles';
import { pickTool } from './pick';
import { portalTool } from './portal';
import { rectTool } from './rect';
import { removeObjectTool } from './remove-object';
import { spawnTool } from './spawn';
import type { ToolKind, ToolPiece } from './tool-piece';

export type { CellArea, ToolKind, ToolMemory, ToolOf, ToolPiece } from './tool-piece';

/** Every tool, in the toolbar's order: a new tool is its own file and one line here. */
export const TOOLS: readonly ToolPiece[] = [
  brushTool,
  rectTool,
  fillTool,
  eraseTool,
  pickTool,
  spawnTool,
  portalTool,
  npcTool,
  artifactSpotTool,
  bookTool,
  removeObjectTool,
  paintTilesTool,
  eraseTilesTool,
] as ToolPiece[];

const BY_KIND = new Map<ToolKind, ToolPiece>(TOOLS.map((tool) => [tool.id, tool]));

export function toolPiece(kind: ToolKind): ToolPiece {
  return BY_KIND.get(kind)!;
}
