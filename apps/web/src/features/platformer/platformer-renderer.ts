import {
  PLATFORMER_SETTINGS as S,
  livePlatformerEnemies,
  platformerCameraX,
  platformerEnemyBox,
  platformerEnemyFacing,
  platformerStageById,
  type PlatformerEnemyKind,
  type PlatformerStageId,
  type PlatformerState,
} from '@authentic/core';
import {
  ENEMY_FRAMES,
  FLAG_FRAMES,
  INK_BLOT,
  PICKUP_SPRITES,
  PLAYER_FRAMES,
  bakeSprite,
  type PlayerFrame,
} from './platformer-sprites';
import { BLOCK, STAGE_LOOKS, hash2 } from './stage-looks';

const W = S.canvasWidth;
const H = S.canvasHeight;
/** How far each background layer moves for a pixel of camera: far hills slowly, near roofs faster. */
const PARALLAX = { far: 0.15, near: 0.4 } as const;
const TILE = 16;
/** Walk frames change every this many fixed steps (about 8 per second). */
const WALK_TICKS = 8;
/** While nothing can hurt the player after a hurt, they blink: hidden this many steps in every twice as many. */
const BLINK_TICKS = 4;

interface StageLayers {
  sky: HTMLCanvasElement;
  far: HTMLCanvasElement;
  near: HTMLCanvasElement;
  level: HTMLCanvasElement;
}

function offscreen(width: number, height: number, paint: (ctx: CanvasRenderingContext2D) => void) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  paint(ctx);
  return canvas;
}

/** Ground, ledges, the end platform and the hazards of a stage, on one canvas as wide as the world. */
function paintLevel(ctx: CanvasRenderingContext2D, stageId: PlatformerStageId) {
  const look = STAGE_LOOKS[stageId];
  const stage = platformerStageById(stageId);
  for (const hazard of stage.hazards) look.paintHazard(ctx, hazard);
  for (const rect of stage.rects) {
    if (rect.type === 'platform') {
      ctx.fillStyle = look.platform.under;
      ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
      for (let x = rect.x; x < rect.x + rect.width; x += TILE) {
        ctx.fillStyle = (x - rect.x) % (TILE * 2) === 0 ? look.platform.top : look.platform.stripe;
        ctx.fillRect(x, rect.y, Math.min(TILE, rect.x + rect.width - x), rect.height - BLOCK * 2);
      }
      ctx.fillStyle = 'rgba(255,255,255,0.25)';
      ctx.fillRect(rect.x, rect.y, rect.width, BLOCK);
      continue;
    }
    const end = rect.type === 'end-platform';
    ctx.fillStyle = end ? look.end.body : look.terrain.body;
    ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
    // Bricks: a mortar line each row, staggered joints, and a speck on some tiles chosen by hash.
    for (let y = rect.y + TILE; y < rect.y + rect.height; y += TILE) {
      ctx.fillStyle = look.terrain.mortar;
      ctx.fillRect(rect.x, y, rect.width, BLOCK / 2);
      const row = (y - rect.y) / TILE;
      for (let x = rect.x + (row % 2 ? TILE : 0); x < rect.x + rect.width; x += TILE * 2) {
        ctx.fillRect(x, y, BLOCK / 2, TILE);
        if (hash2(x, y) > 0.7) {
          ctx.fillStyle = look.terrain.speck;
          ctx.fillRect(x + BLOCK * 2, y + BLOCK, BLOCK, BLOCK);
          ctx.fillStyle = look.terrain.mortar;
        }
      }
    }
    ctx.fillStyle = end ? look.end.cap : look.terrain.cap;
    ctx.fillRect(rect.x, rect.y, rect.width, TILE - BLOCK);
    ctx.fillStyle = 'rgba(255,255,255,0.3)';
    ctx.fillRect(rect.x, rect.y, rect.width, BLOCK);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(rect.x + rect.width - BLOCK, rect.y, BLOCK, rect.height);
  }
}

function bakeStage(stageId: PlatformerStageId): StageLayers | null {
  const look = STAGE_LOOKS[stageId];
  const sky = offscreen(W, H, (ctx) => {
    const band = Math.ceil(H / look.sky.length / BLOCK) * BLOCK;
    look.sky.forEach((colour, i) => {
      ctx.fillStyle = colour;
      ctx.fillRect(0, i * band, W, band);
    });
    look.paintSkyDetail(ctx, W, H);
  });
  const far = offscreen(W, H, (ctx) => look.paintFar(ctx, W, H));
  const near = offscreen(W, H, (ctx) => look.paintNear(ctx, W, H));
  const level = offscreen(S.worldWidth, H, (ctx) => paintLevel(ctx, stageId));
  return sky && far && near && level ? { sky, far, near, level } : null;
}

/** A layer as wide as the canvas, repeated sideways, shifted by `offset`. */
function drawWrapped(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement, offset: number) {
  const x = -Math.floor(offset % W);
  ctx.drawImage(layer, x, 0);
  ctx.drawImage(layer, x + W, 0);
}

function playerFrame(state: PlatformerState): PlayerFrame {
  const { grounded, velocity } = state.player;
  if (!grounded) return 'jump';
  if (velocity.x === 0) return 'idle';
  const cycle: PlayerFrame[] = ['walk1', 'walk2', 'walk3', 'walk2'];
  return cycle[Math.floor(state.ticks / WALK_TICKS) % cycle.length] ?? 'idle';
}

