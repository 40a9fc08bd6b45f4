import { PLATFORMER_COMBAT as C, PLATFORMER_SETTINGS as S } from './constants.js';
import type {
  PlatformerBox,
  PlatformerEnemy,
  PlatformerEvent,
  PlatformerFacing,
  PlatformerHazard,
  PlatformerProjectile,
  PlatformerRect,
  PlatformerStage,
  PlatformerState,
} from './types.js';

/**
 * Enemies, hazards and the weapon (decision 0239). Everything here is a pure function of the
 * state and the step count: no clock, no randomness, no trigonometry, so the server's replay
 * meets every enemy exactly where the player met it.
 */

export function boxesOverlap(a: PlatformerBox, b: PlatformerBox): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

/** The player's box at a position. */
export function platformerPlayerBox(position: { x: number; y: number }): PlatformerBox {
  return { x: position.x, y: position.y, width: S.playerWidth, height: S.playerHeight };
}

/** How far along its beat an enemy is after `stageTicks` steps, and which way it is walking. */
function enemyOffset(enemy: PlatformerEnemy, stageTicks: number): { offset: number; facing: PlatformerFacing } {
  if (enemy.range <= 0 || enemy.speed <= 0) return { offset: 0, facing: 'left' };
  const lap = (stageTicks * enemy.speed) % (enemy.range * 2);
  return lap < enemy.range ? { offset: lap, facing: 'right' } : { offset: enemy.range * 2 - lap, facing: 'left' };
}

/** Where an enemy's box is `stageTicks` steps into the stage. */
export function platformerEnemyBox(enemy: PlatformerEnemy, stageTicks: number): PlatformerBox {
  return { x: enemy.x + enemyOffset(enemy, stageTicks).offset, y: enemy.y, width: enemy.width, height: enemy.height };
}

/** Which way an enemy faces `stageTicks` steps into the stage (for drawing). */
export function platformerEnemyFacing(enemy: PlatformerEnemy, stageTicks: number): PlatformerFacing {
  return enemyOffset(enemy, stageTicks).facing;
}

/** The stage's enemies still about in this attempt. */
export function livePlatformerEnemies(stage: PlatformerStage, defeated: readonly string[]): PlatformerEnemy[] {
  return defeated.length === 0 ? [...stage.enemies] : stage.enemies.filter((enemy) => !defeated.includes(enemy.id));
}

/** Whether the player's box at this position touches any hazard. */
export function touchesPlatformerHazard(
  position: { x: number; y: number },
  hazards: readonly PlatformerHazard[],
): boolean {
  const box = platformerPlayerBox(position);
  return hazards.some((hazard) => boxesOverlap(box, hazard));
}

/** How far below the top of the player's box a shot leaves the hand: low enough to hit a rat. */
const SHOT_HEIGHT = 30;

/** A new shot from the player's hand, flying the way they face. */
function newProjectile(position: { x: number; y: number }, facing: PlatformerFacing): PlatformerProjectile {
  const right = facing === 'right';
  return {
    x: right ? position.x + S.playerWidth : position.x - C.projectileWidth,
    y: position.y + SHOT_HEIGHT,
    vx: right ? C.projectileSpeed : -C.projectileSpeed,
    ticksLeft: C.projectileTicks,
  };
}

const projectileBox = (shot: PlatformerProjectile): PlatformerBox => ({
  x: shot.x,
  y: shot.y,
  width: C.projectileWidth,
  height: C.projectileHeight,
});

/**
 * Moves the shots in flight: one that meets an enemy defeats it (50 points), one that meets a wall
 * or the ground, leaves the world or flies its 60 steps is gone. Then, if fire is held, the player
 * is armed and the weapon is ready, a new shot leaves the player's hand.
 */
export function advancePlatformerShots(
  state: PlatformerState,
  stage: PlatformerStage,
  fire: boolean,
  events: PlatformerEvent[],
): PlatformerState {
  if (state.projectiles.length === 0 && !(fire && state.player.armed)) {
    return state.fireCooldown > 0 ? { ...state, fireCooldown: state.fireCooldown - 1 } : state;
  }
  let { defeatedEnemies } = state;
  let score = state.player.score;
  const flying: PlatformerProjectile[] = [];
  for (const shot of state.projectiles) {
    const moved = { ...shot, x: shot.x + shot.vx, ticksLeft: shot.ticksLeft - 1 };
    const box = projectileBox(moved);
    const hit = livePlatformerEnemies(stage, defeatedEnemies).find((enemy) =>
      boxesOverlap(box, platformerEnemyBox(enemy, state.stageTicks)),
    );
    if (hit) {
      defeatedEnemies = [...defeatedEnemies, hit.id];
      score += C.enemyScore;
      events.push({ type: 'enemyDefeated', enemyId: hit.id, by: 'shot', scoreGained: C.enemyScore });
      continue;
    }
    const blocked = stage.rects.some((rect: PlatformerRect) => rect.type !== 'platform' && boxesOverlap(box, rect));
    if (!blocked && moved.ticksLeft > 0 && moved.x + C.projectileWidth > 0 && moved.x < S.worldWidth) {
      flying.push(moved);
    }
  }
  let fireCooldown = Math.max(0, state.fireCooldown - 1);
  if (fire && state.player.armed && fireCooldown === 0 && flying.length < C.maxProjectiles) {
    flying.push(newProjectile(state.player.position, state.player.facing));
    fireCooldown = C.fireCooldownTicks;
    events.push({ type: 'shot' });
  }
  return { ...state, player: { ...state.player, score }, defeatedEnemies, projectiles: flying, fireCooldown };
}

/**
 * What the enemies and hazards do to the player after a step that began with the player's box at
 * `before`: landing on an enemy from above stomps it (50 points and a hop); any other touch of an
 * enemy or a hazard costs 20 health, then nothing hurts for a second.
 */
export function resolvePlatformerContacts(
  state: PlatformerState,
  stage: PlatformerStage,
  before: { x: number; y: number },
  events: PlatformerEvent[],
): PlatformerState {
  const { player } = state;
  const box = platformerPlayerBox(player.position);
  let { defeatedEnemies } = state;
  let { score, health, invulnerableTicks, velocity, grounded } = player;
  let hurtBy: 'enemy' | 'hazard' | null = null;
  for (const enemy of livePlatformerEnemies(stage, defeatedEnemies)) {
    const enemyBox = platformerEnemyBox(enemy, state.stageTicks);
    if (!boxesOverlap(box, enemyBox)) continue;
    const fromAbove = player.velocity.y > 0 && before.y + S.playerHeight <= enemyBox.y;
    if (fromAbove) {
      defeatedEnemies = [...defeatedEnemies, enemy.id];
      score += C.enemyScore;
      velocity = { ...velocity, y: C.stompBounce };
      grounded = false;
      events.push({ type: 'enemyDefeated', enemyId: enemy.id, by: 'stomp', scoreGained: C.enemyScore });
    } else {
      hurtBy ??= 'enemy';
    }
  }
  if (!hurtBy && touchesPlatformerHazard(player.position, stage.hazards)) hurtBy = 'hazard';
  if (invulnerableTicks > 0) invulnerableTicks -= 1;
  else if (hurtBy) {
    health = Math.max(0, health - C.damage);
    invulnerableTicks = C.invulnerableTicks;
    events.push({ type: 'hurt', source: hurtBy, damage: C.damage, health });
  }
  if (defeatedEnemies === state.defeatedEnemies && invulnerableTicks === player.invulnerableTicks) return state;
  return {
    ...state,
    player: { ...player, score, health, invulnerableTicks, velocity, grounded },
    defeatedEnemies,
  };
}
