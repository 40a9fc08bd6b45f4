import {
  PLATFORMER_RULES_VERSION,
  PLATFORMER_SETTINGS as S,
  PLATFORMER_TEXTS as T,
  createPlatformer,
  planPlatformerRoute,
  platformerStageById,
  replayPlatformer,
  stepPlatformer,
  type PlatformerInput,
  type PlatformerResultRequest,
} from '@authentic/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualFrames } from './manual-frames';
import { PlatformerScreen, type PlatformerTestHook } from './platformer-screen';

type TestWindow = Window & { __AUTHENTIC_TEST_CLOCK__?: unknown; __platformerTest?: PlatformerTestHook };
const testWindow = window as TestWindow;

/** The planned route of each stage, cut where the stage ends (as the bot test plays it). */
let routes: PlatformerInput[][] = [];
let expectedScore = 0;

beforeAll(() => {
  let state = createPlatformer();
  routes = (['paris', 'spain', 'africa'] as const).map((stage) => {
    const planned = planPlatformerRoute(platformerStageById(stage)) ?? [];
    const used: PlatformerInput[] = [];
    for (const input of planned) {
      const result = stepPlatformer(state, input, S.stepMs);
      state = result.state;
      used.push(input);
      if (result.events.some((e) => e.type === 'stageComplete' || e.type === 'victory')) break;
    }
    return used;
  });
  expect(state.status).toBe('victory');
  expectedScore = state.player.score;
}, 60_000);

beforeEach(() => {
  // jsdom has no 2D canvas; the screen runs without drawing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete testWindow.__AUTHENTIC_TEST_CLOCK__;
});

const KEYS = { left: 'ArrowLeft', right: 'ArrowRight', jump: 'ArrowUp', fire: 'x' } as const;

function setup() {
  const frames = createManualFrames();
  const onComplete = vi.fn<(result: PlatformerResultRequest) => void>();
  const onExit = vi.fn();
  render(<PlatformerScreen onComplete={onComplete} onExit={onExit} frames={frames.source} />);
  const held = { left: false, right: false, jump: false, fire: false };
  /** Presses and releases real keys so that exactly `input` is held. */
  const hold = (input: PlatformerInput) => {
    for (const action of ['left', 'right', 'jump', 'fire'] as const) {
      if ((input[action] ?? false) === held[action]) continue;
      held[action] = input[action] ?? false;
      if (input[action]) fireEvent.keyDown(window, { key: KEYS[action] });
      else fireEvent.keyUp(window, { key: KEYS[action] });
    }
  };
  return { frames, onComplete, onExit, hold };
}