/** Every sprite the game draws, baked once: the player both ways, pickups, flags, enemies, ink. */
function bakeSprites() {
  const sprites = {
    playerRight: new Map<PlayerFrame, HTMLCanvasElement | null>(),
    playerLeft: new Map<PlayerFrame, HTMLCanvasElement | null>(),
    pickups: {
      health: bakeSprite(PICKUP_SPRITES.health, 3),
      manuscript: bakeSprite(PICKUP_SPRITES.manuscript, 3),
      weapon: bakeSprite(PICKUP_SPRITES.weapon, 3),
    },
    flags: FLAG_FRAMES.map((rows) => bakeSprite(rows, 4)),
    enemies: new Map<string, HTMLCanvasElement | null>(),
    ink: bakeSprite(['........', ...INK_BLOT.map((row) => `.${row}.`), '........'], 2),
  };
  for (const kind of Object.keys(ENEMY_FRAMES) as PlatformerEnemyKind[]) {
    ENEMY_FRAMES[kind].forEach((rows, frame) => {
      sprites.enemies.set(`${kind}-right-${frame}`, bakeSprite(rows, 4));
      sprites.enemies.set(`${kind}-left-${frame}`, bakeSprite(rows, 4, { mirror: true }));
    });
  }
  for (const frame of Object.keys(PLAYER_FRAMES) as PlayerFrame[]) {
    sprites.playerRight.set(frame, bakeSprite(PLAYER_FRAMES[frame], 4));
    sprites.playerLeft.set(frame, bakeSprite(PLAYER_FRAMES[frame], 4, { mirror: true }));
  }
  return sprites;
}

type Sprites = ReturnType<typeof bakeSprites>;

/** The player (blinking while hurt), with a shadow on the ground. */
function drawPlayer(ctx: CanvasRenderingContext2D, state: PlatformerState, sprites: Sprites, camera: number) {
  const { position, facing, grounded, invulnerableTicks } = state.player;
  if (invulnerableTicks > 0 && Math.floor(invulnerableTicks / BLINK_TICKS) % 2 === 1) return;
  const x = Math.round(position.x - camera);
  const y = Math.round(position.y);
  if (grounded) {
    ctx.fillStyle = 'rgba(24,20,37,0.35)';
    ctx.fillRect(x + BLOCK, y + S.playerHeight - 2, S.playerWidth - BLOCK * 2, BLOCK);
  }
  const set = facing === 'left' ? sprites.playerLeft : sprites.playerRight;
  const body = set.get(playerFrame(state));
  if (body) ctx.drawImage(body, x, y + 2);
}

/**
 * Draws the game on a canvas. Static layers (sky, parallax backgrounds, the level with its hazards)
 * are baked once per stage; a frame only copies them and draws what moves: pickups, the few enemies
 * in view, shots and the player. The view is as wide as the canvas (800 px, or less on a phone held
 * upright). Without a 2D context (jsdom, a failed canvas) it draws nothing and the game still runs
 * (spec 02 §8: canvas failures are only logged).
 */
export function createPlatformerRenderer(canvas: HTMLCanvasElement | null) {
  const ctx = canvas?.getContext('2d') ?? null;
  if (!ctx) return { draw: () => undefined };
  ctx.imageSmoothingEnabled = false;
  const stages = new Map<PlatformerStageId, StageLayers | null>();
  const sprites = bakeSprites();

  const layersOf = (stageId: PlatformerStageId) => {
    if (!stages.has(stageId)) stages.set(stageId, bakeStage(stageId));
    return stages.get(stageId) ?? null;
  };

  return {
    draw(state: PlatformerState): void {
      const view = canvas?.width ?? W;
      // A change of the canvas's width (a phone turned) resets its context: keep the pixels crisp.
      ctx.imageSmoothingEnabled = false;
      const camera = Math.round(platformerCameraX(state, view));
      const layers = layersOf(state.stage);
      if (layers) {
        ctx.drawImage(layers.sky, 0, 0);
        drawWrapped(ctx, layers.far, camera * PARALLAX.far);
        drawWrapped(ctx, layers.near, camera * PARALLAX.near);
        ctx.drawImage(layers.level, camera, 0, view, H, 0, 0, view, H);
      }
      // The flag at the start of the end zone, waving on a slow shared clock.
      const flagX = S.endZoneX + 40 - camera;
      const groundTop = platformerStageById(state.stage).rects.find((r) => r.type === 'end-platform')?.y ?? 350;
      ctx.fillStyle = '#c0cbdc';
      ctx.fillRect(flagX, groundTop - 96, BLOCK, 96);
      const flag = sprites.flags[Math.floor(state.ticks / 20) % 2];
      if (flag) ctx.drawImage(flag, flagX + BLOCK, groundTop - 96);

      const bob = Math.floor(state.ticks / 15) % 2 === 0 ? 0 : -BLOCK / 2;
      for (const pickup of state.pickups) {
        const sprite = sprites.pickups[pickup.type];
        if (pickup.collected || !sprite) continue;
        ctx.drawImage(sprite, Math.round(pickup.x - camera), pickup.y + bob);
      }

      const stage = platformerStageById(state.stage);
      const frame = Math.floor(state.stageTicks / WALK_TICKS) % 2;
      for (const enemy of livePlatformerEnemies(stage, state.defeatedEnemies)) {
        const box = platformerEnemyBox(enemy, state.stageTicks);
        if (box.x + box.width < camera || box.x > camera + view) continue;
        const facingNow = platformerEnemyFacing(enemy, state.stageTicks);
        const sprite = sprites.enemies.get(`${enemy.kind}-${facingNow}-${frame}`);
        if (sprite) ctx.drawImage(sprite, Math.round(box.x - camera), box.y);
      }
      // The blot's outline reaches a block past its box on every side.
      for (const shot of state.projectiles) {
        if (sprites.ink) ctx.drawImage(sprites.ink, Math.round(shot.x - camera) - 2, shot.y - 2);
      }

      drawPlayer(ctx, state, sprites, camera);
    },
  };
}

export type PlatformerRenderer = ReturnType<typeof createPlatformerRenderer>;
