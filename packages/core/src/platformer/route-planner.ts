import { touchesPlatformerHazard } from './combat.js';
import { PLATFORMER_SETTINGS as S } from './constants.js';
import { createPlatformer, stepPlatformer } from './game.js';
import { advancePlatformerBody, touchesPlatformerPickup } from './physics.js';
import { enterPlatformerStage } from './tick.js';
import type { PlatformerBody, PlatformerEvent, PlatformerInput, PlatformerStage, PlatformerState } from './types.js';

/**
 * A level-design tool, not part of play: it explores a stage with the real
 * physics to prove that every platform and pickup can be reached, and plans
 * the inputs of a bot that clears it. Standing positions are the nodes; the
 * moves between them are a step of walking or a jump steered one way for a
 * while and then another. Positions stay on a 5 px by 0.5 px grid, so the
 * search is finite and exact. Hazards never move, so a move that touches one
 * is no move at all. Enemies do move: the plan is played through the real
 * game, and before each move the bot waits, standing still, until the move
 * goes by without a hurt (decision 0239). Once armed it holds fire.
 */

type Steer = -1 | 0 | 1;

interface Move {
  from: string;
  /** Where the player stands afterwards. */
  to: string;
  jump: boolean;
  first: Steer;
  switchAfter: number;
  then: Steer;
  ticks: number;
  touched: string[];
  maxX: number;
}

export interface PlatformerStageSurvey {
  /** Indexes of the rects the player can stand on. */
  landedRects: Set<number>;
  /** Pickups that can be taken with a way left to the end zone afterwards. */
  collectable: Set<string>;
  endReachable: boolean;
}

const STEERS: readonly Steer[] = [-1, 0, 1];
const SWITCH_AFTER = [8, 16, 24, 32];
/** Jumps start every 10 px; walking still reaches every 5 px. */
const LAUNCH_EVERY = 10;
const MAX_TICKS = 300;
/** The longest the bot waits at one spot for the enemies to pass (5 s). */
const MAX_WAIT = 300;

const key = (body: PlatformerBody) => `${body.position.x},${body.position.y}`;

function moveInput(move: Pick<Move, 'jump' | 'first' | 'switchAfter' | 'then'>, tick: number): PlatformerInput {
  const steer = tick < move.switchAfter ? move.first : move.then;
  return { left: steer < 0, right: steer > 0, jump: move.jump && tick === 0 };
}

function moveShapes(): Pick<Move, 'jump' | 'first' | 'switchAfter' | 'then'>[] {
  const shapes: Pick<Move, 'jump' | 'first' | 'switchAfter' | 'then'>[] = [
    { jump: false, first: -1, switchAfter: 0, then: -1 },
    { jump: false, first: 1, switchAfter: 0, then: 1 },
  ];
  for (const then of STEERS) shapes.push({ jump: true, first: then, switchAfter: 0, then });
  for (const first of STEERS) {
    for (const then of STEERS) {
      if (first === then) continue;
      for (const switchAfter of SWITCH_AFTER) shapes.push({ jump: true, first, switchAfter, then });
    }
  }
  return shapes;
}

interface Exploration {
  start: string;
  bodies: Map<string, PlatformerBody>;
  moves: Move[];
}

const explored = new WeakMap<PlatformerStage, Exploration>();

/** Explores a stage once; surveys and route plans of the same stage share the result. */
function explore(stage: PlatformerStage): Exploration {
  const known = explored.get(stage);
  if (known) return known;
  const result = exploreAfresh(stage);
  explored.set(stage, result);
  return result;
}

function exploreAfresh(stage: PlatformerStage): Exploration {
  const start: PlatformerBody = {
    position: { ...stage.spawn },
    velocity: { x: 0, y: 0 },
    facing: 'right',
    grounded: true,
  };
  const bodies = new Map<string, PlatformerBody>([[key(start), start]]);
  const moves: Move[] = [];
  const queue = [start];
  const shapes = moveShapes();
  for (let body = queue.shift(); body; body = queue.shift()) {
    for (const shape of shapes) {
      if (shape.jump && body.position.x % LAUNCH_EVERY !== 0) continue;
      let current = body;
      const touched = new Set<string>();
      let maxX = current.position.x;
      let ticks = 0;
      let alive = true;
      do {
        current = advancePlatformerBody(current, moveInput(shape, ticks), stage.rects);
        ticks += 1;
        maxX = Math.max(maxX, current.position.x);
        for (const pickup of stage.pickups) {
          if (touchesPlatformerPickup(current.position, pickup)) touched.add(pickup.id);
        }
        if (current.position.y > S.fallDeathY || touchesPlatformerHazard(current.position, stage.hazards))
          alive = false;
      } while (alive && !current.grounded && ticks < MAX_TICKS);
      if (!alive || !current.grounded) continue;
      const landed = { ...current, velocity: { x: 0, y: 0 }, facing: 'right' as const };
      const to = key(landed);
      moves.push({ ...shape, from: key(body), to, ticks, touched: [...touched], maxX });
      if (!bodies.has(to)) {
        bodies.set(to, landed);
        queue.push(landed);
      }
    }
  }
  return { start: key(start), bodies, moves };
}

function inEndZone(node: string): boolean {
  return Number(node.split(',')[0]) > S.endZoneX;
}

/** Nodes from which the end zone can still be reached. */
function canFinish(moves: readonly Move[], nodes: Iterable<string>): Set<string> {
  const into = new Map<string, string[]>();
  for (const move of moves) {
    const list = into.get(move.to);
    if (list) list.push(move.from);
    else into.set(move.to, [move.from]);
  }
  const done = new Set([...nodes].filter(inEndZone));
  const queue = [...done];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const from of into.get(node) ?? []) {
      if (!done.has(from)) {
        done.add(from);
        queue.push(from);
      }
    }
  }
  return done;
}

