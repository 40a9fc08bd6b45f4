import { seededRng } from '@authentic/core';
import { P } from '../../../ui/palette';
import type { Biome } from '../../../lib/render/art/biomes';
import { ART_PX, type PaintTarget } from '../../../lib/render/art/pen';

/**
 * Small life over the map (issue 24, decision 0244): butterflies and birds over the meadow, dust over
 * the desert, bats in the dungeon… A few critters per map, each a handful of art pixels drawn with
 * fillRect in the palette, placed from a seed made of the map's id (the same map always has the same
 * life) and moved by game time alone. Nothing is drawn for players who prefer reduced motion.
 */

export type CritterKind = 'butterfly' | 'bird' | 'bat' | 'dust' | 'firefly' | 'ember';

export interface Critter {
  kind: CritterKind;
  /** Where it lives, in map pixels. */
  homeX: number;
  homeY: number;
  /** Its own phase, so no two move in step. */
  phase: number;
  /** Its colour (wings, dust, glow). */
  colour: string;
}

/** Who lives where: each biome's critters, drawn at random from this list. */
export const BIOME_LIFE: Readonly<Record<Biome, readonly CritterKind[]>> = {
  meadow: ['butterfly', 'butterfly', 'bird'],
  valley: ['bird', 'butterfly', 'firefly'],
  desert: ['dust', 'dust', 'bird'],
  dungeon: ['bat', 'dust'],
  maze: ['bat', 'firefly'],
  library: ['dust'],
  server: ['firefly'],
  arcade: ['firefly'],
  station: ['firefly', 'dust'],
  battlefield: ['ember', 'dust', 'bird'],
  wasteland: ['dust', 'ember'],
};

/** One critter for this many cells of map, within these bounds: life, not a swarm. */
const CELLS_PER_CRITTER = 40;
export const MIN_CRITTERS = 2;
export const MAX_CRITTERS = 10;

const COLOURS: Readonly<Record<CritterKind, readonly string[]>> = {
  butterfly: [P.yellow, P.pink, P.cyan, P.white],
  bird: [P.ink],
  bat: [P.plum],
  dust: [P.sandLight, P.silver],
  firefly: [P.yellow, P.cyan],
  ember: [P.orange, P.gold],
};

/** A number for a map's id, so each map draws its own life. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The critters of a map of this size and biome: the same for the same arguments. */
export function ambientLife(biome: Biome, mapId: string, widthPx: number, heightPx: number, tilePx: number): Critter[] {
  const kinds = BIOME_LIFE[biome];
  const rng = seededRng(seedOf(`${biome}:${mapId}`));
  const cells = Math.max(1, Math.round((widthPx * heightPx) / (tilePx * tilePx)));
  const count = Math.min(MAX_CRITTERS, Math.max(MIN_CRITTERS, Math.round(cells / CELLS_PER_CRITTER)));
  const critters: Critter[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = kinds[Math.floor(rng() * kinds.length)] ?? 'dust';
    const colours = COLOURS[kind];
    critters.push({
      kind,
      homeX: tilePx + rng() * Math.max(0, widthPx - 2 * tilePx),
      homeY: tilePx + rng() * Math.max(0, heightPx - 2 * tilePx),
      phase: rng() * Math.PI * 2,
      colour: colours[Math.floor(rng() * colours.length)] ?? P.white,
    });
  }
  return critters;
}

export interface CritterPose {
  x: number;
  y: number;
  /** Which of its two drawings (wings up or down; a firefly lit or dark). */
  frame: 0 | 1;
}

/**
 * Where a critter is at a time of the game, in map pixels: butterflies flit around their home, birds
 * cross the whole map and come round again, bats loop, dust drifts, fireflies wander and blink,
 * embers rise. Bounded: a critter never strays far from its home, except a bird's crossing.
 */
