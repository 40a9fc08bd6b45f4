import type {
  BuiltInMapId,
  Direction,
  MapAtlas,
  NpcQuote,
  PlacedNpc,
  Position,
  Rng,
  SpecialPortalKind,
  TileGrid,
} from '@authentic/core';
import type { MapPortals, MoveTiming } from '@authentic/core';
import type { ConversationMemory } from './npc-talk';
import type { PickupAnimation, WorldArtifact } from './world-artifacts';

/** The game store's shapes (game-store.ts re-exports them; split out to keep the store small). */

export type PanelKind = 'inventory' | 'worldMap' | 'quotes' | 'guide' | 'feedback' | 'interact';

export type OpenPanel =
  | { kind: PanelKind }
  /** `npc` as met this time: its greeting is the one said now, a first meeting's or a met-before one (decision 0244). */
  | { kind: 'npc'; npc: PlacedNpc; quote: NpcQuote | null }
  | { kind: 'minigame'; world: SpecialPortalKind }
  /** Screens other features own (placement dialog, artifact edit form, level-4 offer), by name. */
  | { kind: 'external'; name: string; data?: unknown };

/** What React reads: changes on a step, a map change or a panel, never per frame. */
export interface GameSnapshot<M extends string = BuiltInMapId> {
  mapId: M;
  mapName: string;
  position: Position;
  panel: OpenPanel | null;
  /** The arrival banner; id changes with every arrival so the same text can show again. */
  banner: { id: number; text: string } | null;
  prompt: string | null;
  /** The portals of the map the player is on, as its atlas tells them: the hint speaks of these only. */
  portals: MapPortals;
  /** The nearest NPC within talk range, if any (changes as they patrol, at most once a patrol step). */
  talkable: { id: string; name: string } | null;
  /**
   * Why Talk found nobody ('… walked out of reach'), until the character moves, a panel opens or
   * TALK_NOTICE_MS pass; id changes with every press so the same text is announced again.
   */
  talkNotice: { id: number; text: string } | null;
  /** The artifacts lying on this map that the player can see (empty while hidden by the toggle). */
  artifacts: readonly WorldArtifact[];
  artifactsVisible: boolean;
}

/** What the renderer reads each frame (outside React). */
export interface GameWorld<M extends string = BuiltInMapId> {
  mapId: M;
  /** The current map's tiles. */
  grid: TileGrid;
  position: Position;
  previous: Position;
  facing: Direction;
  timing: MoveTiming;
  npcs: readonly PlacedNpc[];
  /** The NPC in conversation stands still and faces the character this way (decision 0244). */
  talkingTo: { id: string; facing: Direction } | null;
  /** Artifacts lying on the current map (shown or not). */
  artifacts: readonly WorldArtifact[];
  artifactsVisible: boolean;
  /** Artifacts just picked up, drawn rising for PICKUP_ANIMATION_MS. */
  pickups: readonly PickupAnimation[];
  /** Milliseconds of game time, for animations. */
  time: number;
}

export interface GameStoreOptions<M extends string> {
  /** The maps this store walks: the main world's (BUILT_IN_ATLAS) or one player-made world's. */
  atlas: MapAtlas<M>;
  mapId: M;
  position: Position;
  rng: Rng;
  /** Called with every cell the character stands on, so a reload returns there. */
  onCellChange?: (mapId: M, position: Position) => void;
  /** An arrival banner to greet the player with (a player-made world's 'Welcome to …'). */
  banner?: string;
  /** Whom the player has talked to before (kept in the browser by the game page); this visit only by default. */
  conversations?: ConversationMemory;
  /**
   * A patrol step chosen by the world instead of a wandering one (a world story's `walk`, decision
   * 0296): the NPC (by its index on the current map) at its next place, or null to let it wander.
   * `free` says which cells it may step on.
   */
  steer?: NpcSteer;
}

/** See GameStoreOptions.steer. */
export type NpcSteer = (
  npc: PlacedNpc,
  index: number,
  free: (cell: Position) => boolean,
  mapId: string,
) => PlacedNpc | null;

export type MoveOutcome = 'moved' | 'changedMap' | 'bumped' | 'throttled' | 'locked' | 'busy';
