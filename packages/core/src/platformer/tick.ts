import {
  PLATFORMER_COMPANION_MESSAGES,
  PLATFORMER_MANUSCRIPT_PAGES,
  PLATFORMER_NEED_MORE_MANUSCRIPTS,
  PLATFORMER_NEED_ONE_MORE_MANUSCRIPT,
} from '../messages/platformer.js';
import {
  PLATFORMER_COMPANION_COUNTS,
  PLATFORMER_PICKUP_EFFECTS,
  PLATFORMER_QUOTE_BANNER_TICKS,
  PLATFORMER_SETTINGS as S,
} from './constants.js';
import { advancePlatformerShots, resolvePlatformerContacts } from './combat.js';
import { advancePlatformerBody, touchesPlatformerPickup } from './physics.js';
import { nextPlatformerStage, platformerStageById } from './stages.js';
import type { PlatformerEvent, PlatformerInput, PlatformerStageId, PlatformerState } from './types.js';

/** 'You need 2 more manuscripts to continue.', singular for one. */
export function platformerNeedMoreMessage(missing: number): string {
  return missing === 1
    ? PLATFORMER_NEED_ONE_MORE_MANUSCRIPT
    : PLATFORMER_NEED_MORE_MANUSCRIPTS.replace('{count}', String(missing));
}

/** Manuscripts of the current stage not yet collected. */
export function platformerMissingManuscripts(state: PlatformerState): number {
  return state.pickups.filter((pickup) => pickup.type === 'manuscript' && !pickup.collected).length;
}

/** The state at the start of a stage: spawn point, fresh pickups, a snapshot to restart from. */
export function enterPlatformerStage(state: PlatformerState, stageId: PlatformerStageId): PlatformerState {
  const stage = platformerStageById(stageId);
  return {
    ...state,
    stage: stageId,
    status: 'playing',
    player: {
      ...state.player,
      position: { ...stage.spawn },
      velocity: { x: 0, y: 0 },
      facing: 'right',
      grounded: true,
      invulnerableTicks: 0,
    },
    pickups: stage.pickups.map((pickup) => ({ ...pickup, collected: false })),
    inEndZone: false,
    quoteBanner: null,
    stageStart: {
      score: state.player.score,
      health: state.player.health,
      armed: state.player.armed,
      manuscriptsCollected: state.manuscriptsCollected,
    },
    stageTicks: 0,
    defeatedEnemies: [],
    projectiles: [],
    fireCooldown: 0,
    lagUnits: 0,
  };
}

function collectPickups(state: PlatformerState, events: PlatformerEvent[]): PlatformerState {
  let { health, score, armed } = state.player;
  let { manuscriptsCollected, quoteBanner, companionCountsSpoken } = state;
  const pickups = state.pickups.map((pickup) => {
    if (pickup.collected || !touchesPlatformerPickup(state.player.position, pickup)) return pickup;
    const effect = PLATFORMER_PICKUP_EFFECTS[pickup.type];
    const healthBefore = health;
    health = Math.min(S.maxHealth, health + effect.health);
    score += effect.score;
    events.push({
      type: 'pickup',
      pickupId: pickup.id,
      pickupType: pickup.type,
      scoreGained: effect.score,
      healthGained: health - healthBefore,
    });
    if (pickup.type === 'weapon') armed = true;
    if (pickup.type === 'manuscript') {
      manuscriptsCollected += 1;
      const page = PLATFORMER_MANUSCRIPT_PAGES[pickup.id as keyof typeof PLATFORMER_MANUSCRIPT_PAGES];
      if (page) quoteBanner = { text: page, ticksLeft: PLATFORMER_QUOTE_BANNER_TICKS };
      const count = manuscriptsCollected;
      if (PLATFORMER_COMPANION_COUNTS.some((spoken) => spoken === count) && !companionCountsSpoken.includes(count)) {
        companionCountsSpoken = [...companionCountsSpoken, count];
        const message = PLATFORMER_COMPANION_MESSAGES[count as keyof typeof PLATFORMER_COMPANION_MESSAGES];
        events.push({ type: 'companionMessage', count, message });
      }
    }
    return { ...pickup, collected: true };
  });
  return {
    ...state,
    player: { ...state.player, health, score, armed },
    pickups,
    manuscriptsCollected,
    quoteBanner,
    companionCountsSpoken,
  };
}

function checkEndZone(state: PlatformerState, events: PlatformerEvent[]): PlatformerState {
  const inZone = state.player.position.x > S.endZoneX;
  if (!inZone) return { ...state, inEndZone: false };
  const missing = platformerMissingManuscripts(state);
  if (missing > 0) {
    // Said once on the way in, not sixty times a second while the player stands there.
    if (!state.inEndZone)
      events.push({ type: 'needMoreManuscripts', missing, message: platformerNeedMoreMessage(missing) });
    return { ...state, inEndZone: true };
  }
  const nextStage = nextPlatformerStage(state.stage);
  if (nextStage === null) {
    events.push({ type: 'victory', score: state.player.score });
    return { ...state, status: 'victory', inEndZone: true };
  }
  events.push({ type: 'stageComplete', stage: state.stage, nextStage });
  return enterPlatformerStage(state, nextStage);
}

/** One fixed step of the game; events are appended to `events`. */
export function tickPlatformer(
  state: PlatformerState,
  input: PlatformerInput,
  events: PlatformerEvent[],
): PlatformerState {
  if (state.status !== 'playing') return state;
  const stage = platformerStageById(state.stage);
  const before = state.player.position;
  const body = advancePlatformerBody(state.player, input, stage.rects);
  const banner = state.quoteBanner;
  const moved: PlatformerState = {
    ...state,
    player: { ...state.player, ...body },
    quoteBanner: banner && banner.ticksLeft > 1 ? { ...banner, ticksLeft: banner.ticksLeft - 1 } : null,
    ticks: state.ticks + 1,
    stageTicks: state.stageTicks + 1,
  };
  const shot = advancePlatformerShots(moved, stage, input.fire === true, events);
  const collected = collectPickups(shot, events);
  const touched = resolvePlatformerContacts(collected, stage, before, events);
  const cause = touched.player.position.y > S.fallDeathY ? 'fall' : touched.player.health <= 0 ? 'health' : null;
  if (cause) {
    events.push({ type: 'death', stage: touched.stage, cause });
    return { ...touched, status: 'dead' };
  }
  return checkEndZone(touched, events);
}
