import type { Page } from '@playwright/test';
import {
  PLATFORMER_SETTINGS,
  PLATFORMER_TEXTS,
  createPlatformer,
  planPlatformerRoute,
  platformerStageById,
  restartPlatformerStage,
  stepPlatformer,
  type PlatformerEvent,
  type PlatformerInput,
  type PlatformerStageId,
  type PlatformerState,
} from '@authentic/core';

/**
 * Inputs for the platformer's browser tests, worked out beforehand with core's own engine (decision
 * 0239): the tests then press the same keys in the browser, one fixed step at a time, and check that
 * the screen shows what the engine said would happen. Nothing is set by hand in the page.
 */

export interface Script {
  inputs: PlatformerInput[];
  /** The engine after the inputs, and what they made happen. */
  state: PlatformerState;
  events: PlatformerEvent[];
}

const NOTHING: PlatformerInput = { left: false, right: false, jump: false, fire: false };

/** Plays on from `start`: each step's input from `next`, until `done` says so (or `limit` steps). */
export function scriptUntil(
  start: PlatformerState,
  next: (state: PlatformerState, step: number) => PlatformerInput,
  done: (state: PlatformerState, events: readonly PlatformerEvent[]) => boolean,
  limit = 3000,
): Script {
  let state = start;
  const inputs: PlatformerInput[] = [];
  const events: PlatformerEvent[] = [];
  for (let step = 0; step < limit; step += 1) {
    const input = { ...NOTHING, ...next(state, step) };
    const result = stepPlatformer(state, input, PLATFORMER_SETTINGS.stepMs);
    inputs.push(input);
    events.push(...result.events);
    state = result.state;
    if (done(state, result.events)) return { inputs, state, events };
  }
  throw new Error('the script never got where it was going');
}

/** The planner's route through a stage, from `start`, as far as `done` (or the stage's end). */
export function routeUntil(
  start: PlatformerState,
  stage: PlatformerStageId,
  done: (state: PlatformerState, events: readonly PlatformerEvent[]) => boolean = () => false,
): Script {
  const route = planPlatformerRoute(platformerStageById(stage)) ?? [];
  const ends = (state: PlatformerState, events: readonly PlatformerEvent[]) =>
    done(state, events) || events.some((e) => e.type === 'stageComplete' || e.type === 'victory');
  return scriptUntil(start, (_state, step) => route[step] ?? NOTHING, ends, route.length);
}

const onGroundB = (state: PlatformerState) =>
  state.player.grounded && state.player.position.x >= 820 && state.player.position.y === 300;

/**
 * An attempt at Paris that goes wrong: over the first gutter, then straight on into a rat (20
 * health), and on into the next gutter. Ends dead, with one hurt.
 */
export function hurtThenFall(): Script {
  const there = routeUntil(createPlatformer(), 'paris', onGroundB);
  const on = scriptUntil(
    there.state,
    () => ({ ...NOTHING, right: true }),
    (state) => state.status === 'dead',
  );
  return { inputs: [...there.inputs, ...on.inputs], state: on.state, events: [...there.events, ...on.events] };
}

/** Paris from its start to the weapon, then down to the pavement, firing ahead until a shot fells the rat. */
export function armThenShoot(start: PlatformerState = createPlatformer()): Script {
  const there = routeUntil(start, 'paris', (state) => state.player.armed);
  const on = scriptUntil(
    there.state,
    () => ({ ...NOTHING, right: true, fire: true }),
    (_state, events) => events.some((e) => e.type === 'enemyDefeated' || e.type === 'hurt' || e.type === 'death'),
  );
  return { inputs: [...there.inputs, ...on.inputs], state: on.state, events: [...there.events, ...on.events] };
}

