import { z } from 'zod';
import { npcAvatarSchema } from '../npcs/npc-avatar.js';
import { NPC_CATALOGUE_IDS } from '../npcs/types.js';
import type { Position } from '../shared/geometry.js';
import { MAX_TILE_CODE, MIN_TILE_CODE } from '../tiles/tile-codes.js';
import type { GeneratedWorldMap } from './world-maps.js';
import { worldDocBooksSchema, worldDocNpcStoryFields, worldStorySchema } from '../stories/world-story.js';
import { WORLD_ART_LIMITS, worldDocLayerSchema, worldDocWallsSchema, worldTilesetSchema } from './world-layers.js';

/**
 * A player's world as its builder edits it and the game plays it: up to 16 maps, each a grid of tile
 * codes written as one string of digits per row (compact on the wire: a 256×256 map gzips to a few
 * kilobytes), with portals between maps, a way back to the main world, catalogue NPCs with their
 * patrol areas and spots where artifacts may lie. Checked by `checkWorldDoc` before it is saved.
 */
export const WORLD_DOC_LIMITS = {
  maps: 16,
  sideMin: 8,
  sideMax: 256,
  mapIdMax: 32,
  mapNameMax: 40,
  /** Per map: a generous ceiling that still bounds the work of the checks. */
  portalsPerMap: 64,
  npcsPerMap: 32,
  artifactSpotsPerMap: 64,
  patrolSideMax: 16,
} as const;

const cell = z.object({ x: z.number().int().min(0), y: z.number().int().min(0) });

const tileRow = z
  .string()
  .regex(new RegExp(`^[${MIN_TILE_CODE}-${MAX_TILE_CODE}]+$`), 'A row holds tile codes 0 to 8 only.');

export const worldDocPortalSchema = cell.extend({
  /** Where the portal leads: a cell of a map of this world, or out to the main world. */
  to: z.union([
    z.object({ mapId: z.string(), x: z.number().int().min(0), y: z.number().int().min(0) }),
    z.literal('exit'),
  ]),
});

export const worldDocNpcSchema = cell.extend({
  npcId: z.enum(NPC_CATALOGUE_IDS),
  /** Cells the NPC may wander, around where it stands. */
  patrol: z
    .object({
      startX: z.number().int().min(0),
      startY: z.number().int().min(0),
      width: z.number().int().min(1).max(WORLD_DOC_LIMITS.patrolSideMax),
      height: z.number().int().min(1).max(WORLD_DOC_LIMITS.patrolSideMax),
    })
    .optional(),
  /** A name of the builder's and the story's knot this NPC tells when talked to (decision 0283). */
  ...worldDocNpcStoryFields,
  /** Its own look, drawn in the pixel editor; without one it looks as its catalogue figure (decision 0299). */
  avatar: npcAvatarSchema.optional(),
});

export const worldDocMapSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(WORLD_DOC_LIMITS.mapIdMax)
    .regex(/^[a-z0-9-]+$/, 'A map id is lower-case letters, digits and dashes.'),
  name: z.string().trim().min(1).max(WORLD_DOC_LIMITS.mapNameMax),
  rows: z.array(tileRow).min(WORLD_DOC_LIMITS.sideMin).max(WORLD_DOC_LIMITS.sideMax),
  portals: z.array(worldDocPortalSchema).max(WORLD_DOC_LIMITS.portalsPerMap).default([]),
  /** Walking off the left or right edge leads to another map of this world (same row). */
  edges: z.object({ left: z.string().optional(), right: z.string().optional() }).default({}),
  npcs: z.array(worldDocNpcSchema).max(WORLD_DOC_LIMITS.npcsPerMap).default([]),
  artifactSpots: z.array(cell).max(WORLD_DOC_LIMITS.artifactSpotsPerMap).default([]),
  /** Painted with the world's tilesets, in drawing order (world-layers.ts); none on a map of built-in tiles only. */
  layers: z.array(worldDocLayerSchema).max(WORLD_ART_LIMITS.layersPerMap).optional(),
  walls: worldDocWallsSchema.optional(),
  /** Story books lying on the map, each telling a knot of the world's story (decision 0283). */
  books: worldDocBooksSchema.optional(),
});

export const worldDocSchema = z.object({
  format: z.literal(1),
  spawn: z.object({ mapId: z.string(), x: z.number().int().min(0), y: z.number().int().min(0) }),
  maps: z.array(worldDocMapSchema).min(1).max(WORLD_DOC_LIMITS.maps),
  /** The world's own tilesets; a cell's tileset index points into this list. */
  tilesets: z.array(worldTilesetSchema).max(WORLD_ART_LIMITS.tilesets).optional(),
  /** The world's ink story, compiled and checked by the server when saved (decision 0283). */
  story: worldStorySchema.optional(),
});

export type WorldDoc = z.output<typeof worldDocSchema>;
export type WorldDocMap = WorldDoc['maps'][number];
export type WorldDocPortal = WorldDocMap['portals'][number];
export type WorldDocNpc = WorldDocMap['npcs'][number];

/** A map's size in cells, read from its rows (the first row's length is the width). */
export function worldDocMapSize(map: Pick<WorldDocMap, 'rows'>): { width: number; height: number } {
  return { width: map.rows[0]?.length ?? 0, height: map.rows.length };
}

/** The tile code at a cell, or null outside the map. */
export function worldDocTile(map: Pick<WorldDocMap, 'rows'>, { x, y }: Position): number | null {
  const row = map.rows[y];
  if (x < 0 || row === undefined || x >= row.length) return null;
  return row.charCodeAt(x) - 48;
}

/**
 * The starting point of a new world: the map the server generated for its type, as a one-map
 * document with its spawn, its way back and its NPCs (each patrolling the cells around it).
 */
export function worldDocFromGenerated(generated: GeneratedWorldMap, name: string): WorldDoc {
  const rows = generated.data.map((row) => row.join(''));
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const around = ({ x, y }: Position) => {
    const startX = Math.max(0, x - 1);
    const startY = Math.max(0, y - 1);
    return { startX, startY, width: Math.min(width, x + 2) - startX, height: Math.min(height, y + 2) - startY };
  };
  return {
    format: 1,
    spawn: { mapId: 'main', ...generated.spawn },
    maps: [
      {
        id: 'main',
        name,
        rows,
        portals: [{ ...generated.returnPortal, to: 'exit' }],
        edges: {},
        npcs: generated.npcs.flatMap((npc) =>
          (NPC_CATALOGUE_IDS as readonly string[]).includes(npc.id)
            ? [{ npcId: npc.id as WorldDocNpc['npcId'], ...npc.position, patrol: around(npc.position) }]
            : [],
        ),
        artifactSpots: [],
      },
    ],
  };
}
