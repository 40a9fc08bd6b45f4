import { DIRECTION_DELTAS, type Position } from '@authentic/core';
import type { GameWorld } from '../engine/game-store';
import { bumpOffset, stepProgress } from '../engine/movement';
import { PICKUP_ANIMATION_MS } from '../engine/world-artifacts';
import { artifactAtlas, artifactSpriteKind } from '../../../lib/render/art/artifacts';
import { avatarSheet } from '../../../lib/render/art/avatar-sheet';
import { defaultBiomeFor } from '../../../lib/render/art/biome-for-map';
import { BIOME_ART, type Biome } from '../../../lib/render/art/biomes';
import { characterSheet, walkFrame, type CharacterSheet } from '../../../lib/render/art/characters';
import { PLAYER_LOOK } from '../../../lib/render/art/looks';
import { BACKDROP } from '../../../ui/palette';
import { cellOf, createTileAtlas, TILE_FRAME_MS } from '../../../lib/render/art/tile-atlas';
import { cameraFor, cellAtView, NO_INSETS, type Insets, type Rect } from './camera';
import { buildMapLayer, type MapLayer } from './map-layer';
import type { MapArt } from '../../../lib/render/painted-art';
import { createOthersPainter, type OthersProvider } from './others-painter';
import { createAmbientPainter } from './ambient';
import { createNpcPainter } from './npc-painter';

export const TILE_PX = 64;
/** How far a bump leans into what blocked it. */
const BUMP_PX = 10;
/** A new map fades in from dark over this long (portals and edges alike). */
export const MAP_FADE_MS = 260;

export interface Renderer {
  /** The size the canvas shows at in CSS pixels, and the screen's pixel ratio. */
  resize(width: number, height: number, pixelRatio: number): void;
  draw(world: Readonly<GameWorld<string>>, nowMs: number): void;
  /** The map cell under a point of the canvas (CSS pixels from its top-left), as last drawn. */
  cellAt(x: number, y: number): Position;
  /** Draws the player from their pixel avatar (avatar-sheet.ts), or as our own character with null. */
  setPlayerAvatar(image: (CanvasImageSource & { width: number; height: number }) | null): void;
  /** Other players to draw each frame (live presence), or none. */
  setOthers(provider: OthersProvider | null): void;
  /** The frame (HUD, toolbar, hint, pad) the character is kept clear of, in CSS pixels (decision 0243). */
  setSafeArea(insets: Insets): void;
  /** The character's box as last drawn, in CSS pixels of the canvas; null before the first frame. */
  playerBox(): Rect | null;
}

export interface RendererOptions {
  /** The benchmark's baseline (bench/render.mjs): every tile drawn again every frame. */
  naive?: boolean;
  /**
   * The look of a map. Built-in maps are known by id; a player-made world's id is a uuid, so its
   * game screen passes `(id) => biomeForMapType(world.mapType)` (art/biome-for-map.ts). Default:
   * built-in ids by their table, anything else a meadow.
   */
  biomeFor?: (mapId: string) => Biome;
  /** A player-made world's own art for a map (painted-art.ts), or null where it has none. */
  artFor?: (mapId: string) => MapArt | null;
  /**
   * Paints what a map shows beyond its tiles and artifacts, with the caller's code (off the first load):
   * on the 'ground' under the characters (a world story's books), and 'over' everything but the fade
   * (a story character's emote). The camera is the view's top-left in map pixels.
   */
  decorate?: (ctx: CanvasRenderingContext2D, camera: Readonly<Camera>, layer: DecorLayer) => void;
}

/** Where `decorate` paints: under the characters, or over them and their names. */
export type DecorLayer = 'ground' | 'over';

type Ctx = CanvasRenderingContext2D;
type View = { width: number; height: number };
export type Camera = { x: number; y: number };

