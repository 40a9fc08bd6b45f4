import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  LEVEL_BANNER_MS,
  PROGRESSION_MESSAGES,
  REWARD_MESSAGES,
  TOAST_DEFAULTS,
} from '@authentic/core';
import { timeoutSchedule } from './browser-progress';
import { preloadProgressDialogs, ProgressLayer } from './progress-layer';
import { levelBannerText, PROGRESS_TEXTS } from './progress-texts';
import { createProgressTracker } from './progress-tracker';
import type { ProgressTrackerOptions } from './progress-tracker';
import { MemoryStorage } from './test-doubles';

// Decision 0242: the celebration runs on one clock — the tracker's delays and the components'
// timers both on Vitest's fake timers — so each step is checked at the time the spec gives it.

// The cards and dialogs load as the game screen preloads them once playable (decision 0254); here
// they are loaded first, so each shows at the very tick the clock says.
beforeAll(() => preloadProgressDialogs());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(initial: Partial<ProgressTrackerOptions['initial']> = {}) {
  const tracker = createProgressTracker({
    signedIn: false,
    initial: { experience: 0, achievements: [], completedLevels: [], ...initial },
    storage: new MemoryStorage(),
    schedule: timeoutSchedule,
  });
  const props = { tracker, onEnterLevel4: vi.fn() };
  const view = render(<ProgressLayer {...props} />);
  const hold = (held: boolean) => view.rerender(<ProgressLayer {...props} held={held} />);
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { tracker, wait, hold };
}

const levelCard = () => screen.queryByRole('region', { name: PROGRESSION_MESSAGES.levelComplete });
const reward = () => screen.queryByRole('dialog', { name: REWARD_MESSAGES.level1Title });
const YOSEMITE = { x: 4, y: 4 };

