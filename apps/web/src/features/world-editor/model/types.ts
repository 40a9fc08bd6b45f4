import type { NpcId, Position, WorldDoc } from '@authentic/core';
import { HISTORY_LIMIT, type EditHistory } from '../../../lib/grid-edit';
import type { TileStamp } from './layers';
import type { WorldChange } from './world-change';

/**
 * The world editor's shapes (issue 25). The model (this folder) is pure: every edit takes a
 * document and returns a new one, sharing untouched maps and rows; undo keeps what each edit changed.
 */

/** What a click, a tap or Space at the cell cursor does. */
export type EditorTool =
  | { kind: 'brush'; code: number }
  | { kind: 'rect'; code: number }
  | { kind: 'fill'; code: number }
  | { kind: 'erase' }
  | { kind: 'pick' }
  | { kind: 'spawn' }
  | { kind: 'portal'; to: 'exit' | { mapId: string; x: number; y: number } }
  | { kind: 'npc'; npcId: NpcId }
  | { kind: 'artifactSpot' }
  /** Lays a story book telling a knot of the world's story (decision 0283). */
  | { kind: 'book'; title: string; knot: string }
  /** Removes whatever object (portal, NPC, artifact spot) is on the cell. */
  | { kind: 'removeObject' }
  /** Stamps the palette's chosen tiles (a tileset's block) on the active layer, or sets walls (issue 36). */
  | { kind: 'tiles'; stamp: TileStamp | null }
  /** Clears cells of the active layer, or walls. */
  | { kind: 'eraseTiles' };

/** Erasing paints this code (grass; sand in a desert look is still code 0's art). */
export const ERASE_CODE = 0;

/** The present document and the changes before and after it (lib/grid-edit; at most HISTORY_LIMIT). */
export type EditorHistory = EditHistory<WorldDoc, WorldChange>;

export { HISTORY_LIMIT };

/** What the editor keeps in the browser between reloads, per world (localStorage). */
export interface EditorDraft {
  worldId: string;
  /** The server version the draft was based on (0: the generated world). */
  baseVersion: number;
  doc: WorldDoc;
  savedAt: string;
}

/** A change to cells, so the renderer repaints only the chunks it touches. */
export interface CellChange {
  mapId: string;
  cells: readonly Position[];
}
