import { PLATFORMER_MANUSCRIPT_PAGES } from '../messages/platformer.js';
import { PLATFORMER_SETTINGS as S, PLATFORMER_STAGE_ORDER } from './constants.js';
import { PLATFORMER_STAGE_AFRICA } from './stage-africa.js';
import { PLATFORMER_STAGE_PARIS } from './stage-paris.js';
import { PLATFORMER_STAGE_SPAIN } from './stage-spain.js';
import type { PlatformerStage, PlatformerStageId } from './types.js';

/** Nothing that hurts comes this close to the right of a stage's spawn point. */
const SAFE_SPAWN_DISTANCE = 200;

/** The three stages in the order they are played. */
export const PLATFORMER_STAGES: readonly PlatformerStage[] = [
  PLATFORMER_STAGE_PARIS,
  PLATFORMER_STAGE_SPAIN,
  PLATFORMER_STAGE_AFRICA,
];

/** Problems with a stage's data, empty when it is sound. */
export function validatePlatformerStage(stage: PlatformerStage): string[] {
  const problems: string[] = [];
  const manuscripts = stage.pickups.filter((pickup) => pickup.type === 'manuscript');
  if (manuscripts.length !== S.manuscriptsPerStage) {
    problems.push(`${stage.id}: ${manuscripts.length} manuscripts instead of ${S.manuscriptsPerStage}`);
  }
  const ids = new Set(stage.pickups.map((pickup) => pickup.id));
  if (ids.size !== stage.pickups.length) problems.push(`${stage.id}: pickup ids repeat`);
  for (const pickup of manuscripts) {
    if (!(pickup.id in PLATFORMER_MANUSCRIPT_PAGES)) problems.push(`${stage.id}: no page text for ${pickup.id}`);
  }
  for (const pickup of stage.pickups) {
    if (pickup.collected) problems.push(`${stage.id}: ${pickup.id} starts collected`);
    if (pickup.x < 0 || pickup.x + S.pickupSize > S.worldWidth || pickup.y < 0) {
      problems.push(`${stage.id}: ${pickup.id} lies outside the world`);
    }
    if (pickup.x + S.pickupSize > S.endZoneX) problems.push(`${stage.id}: ${pickup.id} lies in the end zone`);
  }
  for (const rect of stage.rects) {
    if (rect.x < 0 || rect.x + rect.width > S.worldWidth || rect.width <= 0 || rect.height <= 0) {
      problems.push(`${stage.id}: rect at ${rect.x},${rect.y} lies outside the world`);
    }
  }
  const enemyIds = new Set(stage.enemies.map((enemy) => enemy.id));
  if (enemyIds.size !== stage.enemies.length) problems.push(`${stage.id}: enemy ids repeat`);
  // Where the player starts is safe: nothing hurts within this distance of the spawn point.
  const safeUntil = stage.spawn.x + S.playerWidth + SAFE_SPAWN_DISTANCE;
  for (const enemy of stage.enemies) {
    if (enemy.x < 0 || enemy.x + enemy.range + enemy.width > S.worldWidth || enemy.y < 0) {
      problems.push(`${stage.id}: ${enemy.id} walks outside the world`);
    }
    if (enemy.speed <= 0 || (enemy.speed * 2) % 1 !== 0 || enemy.range < 0 || (enemy.range * 2) % 1 !== 0) {
      problems.push(`${stage.id}: ${enemy.id} does not pace on half pixels`);
    }
    if (enemy.x < safeUntil) problems.push(`${stage.id}: ${enemy.id} comes too near the spawn point`);
  }
  for (const hazard of stage.hazards) {
    if (hazard.x < safeUntil || hazard.x + hazard.width > S.worldWidth || hazard.width <= 0 || hazard.height <= 0) {
      problems.push(`${stage.id}: hazard at ${hazard.x},${hazard.y} is outside the world or too near the spawn point`);
    }
  }
  if (!stage.rects.some((rect) => rect.type === 'end-platform' && rect.x + rect.width > S.endZoneX)) {
    problems.push(`${stage.id}: no end platform in the end zone`);
  }
  const { x, y } = stage.spawn;
  const standsOn = stage.rects.some(
    (rect) => y + S.playerHeight === rect.y && x < rect.x + rect.width && x + S.playerWidth > rect.x,
  );
  if (!standsOn) problems.push(`${stage.id}: the spawn point does not stand on anything`);
  return problems;
}

const problems = [
  ...(PLATFORMER_STAGES.map((stage) => stage.id).join() === PLATFORMER_STAGE_ORDER.join()
    ? []
    : ['stages are not in the order paris, spain, africa']),
  ...PLATFORMER_STAGES.flatMap(validatePlatformerStage),
];
if (problems.length > 0) throw new Error(`Platformer stages are broken: ${problems.join('; ')}`);

export function platformerStageById(id: PlatformerStageId): PlatformerStage {
  const stage = PLATFORMER_STAGES.find((candidate) => candidate.id === id);
  if (!stage) throw new Error(`Unknown platformer stage '${id}'`);
  return stage;
}

/** The stage after this one, or `null` after the last. */
export function nextPlatformerStage(id: PlatformerStageId): PlatformerStageId | null {
  return PLATFORMER_STAGE_ORDER[PLATFORMER_STAGE_ORDER.indexOf(id) + 1] ?? null;
}