/** Spain as far as the last stretch of road, then into the cactus, and standing in it until health runs out. */
export function standInTheCactus(start: PlatformerState): Script {
  const cactus = platformerStageById('spain').hazards[0]!;
  const there = routeUntil(
    start,
    'spain',
    (state) => state.player.grounded && state.player.position.y === 300 && state.player.position.x >= 2430,
  );
  const on = scriptUntil(
    there.state,
    (state) => {
      // Into its middle, from whichever side the route left the player.
      const middle = cactus.x + cactus.width / 2 - 20;
      return { ...NOTHING, right: state.player.position.x < middle - 2, left: state.player.position.x > middle + 2 };
    },
    (state) => state.status === 'dead',
  );
  return { inputs: [...there.inputs, ...on.inputs], state: on.state, events: [...there.events, ...on.events] };
}

/** Hurt, then a fall; Try Again; the rat shot; another fall; Try Again; Paris cleared; Spain's cactus until health runs out. */
export function hurtShootAndRunOutOfHealth() {
  const hurt = hurtThenFall();
  const shoot = armThenShoot(restartPlatformerStage(hurt.state));
  const fall = scriptUntil(
    shoot.state,
    () => ({ ...NOTHING, right: true }),
    (state) => state.status === 'dead',
  );
  const paris = routeUntil(restartPlatformerStage(fall.state), 'paris');
  const cactus = standInTheCactus(paris.state);
  return { hurt, shoot, fall, paris, cactus };
}

/** What `window.__platformerTest.state()` answers (decision 0212). */
export interface HookState {
  stage: string;
  status: string;
  score: number;
  health: number;
  x: number;
  y: number;
  armed: boolean;
  defeatedEnemies: string[];
  projectiles: number;
}

export const hookState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __platformerTest: { state(): HookState } }).__platformerTest.state());

const KEY_FOR = { left: 'ArrowLeft', right: 'ArrowRight', jump: 'Space', fire: 'x' } as const;

/**
 * Presses the keys of `inputs` for real, one fixed step of the test clock per input (runs of the
 * same input in one go), and stops early if the attempt ends. With `touchFire`, fire is the touch
 * pad's Fire button held down instead of X, as a thumb would on a phone. Returns the steps played.
 */
export async function pressInputs(
  page: Page,
  inputs: readonly PlatformerInput[],
  options: { touchFire?: boolean } = {},
) {
  const held = new Set<string>();
  const fireButton = page.getByRole('button', { name: PLATFORMER_TEXTS.fire, exact: true });
  const hold = async (input: PlatformerInput) => {
    for (const [button, key] of Object.entries(KEY_FOR) as [keyof PlatformerInput, string][]) {
      const want = input[button] === true;
      if (want === held.has(key)) continue;
      if (button === 'fire' && options.touchFire) {
        if (want) {
          const box = await fireButton.boundingBox();
          if (!box) throw new Error('no Fire button on screen');
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
        } else await page.mouse.up();
      } else if (want) await page.keyboard.down(key);
      else await page.keyboard.up(key);
      if (want) held.add(key);
      else held.delete(key);
    }
  };
  const same = (a: PlatformerInput | undefined, b: PlatformerInput) =>
    !!a && !!a.left === !!b.left && !!a.right === !!b.right && !!a.jump === !!b.jump && !!a.fire === !!b.fire;
  let played = 0;
  while (played < inputs.length) {
    const input = inputs[played]!;
    let run = 1;
    while (same(inputs[played + run], input)) run += 1;
    await hold(input);
    const moved = await page.evaluate((n) => {
      const hook = (window as unknown as { __platformerTest: { step(n: number): void; state(): HookState } })
        .__platformerTest;
      // One at a time, so that no input meant for this attempt runs in the next.
      const { stage } = hook.state();
      let done = 0;
      while (done < n && hook.state().status === 'playing' && hook.state().stage === stage) {
        hook.step(1);
        done += 1;
      }
      return done;
    }, run);
    played += moved;
    if (moved < run) break;
  }
  await hold({ left: false, right: false, jump: false, fire: false });
  return played;
}