describe('celebrations on the spec clock', () => {
  it('Yosemite: the card at 0.8 s, gone by itself 5 s later, the reward 5.5 s after the level — no Continue pressed', () => {
    const { tracker, wait } = setup();
    act(() => tracker.arrivedAt('yosemite', YOSEMITE));
    wait(LEVEL1_ARRIVAL_DELAY_MS - 1);
    expect(levelCard()).not.toBeInTheDocument();
    wait(1);
    const card = levelCard();
    expect(card).toBeInTheDocument();
    expect(card).toHaveTextContent(levelBannerText('level1'));
    expect(card).toHaveTextContent('Level 1 of 4');
    expect(within(card as HTMLElement).getByRole('img', { name: PROGRESS_TEXTS.stars })).toBeInTheDocument();
    // What the win earned, and the experience level named apart from the story's Level 1.
    expect(card).toHaveTextContent('+10 experience — level complete');
    expect(card).toHaveTextContent('XP level 1 · 10 / 250');

    wait(LEVEL_BANNER_MS - 1);
    expect(levelCard()).toBeInTheDocument();
    wait(1);
    expect(levelCard()).not.toBeInTheDocument();
    expect(reward()).not.toBeInTheDocument();

    wait(LEVEL1_REWARD_POPUP_DELAY_MS - LEVEL_BANNER_MS - 1);
    expect(reward()).not.toBeInTheDocument();
    wait(1);
    expect(reward()).toBeInTheDocument();
    // The experience was on the card: no toast repeats it after the reward.
    fireEvent.click(screen.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }));
    wait(10_000);
    expect(screen.queryByText('+10 experience', { exact: false })).not.toBeInTheDocument();
  });

  it('level 3: the level-4 question opens 3 s after the level, over the card, waiting for nothing', () => {
    const { tracker, wait } = setup();
    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    expect(levelCard()).toHaveTextContent(levelBannerText('level3'));
    wait(LEVEL4_OFFER_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('dialog', { name: PROGRESS_TEXTS.level4Title })).toHaveTextContent(
      PROGRESSION_MESSAGES.level4Offer,
    );
  });

  it('Escape closes the card; so does Continue', () => {
    const { tracker, wait } = setup();
    act(() => tracker.steppedOn('overworld2', { x: 19, y: 0 }));
    expect(levelCard()).toHaveTextContent(levelBannerText('level2'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(levelCard()).not.toBeInTheDocument();

    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    fireEvent.click(screen.getByRole('button', { name: PROGRESSION_MESSAGES.continue }));
    expect(levelCard()).not.toBeInTheDocument();
    wait(LEVEL_BANNER_MS);
    expect(levelCard()).not.toBeInTheDocument();
  });

  it('a map change closes the card, and level 2 never stands in for level 1 at Yosemite', () => {
    const { tracker, wait } = setup();
    act(() => tracker.steppedOn('overworld2', { x: 19, y: 0 }));
    expect(levelCard()).toHaveTextContent(levelBannerText('level2'));
    act(() => tracker.arrivedAt('overworld3', { x: 0, y: 5 }));
    expect(levelCard()).not.toBeInTheDocument();

    act(() => tracker.arrivedAt('yosemite', YOSEMITE));
    wait(LEVEL1_ARRIVAL_DELAY_MS);
    expect(levelCard()).toHaveTextContent(levelBannerText('level1'));
    expect(levelCard()).not.toHaveTextContent(levelBannerText('level2'));
  });

  it('walking away closes the card; a few steps about do not', () => {
    const { tracker } = setup();
    act(() => tracker.steppedOn('overworld2', { x: 19, y: 0 }));
    act(() => tracker.steppedOn('overworld2', { x: 19, y: 3 }));
    expect(levelCard()).toBeInTheDocument();
    act(() => tracker.steppedOn('overworld2', { x: 19, y: 4 }));
    expect(levelCard()).not.toBeInTheDocument();
  });

  it('a toast interrupted by an arrival banner stays to its end and does not show a second time', () => {
    const { tracker, wait, hold } = setup();
    act(() => tracker.artifactDiscovered('scroll'));
    const toast = '+15 experience — new discovery';
    expect(screen.getByText(toast)).toBeInTheDocument();
    wait(1000);
    hold(true);
    expect(screen.getByText(toast)).toBeInTheDocument();
    wait(TOAST_DEFAULTS.durationMs - 1000);
    expect(screen.queryByText(toast)).not.toBeInTheDocument();
    // The achievement that came with it waits for the arrival banner, then shows once.
    expect(screen.queryByText('First Discovery')).not.toBeInTheDocument();
    hold(false);
    expect(screen.queryByText(toast)).not.toBeInTheDocument();
    expect(screen.getByText('First Discovery')).toBeInTheDocument();
  });

  it("a mini-game's card is placed where the player comes back from the game's room, and leaves on walking away from there", () => {
    const { tracker } = setup();
    act(() => tracker.steppedOn('yosemite', { x: 21, y: 13 }));
    act(() => tracker.arrivedAt('text_adventure', { x: 1, y: 1 }));
    act(() => tracker.miniGameFinished({ game: 'textAdventure' }));
    act(() => tracker.arrivedAt('yosemite', { x: 20, y: 13 }));
    const card = () => screen.queryByRole('region', { name: PROGRESS_TEXTS.gameWon.textAdventure });
    expect(card()).toHaveTextContent('+100 experience — text adventure');
    act(() => tracker.steppedOn('yosemite', { x: 16, y: 13 }));
    expect(card()).not.toBeInTheDocument();
  });

  it('a mini-game win: one summary of the experience, the achievement, the new experience level and its title', () => {
    const { tracker, wait } = setup({ experience: 200 });
    act(() => tracker.mapVisited('yosemite'));
    act(() => tracker.miniGameFinished({ game: 'terminal' }));
    const card = screen.getByRole('region', { name: PROGRESS_TEXTS.gameWon.terminal });
    expect(card).toHaveTextContent('+100 experience — terminal challenge');
    expect(card).toHaveTextContent('Achievement: Terminal Master');
    expect(card).toHaveTextContent('New XP level 2: Aspiring Explorer');
    expect(card).toHaveTextContent(PROGRESSION_MESSAGES.levelUp);
    // Nothing of it comes again as toasts.
    wait(LEVEL_BANNER_MS);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Terminal Master')).not.toBeInTheDocument();
    expect(screen.queryByText(PROGRESSION_MESSAGES.levelUp)).not.toBeInTheDocument();
  });
});
