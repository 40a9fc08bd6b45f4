import type { Position } from '../shared/geometry.js';
import type { BuiltInMapId } from './map-ids.js';

/** The worlds that replace map play: the three mini-games and the writer-themed challenge. */
export const SPECIAL_WORLD_KINDS = ['terminal', 'shooter', 'text_adventure', 'hemingway'] as const;
export type SpecialWorldKind = (typeof SPECIAL_WORLD_KINDS)[number];

/** The three special portal tiles and the kinds they open. */
export type SpecialPortalTile = 6 | 7 | 8;
export type SpecialPortalKind = Exclude<SpecialWorldKind, 'hemingway'>;

/**
 * A special portal (spec 01 §3). destination is the room map of the mini-game; inside that room the
 * portal points at the room itself, so the game replays the mini-game without moving the character.
 */
export interface SpecialPortal {
  position: Position;
  type: SpecialPortalKind;
  destination: BuiltInMapId;
  tileType: SpecialPortalTile;
}

export interface BuiltInMap {
  id: BuiltInMapId;
  name: string;
  /** Rows of tile codes, indexed data[y][x]. */
  data: readonly (readonly number[])[];
  specialPortals: readonly SpecialPortal[];
}

/** A tile-5 portal: where it stands, where it leads, and where the character lands. */
export interface MapPortal {
  position: Position;
  destination: BuiltInMapId;
  arrival: Position;
  /** A way back (the prompt says 'return to', the banner 'Welcome back'). */
  returning?: boolean;
}

/** Where a portal or an edge takes the character, with the banner shown on arrival. */
export interface MapDestination {
  mapId: BuiltInMapId;
  arrival: Position;
  banner: string;
}