export function surveyPlatformerStage(stage: PlatformerStage): PlatformerStageSurvey {
  const { bodies, moves } = explore(stage);
  const finishing = canFinish(moves, bodies.keys());
  const landedRects = new Set<number>();
  for (const body of bodies.values()) {
    stage.rects.forEach((rect, index) => {
      const { x, y } = body.position;
      if (y + S.playerHeight === rect.y && x < rect.x + rect.width && x + S.playerWidth > rect.x)
        landedRects.add(index);
    });
  }
  const collectable = new Set(moves.filter((move) => finishing.has(move.to)).flatMap((move) => move.touched));
  return { landedRects, collectable, endReachable: [...bodies.keys()].some(inEndZone) };
}

/** Shortest chain of moves (by count) from `from` to a move that `goal` accepts. */
function route(moves: readonly Move[], from: string, allowed: (move: Move) => boolean, goal: (move: Move) => boolean) {
  const out = new Map<string, Move[]>();
  for (const move of moves) {
    if (!allowed(move)) continue;
    const list = out.get(move.from);
    if (list) list.push(move);
    else out.set(move.from, [move]);
  }
  const cameBy = new Map<string, Move | null>([[from, null]]);
  const queue = [from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const move of out.get(node) ?? []) {
      if (goal(move)) {
        const path = [move];
        for (let back = cameBy.get(node); back; back = cameBy.get(back.from)) path.unshift(back);
        return path;
      }
      if (!cameBy.has(move.to)) {
        cameBy.set(move.to, move);
        queue.push(move.to);
      }
    }
  }
  return null;
}

function endsAttempt(events: readonly PlatformerEvent[]): boolean {
  return events.some((e) => e.type === 'stageComplete' || e.type === 'victory' || e.type === 'death');
}

/** One step of the real game with the bot's hands: the move's keys, and fire held once armed. */
function botStep(game: PlatformerState, input: PlatformerInput) {
  return stepPlatformer(game, { ...input, fire: game.player.armed }, S.stepMs);
}

const STAND_STILL: PlatformerInput = { left: false, right: false, jump: false };

/**
 * Plays `move` through the real game from `game`, after waiting as few steps as it takes for the
 * move to go by unhurt and to land where the exploration said it would (a stomp's hop would land
 * elsewhere). The inputs played and the game after them, or null if no wait up to 5 s will do.
 */
function timeMove(game: PlatformerState, move: Move): { inputs: PlatformerInput[]; game: PlatformerState } | null {
  const waiting: PlatformerInput[] = [];
  let waited = game;
  for (let wait = 0; wait <= MAX_WAIT; wait += 1) {
    const inputs = [...waiting];
    let current = waited;
    let ok = true;
    for (let tick = 0; tick < move.ticks && ok; tick += 1) {
      const input = moveInput(move, tick);
      const result = botStep(current, input);
      inputs.push({ ...input, fire: current.player.armed });
      current = result.state;
      if (result.events.some((e) => e.type === 'hurt' || e.type === 'death')) ok = false;
      else if (endsAttempt(result.events)) return { inputs, game: current };
    }
    if (ok && key(current.player) === move.to && current.player.grounded) return { inputs, game: current };
    const still = botStep(waited, STAND_STILL);
    if (still.events.some((e) => e.type === 'hurt' || endsAttempt([e]))) return null;
    waiting.push({ ...STAND_STILL, fire: waited.player.armed });
    waited = still.state;
  }
  return null;
}

/**
 * Inputs, one per fixed step, that take every pickup of the stage unhurt and then
 * walk into the end zone; `null` if the stage cannot be cleared that way. The plan
 * is for a registered stage, played from its start with the weapon not yet taken.
 */
export function planPlatformerRoute(stage: PlatformerStage): PlatformerInput[] | null {
  const { start, bodies, moves } = explore(stage);
  const finishing = canFinish(moves, bodies.keys());
  const remaining = new Set(stage.pickups.map((pickup) => pickup.id));
  const inputs: PlatformerInput[] = [];
  let game = enterPlatformerStage(createPlatformer(), stage.id);
  let at = start;
  let banned = new Set<Move>();
  /**
   * Follows the shortest chain of moves to a goal, timing each move against the enemies; a move no
   * wait makes safe is set aside and the chain planned again from where the bot stands.
   */
  const reach = (allowed: (move: Move) => boolean, goal: (move: Move) => boolean): boolean => {
    for (;;) {
      const path = route(moves, at, (move) => allowed(move) && !banned.has(move), goal);
      if (!path) return false;
      let blocked = false;
      for (const move of path) {
        const timed = timeMove(game, move);
        if (!timed) {
          banned.add(move);
          blocked = true;
          break;
        }
        inputs.push(...timed.inputs);
        game = timed.game;
        at = move.to;
        for (const id of move.touched) remaining.delete(id);
      }
      if (!blocked) return true;
    }
  };
  // Stay out of the end zone until everything is taken: reaching it with every manuscript ends the stage.
  const beforeEnd = (move: Move) => move.maxX <= S.endZoneX;
  while (remaining.size > 0) {
    banned = new Set();
    const reached = reach(beforeEnd, (move) => finishing.has(move.to) && move.touched.some((id) => remaining.has(id)));
    if (!reached) return null;
  }
  banned = new Set();
  if (
    !reach(
      () => true,
      (move) => move.maxX > S.endZoneX,
    )
  )
    return null;
  return game.status === 'playing' && game.stage === stage.id ? null : inputs;
}