export function critterPose(critter: Critter, timeMs: number, tilePx: number, mapWidthPx: number): CritterPose {
  const t = timeMs / 1000;
  const { homeX: x, homeY: y, phase: p } = critter;
  const flip = (ms: number) => (Math.floor(timeMs / ms + p) % 2 === 0 ? 0 : 1);
  switch (critter.kind) {
    case 'butterfly':
      return {
        x: x + Math.sin(t * 0.7 + p) * tilePx * 1.2 + Math.sin(t * 1.9 + p * 2) * tilePx * 0.3,
        y: y + Math.cos(t * 0.5 + p) * tilePx * 0.8 - Math.abs(Math.sin(t * 5 + p)) * tilePx * 0.1,
        frame: flip(140),
      };
    case 'bird': {
      // Across the map and round again, a tile beyond each edge; half of them fly west.
      const span = mapWidthPx + 4 * tilePx;
      const travelled = (((t * tilePx * 1.6 + (p / (Math.PI * 2)) * span) % span) + span) % span;
      const east = p < Math.PI;
      return {
        x: east ? travelled - 2 * tilePx : mapWidthPx + 2 * tilePx - travelled,
        y: y + Math.sin(t * 0.8 + p) * tilePx * 0.3,
        frame: flip(180),
      };
    }
    case 'bat':
      return {
        x: x + Math.sin(t * 1.3 + p) * tilePx * 2,
        y: y + Math.sin(t * 2.6 + p) * tilePx * 0.7,
        frame: flip(110),
      };
    case 'dust':
      return {
        x: x + Math.sin(t * 0.31 + p) * tilePx * 1.5,
        y: y + Math.sin(t * 0.23 + p * 3) * tilePx,
        frame: 0,
      };
    case 'firefly':
      return {
        x: x + Math.sin(t * 0.4 + p) * tilePx,
        y: y + Math.cos(t * 0.33 + p) * tilePx * 0.7,
        frame: Math.sin(t * 1.7 + p) > 0.2 ? 0 : 1,
      };
    case 'ember': {
      const rise = (((t * tilePx * 0.5 + p * tilePx) % (tilePx * 3)) + tilePx * 3) % (tilePx * 3);
      return { x: x + Math.sin(t * 1.1 + p) * tilePx * 0.15, y: y - rise, frame: 0 };
    }
  }
}

/**
 * Each critter's two drawings, art pixels by row: 'a' is its colour, 'b' its dark body, '.' nothing.
 * A firefly's second drawing is dark: it blinks.
 */
const SPRITES: Readonly<Record<CritterKind, readonly [readonly string[], readonly string[]]>> = {
  butterfly: [
    ['a.a', 'aba', 'a.a'],
    ['.a.', '.b.', '.a.'],
  ],
  bird: [
    ['b...b', '.b.b.', '..b..'],
    ['.....', 'bb.bb', '..b..'],
  ],
  bat: [
    ['b...b', 'bbabb', '..b..'],
    ['..a..', 'bbbbb', 'b...b'],
  ],
  dust: [['a'], ['a']],
  firefly: [['a'], []],
  ember: [['a'], ['a']],
};

const BODY: Readonly<Record<CritterKind, string>> = {
  butterfly: P.darkBrown,
  bird: P.ink,
  bat: P.night,
  dust: P.night,
  firefly: P.night,
  ember: P.night,
};

/** Whether the player asked the system for less motion (read once, then on each change). */
function reducedMotionQuery(): () => boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => false;
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  return () => query.matches;
}

export interface AmbientPainter {
  /**
   * Draws the map's life over what is drawn so far. The camera is the view's top-left in map
   * pixels; only critters in view are drawn.
   */
  draw(
    ctx: PaintTarget,
    scene: { biome: Biome; mapId: string; width: number; height: number },
    camera: { x: number; y: number },
    view: { width: number; height: number },
    timeMs: number,
  ): void;
}

export function createAmbientPainter(
  tilePx: number,
  reducedMotion: () => boolean = reducedMotionQuery(),
): AmbientPainter {
  const px = tilePx / ART_PX;
  let key = '';
  let critters: Critter[] = [];
  return {
    draw(ctx, scene, camera, view, timeMs) {
      if (reducedMotion()) return;
      const next = `${scene.biome}|${scene.mapId}|${scene.width}x${scene.height}`;
      if (next !== key) {
        key = next;
        critters = ambientLife(scene.biome, scene.mapId, scene.width, scene.height, tilePx);
      }
      for (const critter of critters) {
        const pose = critterPose(critter, timeMs, tilePx, scene.width);
        const left = Math.round(pose.x - camera.x);
        const top = Math.round(pose.y - camera.y);
        if (left < -tilePx || top < -tilePx || left > view.width || top > view.height) continue;
        const rows = SPRITES[critter.kind][pose.frame];
        for (let row = 0; row < rows.length; row += 1) {
          const line = rows[row] ?? '';
          for (let col = 0; col < line.length; col += 1) {
            const cell = line[col];
            if (cell === '.') continue;
            ctx.fillStyle = cell === 'a' ? critter.colour : BODY[critter.kind];
            ctx.fillRect(left + col * px, top + row * px, px, px);
          }
        }
      }
    },
  };
}
