import { DIRECTION_DELTAS, isPortalTile, type Position, type TileGrid } from '@authentic/core';
import type { GameWorld } from '../engine/game-store';
import { bumpOffset, stepProgress } from '../engine/movement';
import { PICKUP_ANIMATION_MS } from '../engine/world-artifacts';
import { artifactArt, CHARACTER_ART, frameIndex, npcArt, TILE_ART, type PixelArt } from './pixel-art';

export const TILE_PX = 64;
const ART_SIZE = 8;
const PIXEL = TILE_PX / ART_SIZE;
/** How far a bump leans into what blocked it. */
const BUMP_PX = 10;

type Sprite = HTMLCanvasElement;

function paint(art: PixelArt, frame: number): Sprite {
  const sprite = document.createElement('canvas');
  sprite.width = TILE_PX;
  sprite.height = TILE_PX;
  const ctx = sprite.getContext('2d');
  const palette = art.frames[frame] ?? art.frames[0] ?? {};
  art.pattern.forEach((row, y) => {
    [...row].forEach((letter, x) => {
      const colour = palette[letter];
      if (!ctx || letter === '.' || !colour) return;
      ctx.fillStyle = colour;
      ctx.fillRect(x * PIXEL, y * PIXEL, PIXEL, PIXEL);
    });
  });
  return sprite;
}

/** Every frame of a piece of art painted once, then only copied. */
function spriteSheet(art: PixelArt): Sprite[] {
  return art.frames.map((_, frame) => paint(art, frame));
}

interface MapLayer {
  grid: TileGrid;
  canvas: Sprite;
  portals: { position: Position; tile: number }[];
}

export interface Renderer {
  /** The size the canvas shows at in CSS pixels, and the screen's pixel ratio. */
  resize(width: number, height: number, pixelRatio: number): void;
  draw(world: Readonly<GameWorld<string>>, nowMs: number): void;
  /** The map cell under a point of the canvas (CSS pixels from its top-left), as last drawn. */
  cellAt(x: number, y: number): Position;
}

/**
 * Draws the map centred on the character. Static tiles are painted once per map to an offscreen
 * layer; a frame copies the visible part of it, then the animated portals, NPCs and the character.
 * Null where the browser gives no 2D context (jsdom): the game still runs, undrawn.
 */
export function createRenderer(canvas: HTMLCanvasElement, options: { naive?: boolean } = {}): Renderer | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const tiles = TILE_ART.map(spriteSheet);
  const character = spriteSheet(CHARACTER_ART);
  const artifactSprites = { builtIn: spriteSheet(artifactArt('builtIn')), server: spriteSheet(artifactArt('server')) };
  const artifactArtFrames = artifactArt('server');
  let camera = { x: 0, y: 0 };
  const npcSprites = new Map<string, Sprite[]>();
  let layer: MapLayer | null = null;
  let view = { width: canvas.width, height: canvas.height, ratio: 1 };

  function mapLayer(grid: TileGrid): MapLayer {
    if (layer?.grid === grid) return layer;
    const canvasLayer = document.createElement('canvas');
    canvasLayer.width = (grid[0]?.length ?? 0) * TILE_PX;
    canvasLayer.height = grid.length * TILE_PX;
    const layerCtx = canvasLayer.getContext('2d');
    const portals: MapLayer['portals'] = [];
    grid.forEach((row, y) =>
      row.forEach((tile, x) => {
        const sprite = tiles[tile]?.[0];
        if (sprite) layerCtx?.drawImage(sprite, x * TILE_PX, y * TILE_PX);
        if (isPortalTile(tile)) portals.push({ position: { x, y }, tile });
      }),
    );
    layer = { grid, canvas: canvasLayer, portals };
    return layer;
  }

  function npcSprite(type: string): Sprite | undefined {
    let sheet = npcSprites.get(type);
    if (!sheet) {
      sheet = spriteSheet(npcArt(type));
      npcSprites.set(type, sheet);
    }
    return sheet[0];
  }

  return {
    resize(width, height, ratio) {
      view = { width, height, ratio };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    },

    draw(world, nowMs) {
      const current = mapLayer(world.grid);
      // The character slides from the previous cell over the step and leans into a bump.
      const t = stepProgress(world.timing, nowMs);
      const lean = bumpOffset(world.timing, nowMs) * BUMP_PX;
      const bump = world.timing.bumpDirection ? DIRECTION_DELTAS[world.timing.bumpDirection] : { x: 0, y: 0 };
      const px = (world.previous.x + (world.position.x - world.previous.x) * t) * TILE_PX + bump.x * lean;
      const py = (world.previous.y + (world.position.y - world.previous.y) * t) * TILE_PX + bump.y * lean;
      const camX = Math.round(px + TILE_PX / 2 - view.width / 2);
      const camY = Math.round(py + TILE_PX / 2 - view.height / 2);
      camera = { x: camX, y: camY };

      ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.fillStyle = '#14162b';
      ctx.fillRect(0, 0, view.width, view.height);
      if (options.naive) {
        // The benchmark's baseline (bench/render.mjs): every tile drawn again every frame.
        world.grid.forEach((row, y) =>
          row.forEach((tile, x) => {
            const sprite = tiles[tile]?.[0];
            if (sprite) ctx.drawImage(sprite, x * TILE_PX - camX, y * TILE_PX - camY);
          }),
        );
      } else {
        ctx.drawImage(current.canvas, -camX, -camY);
      }

      const visible = (x: number, y: number) => x > -TILE_PX && y > -TILE_PX && x < view.width && y < view.height;
      for (const { position, tile } of current.portals) {
        const art = TILE_ART[tile];
        const sprite = art && tiles[tile]?.[frameIndex(art, world.time)];
        const x = position.x * TILE_PX - camX;
        const y = position.y * TILE_PX - camY;
        if (sprite && visible(x, y)) ctx.drawImage(sprite, x, y);
      }
      if (world.artifactsVisible) {
        const frame = frameIndex(artifactArtFrames, world.time);
        for (const artifact of world.artifacts) {
          const sprite = artifactSprites[artifact.source][frame];
          const x = artifact.position.x * TILE_PX - camX;
          const y = artifact.position.y * TILE_PX - camY;
          if (sprite && visible(x, y)) ctx.drawImage(sprite, x, y);
        }
      }
      // Picked up: the artifact rises and fades over half a second.
      for (const { artifact, startedAt } of world.pickups) {
        const t = Math.min(1, (world.time - startedAt) / PICKUP_ANIMATION_MS);
        const sprite = artifactSprites[artifact.source][0];
        if (!sprite) continue;
        ctx.globalAlpha = 1 - t;
        ctx.drawImage(sprite, artifact.position.x * TILE_PX - camX, artifact.position.y * TILE_PX - camY - t * TILE_PX);
        ctx.globalAlpha = 1;
      }
      for (const npc of world.npcs) {
        const sprite = npcSprite(npc.type);
        const x = npc.position.x * TILE_PX - camX;
        const y = npc.position.y * TILE_PX - camY;
        if (sprite && visible(x, y)) ctx.drawImage(sprite, x, y);
      }
      const player = character[0];
      if (player) ctx.drawImage(player, Math.round(px - camX), Math.round(py - camY));
    },

    cellAt(x, y) {
      return { x: Math.floor((x + camera.x) / TILE_PX), y: Math.floor((y + camera.y) / TILE_PX) };
    },
  };
}