/** The ground in view: the static chunks (or, for the benchmark's baseline, every tile), then the animated cells. */
function drawGround(
  ctx: Ctx,
  world: Readonly<GameWorld<string>>,
  current: MapLayer,
  atlas: ReturnType<typeof createTileAtlas>,
  camera: Camera,
  view: View,
  naive: boolean,
) {
  const camX = camera.x;
  const camY = camera.y;
  const visible = (x: number, y: number) => x > -TILE_PX && y > -TILE_PX && x < view.width && y < view.height;
  if (naive) {
    world.grid.forEach((row, y) =>
      row.forEach((_, x) => {
        const cell = cellOf(world.grid, x, y);
        ctx.drawImage(
          atlas.tile(current.biome, cell.code, { ...cell, frame: 0 }),
          x * TILE_PX - camX,
          y * TILE_PX - camY,
        );
      }),
    );
  } else {
    current.draw(ctx, camX, camY, view.width, view.height);
  }

  const tick = Math.floor(world.time / TILE_FRAME_MS);
  for (const cell of current.animatedInView(camX, camY, view.width, view.height)) {
    const x = cell.x * TILE_PX - camX;
    const y = cell.y * TILE_PX - camY;
    if (!visible(x, y)) continue;
    // Neighbouring cells run a little out of step, so water shimmers rather than blinks.
    const frame = (tick + cell.variant) % cell.frames;
    ctx.drawImage(atlas.tile(current.biome, cell.code, { ...cell, frame }), x, y);
  }
  const art = current.art;
  if (art) {
    // A world's animated tiles: the ground under them, then their layers at this moment's frame.
    // Only the rows in view: a big map's animated water is thousands of cells (issue 36's p99).
    const cells = art.animated.below;
    const firstRow = Math.max(0, Math.floor(camY / TILE_PX));
    const lastRow = Math.floor((camY + view.height) / TILE_PX);
    const end = lowerBound(cells, (lastRow + 1) * art.width);
    for (let i = lowerBound(cells, firstRow * art.width); i < end; i += 1) {
      const index = cells[i]!;
      const cx = index % art.width;
      const cy = Math.floor(index / art.width);
      const x = cx * TILE_PX - camX;
      const y = cy * TILE_PX - camY;
      if (!visible(x, y)) continue;
      const ground = cellOf(art.ground, cx, cy);
      ctx.drawImage(atlas.tile(current.biome, ground.code, { ...ground, frame: 0 }), x, y);
      art.paint(ctx, 'below', index, x, y, TILE_PX, world.time);
    }
  }
}

/** The first position in an ascending list whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The artifacts lying in view, and the ones just picked up rising and fading. */
function drawArtifacts(
  ctx: Ctx,
  world: Readonly<GameWorld<string>>,
  artifacts: ReturnType<typeof artifactAtlas>,
  camera: Camera,
  visible: (x: number, y: number) => boolean,
) {
  const camX = camera.x;
  const camY = camera.y;
  if (world.artifactsVisible) {
    const frame = Math.floor(world.time / 400) % 2;
    for (const artifact of world.artifacts) {
      const x = artifact.position.x * TILE_PX - camX;
      const y = artifact.position.y * TILE_PX - camY;
      if (visible(x, y)) artifacts.draw(ctx, artifactSpriteKind(artifact.kind), artifact.source, frame, x, y);
    }
  }
  // Picked up: the artifact rises and fades over half a second.
  for (const { artifact, startedAt } of world.pickups) {
    const rise = Math.min(1, (world.time - startedAt) / PICKUP_ANIMATION_MS);
    ctx.globalAlpha = 1 - rise;
    const x = artifact.position.x * TILE_PX - camX;
    const y = artifact.position.y * TILE_PX - camY - rise * TILE_PX;
    artifacts.draw(ctx, artifactSpriteKind(artifact.kind), artifact.source, 1, x, y);
    ctx.globalAlpha = 1;
  }
}

/**
 * Draws the map around the character in its biome's art. The camera follows the character but stops
 * at the map's edges; a map smaller than the view sits centred in a frame. Static tiles are painted
 * once per chunk of the map to offscreen layers (map-layer.ts); a frame copies the chunks in view,
 * then redraws the animated cells in view,
 * artifacts, NPCs and the character. The canvas carries the last camera as data-camera-x/-y (map
 * pixels of the view's top-left) and the biome as data-biome, for tests.
 * Null where the browser gives no 2D context (jsdom): the game still runs, undrawn.
 */