describe('the platformer screen', () => {
  it('shows the stage, the HUD, the controls hint and the key that fires', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'The Hemingway Challenge' })).toBeInTheDocument();
    expect(screen.getByText('Stage 1/3: Paris')).toBeInTheDocument();
    expect(screen.getByText(T.controlsHint)).toBeInTheDocument();
    expect(screen.getByText(T.fireHint)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: T.health })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('platformer-score')).toHaveTextContent('0');
    expect(screen.getByText(`${T.weapon}: ${T.weaponNone}`)).toBeInTheDocument();
    expect(screen.getByText('Manuscripts 0/3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Paris.*rats/ })).toHaveAttribute('width', '800');
    for (const name of ['Left', 'Right', 'Jump', T.fire])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.fire })).toHaveAttribute('aria-keyshortcuts', 'F X');
    // Exit is in the header only, never beside Jump on the touch pad.
    expect(screen.queryByRole('button', { name: 'Exit' })).not.toBeInTheDocument();
    // Not a phone held upright: the whole 800 px and no hint to turn it.
    expect(screen.queryByText(T.rotateHint)).not.toBeInTheDocument();
  });

  it('standing still is safe; holding Right runs into the first gap of Paris: Game Over, and Try Again restarts', () => {
    const { frames, hold } = setup();
    frames.ticks(400);
    expect(screen.queryByText(T.gameOver)).not.toBeInTheDocument();

    hold({ left: false, right: true, jump: false });
    const stepsToDie = () => {
      let steps = 0;
      while (!screen.queryByText(T.gameOver) && steps < 600) {
        frames.tick();
        steps += 1;
      }
      return steps;
    };
    const first = stepsToDie();
    expect(first).toBeGreaterThan(100);
    expect(first).toBeLessThan(600);
    const overlay = screen.getByRole('group', { name: T.gameOver });
    const tryAgain = within(overlay).getByRole('button', { name: T.tryAgain });
    expect(within(overlay).getByRole('button', { name: T.exitGame })).toBeInTheDocument();
    expect(tryAgain).toHaveFocus();

    expect(within(overlay).getByText(T.fell)).toBeInTheDocument();
    expect(within(overlay).getByText(T.retryDetail.replace('{stage}', 'Paris'))).toBeInTheDocument();
    fireEvent.click(tryAgain);
    expect(screen.queryByText(T.gameOver)).not.toBeInTheDocument();
    // Back at the spawn point: the same run takes just as long to fall again.
    expect(stepsToDie()).toBe(first);
  });

  it('prevents the page from scrolling on game keys and lets go of them on blur', () => {
    const { frames } = setup();
    const down = fireEvent.keyDown(window, { key: ' ' });
    expect(down).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'd' })).toBe(false);
    fireEvent.blur(window);
    frames.ticks(400);
    expect(screen.queryByText(T.gameOver)).not.toBeInTheDocument();
  });

  it('Escape and Exit Game leave the game', () => {
    const { onExit, onComplete } = setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: T.exitGame }));
    expect(onExit).toHaveBeenCalledTimes(2);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps F and X from the world behind it: they fire, and do not open the feedback form', () => {
    setup();
    const seen: string[] = [];
    const behind = (event: KeyboardEvent) => seen.push(event.key);
    window.addEventListener('keydown', behind);
    try {
      for (const key of ['f', 'F', 'x']) expect(fireEvent.keyDown(window, { key })).toBe(false);
      fireEvent.keyDown(window, { key: 'm' });
    } finally {
      window.removeEventListener('keydown', behind);
    }
    expect(seen).toEqual(['m']);
  });

  it('plays the planned route with key presses to Victory!, then reports a replayable result once, 5 s later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frames, hold, onComplete, onExit } = setup();
    const stageNames = ['Paris', 'Spain', 'Africa'];
    routes.forEach((route, index) => {
      expect(screen.getByText(`Stage ${index + 1}/3: ${stageNames[index]}`)).toBeInTheDocument();
      for (const input of route) {
        hold(input);
        frames.tick();
      }
    });
    hold({ left: false, right: false, jump: false, fire: false });
    expect(screen.getByText(`${T.weapon}: ${T.weaponReady}`)).toBeInTheDocument();

    const overlay = screen.getByRole('group', { name: T.victory });
    expect(within(overlay).getByText(T.victoryDetail)).toBeInTheDocument();
    expect(within(overlay).getByText(`${T.score}: ${expectedScore}`)).toBeInTheDocument();
    expect(within(overlay).queryByRole('button', { name: T.tryAgain })).not.toBeInTheDocument();
    expect(within(overlay).getByRole('button', { name: T.exitGame })).toHaveFocus();

    act(() => vi.advanceTimersByTime(S.victoryReportDelayMs - 1));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    const body = onComplete.mock.calls[0]?.[0] as PlatformerResultRequest;
    expect(body.score).toBe(expectedScore);
    expect(body.version).toBe(PLATFORMER_RULES_VERSION);
    const replay = replayPlatformer(body.segments);
    expect(replay.ok && replay.value.player.score).toBe(expectedScore);

    fireEvent.click(within(overlay).getByRole('button', { name: T.exitGame }));
    act(() => vi.advanceTimersByTime(S.victoryReportDelayMs));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('reports the result on exit when the player leaves before the 5 s are up', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frames, hold, onComplete, onExit } = setup();
    for (const input of routes.flat()) {
      hold(input);
      frames.tick();
    }
    expect(screen.getByText(T.victory)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0].score).toBe(expectedScore);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.invocationCallOrder[0]).toBeLessThan(onExit.mock.invocationCallOrder[0] ?? 0);
    act(() => vi.advanceTimersByTime(S.victoryReportDelayMs));
    expect(onComplete).toHaveBeenCalledTimes(1);
  }, 60_000);
});

describe('the browser-test clock (window.__platformerTest)', () => {
  it('steps the game by hand with the keys held, reports its state, and goes away on unmount', () => {
    testWindow.__AUTHENTIC_TEST_CLOCK__ = true;
    const { frames, onComplete } = setup();
    const hook = testWindow.__platformerTest;
    if (!hook) throw new Error('no test hook');
    frames.ticks(100);
    expect(hook.state()).toEqual({
      stage: 'paris',
      status: 'playing',
      score: 0,
      health: 100,
      x: 50,
      y: 300,
      armed: false,
      defeatedEnemies: [],
      projectiles: 0,
    });

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    act(() => hook.step(30));
    expect(hook.state().x).toBe(50 + 30 * S.moveSpeed);
    fireEvent.keyUp(window, { key: 'ArrowRight' });

    const right = screen.getByRole('button', { name: 'Right' });
    fireEvent.pointerDown(right, { pointerId: 7 });
    act(() => hook.step(10));
    fireEvent.pointerUp(right, { pointerId: 7 });
    act(() => hook.step(10));
    expect(hook.state().x).toBe(50 + 40 * S.moveSpeed);

    fireEvent.keyDown(window, { key: 'd' });
    act(() => hook.step(600));
    expect(hook.state().status).toBe('dead');
    expect(screen.getByText(T.gameOver)).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: T.tryAgain }).click());
    expect(hook.state()).toMatchObject({ status: 'playing', x: 50, y: 300 });
  });

  it('is removed when the screen closes', () => {
    testWindow.__AUTHENTIC_TEST_CLOCK__ = true;
    const frames = createManualFrames();
    const view = render(<PlatformerScreen onComplete={vi.fn()} onExit={vi.fn()} frames={frames.source} />);
    expect(testWindow.__platformerTest).toBeDefined();
    view.unmount();
    expect(testWindow.__platformerTest).toBeUndefined();
  });
});
