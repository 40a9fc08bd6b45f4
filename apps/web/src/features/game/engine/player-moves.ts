import {
  afterBump,
  afterStep,
  MAP_MESSAGES,
  PRESENCE_LIMITS,
  returnFromMiniGame,
  stepGate,
  usePortal as takePortal, // core's rule, not a React hook
  walkStep,
  type Direction,
  type MiniGameOrigin,
  type Position,
  type SpecialPortalKind,
  type Walker,
} from '@authentic/core';
import type { MoveOutcome } from './game-types';
import type { StoreCore } from './store-core';

/**
 * The player's moves by core's rules, the ones the live-presence server checks (decision 0274):
 * core's walkStep, usePortal and returnFromMiniGame decide where the character goes, core's step
 * gate when; this module only applies their answer to the world, the snapshot and the events.
 */
export function createPlayerMoves<M extends string>(core: StoreCore<M>, stepped: () => void) {
  const { atlas, world, emit, publish } = core;
  /** Steps in hand, as the server counts them (a client within the gate never runs short). */
  let budget: Pick<Walker<M>, 'steps' | 'stepsAt'> = { steps: PRESENCE_LIMITS.stepBurst, stepsAt: -Infinity };
  let origin: MiniGameOrigin<M> | null = null;

  const walker = (): Walker<M> => ({
    mapId: world.mapId,
    position: world.position,
    previous: world.previous,
    facing: world.facing,
    ...budget,
    origin,
  });
  const npcAt = (cell: Position) => world.npcs.some((npc) => npc.position.x === cell.x && npc.position.y === cell.y);
  const arriveAt = (to: Walker<M>, banner = '') => core.arrive({ mapId: to.mapId, arrival: to.position, banner });
  const here = (): MiniGameOrigin<M> => ({
    mapId: world.mapId,
    position: { ...world.position },
    previous: { ...world.previous },
  });

  /** One step in a direction at nowMs, as the step gate allows; NPCs stand in the way. */
  function move(direction: Direction, nowMs: number): MoveOutcome {
    if (core.getSnapshot().panel) return 'busy';
    const gate = stepGate(world.timing, nowMs);
    if (gate !== 'ready') return gate;
    world.facing = direction;
    const result = walkStep(atlas, walker(), direction, nowMs, npcAt);
    budget = { steps: result.walker.steps, stepsAt: result.walker.stepsAt };
    if (!result.ok && result.reason === 'tooFast') return 'locked';
    if (!result.ok) {
      world.timing = afterBump(world.timing, nowMs, direction);
      emit({ type: 'bump' });
      return 'bumped';
    }
    world.timing = afterStep(world.timing, nowMs);
    core.clearTalkNotice();
    emit({ type: 'walked', direction });
    if (result.changedMap) {
      arriveAt(result.walker, result.banner);
      return 'changedMap';
    }
    world.previous = result.walker.previous;
    world.position = result.walker.position;
    core.cellChanged();
    publish();
    emit({ type: 'step', mapId: world.mapId, position: { ...world.position } });
    stepped();
    return 'moved';
  }

  /**
   * Space (or E/P) on a portal. Special portals travel to their mini-game room and open the
   * mini-game panel; inside the room they only reopen it (core's `moves`). A way out of the atlas
   * (a player-made world's portal home) is only announced: whoever shows the game leaves it.
   */
  function activatePortal(): boolean {
    const result = takePortal(atlas, walker());
    if (!result.ok) return false;
    emit({ type: 'portalUsed' });
    if (result.exit) {
      emit({ type: 'exit', mapId: world.mapId, position: { ...world.position } });
      return true;
    }
    origin = result.walker.origin;
    if (result.special) {
      // Into the game's room (so it counts as visited); leaving the game comes back beside this portal.
      if (result.changedMap) arriveAt(result.walker, result.banner);
      publish({ panel: { kind: 'minigame', world: result.special } });
      emit({ type: 'specialPortal', world: result.special });
      return true;
    }
    arriveAt(result.walker, result.banner);
    return true;
  }

  /**
   * Leaves the open mini-game: the character stands beside the portal it came through, on the
   * map it came from (a 'Welcome back' arrival when that is another map), and the map's music
   * returns through the 'arrived' or 'miniGameClosed' event.
   */
  function closeMiniGame() {
    if (core.getSnapshot().panel?.kind !== 'minigame' && !origin) return;
    emit({ type: 'returned' });
    if (origin) {
      const result = returnFromMiniGame(atlas, walker());
      origin = null;
      if (result.changedMap) {
        core.dropPanel();
        arriveAt(result.walker, result.banner ?? MAP_MESSAGES.welcomeBack);
        return;
      }
      world.previous = { ...result.walker.previous };
      world.position = result.walker.position;
      core.cellChanged();
    }
    publish({ panel: null });
    emit({ type: 'miniGameClosed', mapId: world.mapId });
  }

  return {
    move,
    activatePortal,
    closeMiniGame,
    /** Opens a mini-game where the character stands (level 4 after the level-3 question). */
    openMiniGame(kind: SpecialPortalKind) {
      origin = here();
      publish({ panel: { kind: 'minigame', world: kind } });
    },
    /** Where the live-presence server says the character stands: at once, no banner ('arrived' on another map). */
    snapTo(mapId: M, position: Position, facing: Direction = world.facing) {
      world.facing = facing;
      if (mapId !== world.mapId) return core.arrive({ mapId, arrival: position, banner: '' });
      if (position.x === world.position.x && position.y === world.position.y) return;
      world.position = { ...position };
      world.previous = { ...position };
      core.cellChanged();
      publish();
    },
  };
}