export function createRenderer(canvas: HTMLCanvasElement, options: RendererOptions = {}): Renderer | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const biomeFor = options.biomeFor ?? defaultBiomeFor;
  const atlas = createTileAtlas(TILE_PX);
  const artifacts = artifactAtlas(TILE_PX);
  const ownLook = characterSheet(PLAYER_LOOK, TILE_PX);
  let player: CharacterSheet = ownLook;
  const npcs = createNpcPainter(TILE_PX);
  let camera = { x: Number.NaN, y: Number.NaN };
  let layer: MapLayer | null = null;
  let shownMap = '';
  let shownGrid: unknown = null;
  let fadeFrom = -Infinity;
  let view = { width: canvas.width, height: canvas.height, ratio: 1 };
  let others: OthersProvider | null = null;
  let insets: Insets = NO_INSETS;
  let drawnPlayer: Rect | null = null;
  const othersPainter = createOthersPainter(TILE_PX);
  const ambient = createAmbientPainter(TILE_PX);

  function mapLayer(world: Readonly<GameWorld<string>>, nowMs: number): MapLayer {
    const biome = biomeFor(world.mapId);
    if (layer && shownGrid === world.grid && layer.biome === biome && shownMap === world.mapId) return layer;
    // A world's own art draws its ground from the map's tiles, not from the walls the game walks.
    const art = options.artFor?.(world.mapId) ?? null;
    layer = buildMapLayer(art ? art.ground : world.grid, biome, atlas, TILE_PX, art);
    shownMap = world.mapId;
    shownGrid = world.grid;
    fadeFrom = nowMs;
    npcs.clear();
    canvas.dataset.biome = biome;
    return layer;
  }

  function frameAround(current: MapLayer, biome: Biome): void {
    const x = -camera.x;
    const y = -camera.y;
    const { outer, inner, light } = BIOME_ART[biome].frame;
    ctx!.fillStyle = BACKDROP;
    ctx!.fillRect(0, 0, view.width, view.height);
    ctx!.fillStyle = outer;
    ctx!.fillRect(x - 12, y - 12, current.width + 24, current.height + 24);
    ctx!.fillStyle = light;
    ctx!.fillRect(x - 8, y - 8, current.width + 16, current.height + 16);
    ctx!.fillStyle = inner;
    ctx!.fillRect(x - 6, y - 6, current.width + 14, current.height + 14);
  }

  return {
    resize(width, height, ratio) {
      view = { width, height, ratio };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    },

    draw(world, nowMs) {
      const current = mapLayer(world, nowMs);
      // The character slides from the previous cell over the step and leans into a bump.
      const t = stepProgress(world.timing, nowMs);
      const lean = bumpOffset(world.timing, nowMs) * BUMP_PX;
      const bump = world.timing.bumpDirection ? DIRECTION_DELTAS[world.timing.bumpDirection] : { x: 0, y: 0 };
      const px = (world.previous.x + (world.position.x - world.previous.x) * t) * TILE_PX + bump.x * lean;
      const py = (world.previous.y + (world.position.y - world.previous.y) * t) * TILE_PX + bump.y * lean;
      const next = cameraFor({ x: px + TILE_PX / 2, y: py + TILE_PX / 2 }, view, current, insets, TILE_PX);
      if (next.x !== camera.x || next.y !== camera.y) {
        canvas.dataset.cameraX = String(next.x);
        canvas.dataset.cameraY = String(next.y);
      }
      camera = next;
      const camX = camera.x;
      const camY = camera.y;

      ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
      ctx.imageSmoothingEnabled = false;
      if (camX < 0 || camY < 0 || current.width - camX < view.width || current.height - camY < view.height)
        frameAround(current, current.biome);
      const visible = (x: number, y: number) => x > -TILE_PX && y > -TILE_PX && x < view.width && y < view.height;
      drawGround(ctx, world, current, atlas, camera, view, options.naive === true);
      drawArtifacts(ctx, world, artifacts, camera, visible);
      options.decorate?.(ctx, camera, 'ground');
      // Characters in depth order: whoever stands lower on the map is drawn over.
      const figures: { y: number; draw: () => void }[] = [];
      for (const npc of world.npcs) {
        const pose = npcs.pose(npc, world.time);
        const x = Math.round(pose.x - camX);
        const y = Math.round(pose.y - camY);
        // In conversation, the NPC faces the character (decision 0244).
        const facing = world.talkingTo?.id === npc.id ? world.talkingTo.facing : pose.facing;
        if (visible(x, y)) figures.push({ y, draw: () => npcs.sheet(npc).draw(ctx, facing, pose.frame, x, y) });
      }
      const frame = walkFrame(t < 1, world.position.x + world.position.y);
      const playerX = Math.round(px - camX);
      const playerY = Math.round(py - camY);
      drawnPlayer = { x: playerX, y: playerY, width: TILE_PX, height: TILE_PX };
      figures.push({ y: playerY + 0.5, draw: () => player.draw(ctx, world.facing, frame, playerX, playerY) });
      const labels: (() => void)[] = [];
      for (const other of others?.(nowMs) ?? []) {
        if (other.self) {
          labels.push(() => othersPainter.labels(ctx, other, playerX, playerY, view.ratio));
          continue;
        }
        const x = Math.round(other.x * TILE_PX - camX);
        const y = Math.round(other.y * TILE_PX - camY);
        if (!visible(x, y)) continue;
        figures.push({ y, draw: () => othersPainter.body(ctx, other, x, y) });
        labels.push(() => othersPainter.labels(ctx, other, x, y, view.ratio));
      }
      figures.sort((a, b) => a.y - b.y).forEach((figure) => figure.draw());
      // Roofs, treetops, bridges: a world's upper layers cover the characters.
      current.drawAbove(ctx, camX, camY, view.width, view.height);
      // Birds, butterflies, dust… over the characters, under the names (decision 0244).
      const scene = { biome: current.biome, mapId: world.mapId, width: current.width, height: current.height };
      ambient.draw(ctx, scene, camera, view, world.time);
      labels.forEach((label) => label());
      options.decorate?.(ctx, camera, 'over');

      const fade = 1 - (nowMs - fadeFrom) / MAP_FADE_MS;
      if (fade > 0) {
        ctx.fillStyle = `rgba(24,20,37,${fade.toFixed(3)})`;
        ctx.fillRect(0, 0, view.width, view.height);
      }
    },

    cellAt(x, y) {
      return cellAtView({ x, y }, camera, TILE_PX);
    },

    setPlayerAvatar(image) {
      player = image ? avatarSheet(image, TILE_PX) : ownLook;
      canvas.dataset.player = image ? 'avatar' : 'default';
    },

    setOthers(provider) {
      others = provider;
    },

    setSafeArea(next) {
      insets = next;
    },

    playerBox: () => drawnPlayer,
  };
}
