import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  PROGRESSION_MESSAGES,
  REWARD_MESSAGES,
} from '@authentic/core';
import { TOAST_DEFAULTS } from '@authentic/core';
import { preloadProgressDialogs, ProgressLayer, progressDialogOpen } from './progress-layer';
import { ACHIEVEMENT_CLOSE_MS, ACHIEVEMENT_POPUP_MS, levelBannerText, PROGRESS_TEXTS } from './progress-texts';
import { createProgressTracker } from './progress-tracker';
import { FakeScheduler, MemoryStorage } from './test-doubles';

// The tracker's delays run on a FakeScheduler; the components' own timers on Vitest's fake timers.
// Clicks use fireEvent: user-event's async wrapper waits on a timer the fake clock never fires.

// The cards and dialogs load as the game screen preloads them once playable (decision 0254); here
// they are loaded first, so each shows at the very tick the clock says.
beforeAll(() => preloadProgressDialogs());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup({ held = false } = {}) {
  const scheduler = new FakeScheduler();
  const tracker = createProgressTracker({
    signedIn: false,
    initial: { experience: 0, achievements: [], completedLevels: [] },
    storage: new MemoryStorage(),
    schedule: scheduler.schedule,
  });
  const onEnterLevel4 = vi.fn();
  const onSound = vi.fn();
  const view = render(<ProgressLayer tracker={tracker} onEnterLevel4={onEnterLevel4} onSound={onSound} held={held} />);
  const hold = (value: boolean) =>
    view.rerender(<ProgressLayer tracker={tracker} onEnterLevel4={onEnterLevel4} onSound={onSound} held={value} />);
  const step = (ms: number) =>
    act(() => {
      scheduler.advance(ms);
    });
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { tracker, step, wait, hold, onEnterLevel4, onSound };
}

describe('ProgressLayer', () => {
  it('a level: one card with its sound, and the reward waits for its own time (celebrations.test.tsx has the clock)', () => {
    const { tracker, step, onSound } = setup();
    act(() => tracker.arrivedAt('yosemite', { x: 4, y: 4 }));
    step(LEVEL1_ARRIVAL_DELAY_MS);
    expect(onSound).toHaveBeenCalledWith('levelComplete');
    expect(screen.getByRole('region', { name: PROGRESSION_MESSAGES.levelComplete })).toHaveTextContent(
      levelBannerText('level1'),
    );
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(false);
    step(LEVEL1_REWARD_POPUP_DELAY_MS);
    expect(screen.getByRole('dialog', { name: REWARD_MESSAGES.level1Title })).toBeInTheDocument();
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(false);
  });

  it('no toast starts while a game notice is showing; the queue goes on when it is gone', () => {
    const { tracker, hold } = setup({ held: true });
    act(() => tracker.gainExperience(5, 'quest'));
    expect(screen.queryByText('+5 experience — quest')).not.toBeInTheDocument();
    hold(false);
    expect(screen.getByText('+5 experience — quest')).toBeInTheDocument();
  });

  it('an achievement pops up after its experience toast, for 5 s, closes in 0.5 s and leaves the queue', () => {
    const { tracker, wait } = setup();
    act(() => tracker.artifactDiscovered('scroll'));
    expect(screen.getByText('+15 experience — new discovery')).toBeInTheDocument();
    expect(screen.queryByText('First Discovery')).not.toBeInTheDocument();
    wait(TOAST_DEFAULTS.durationMs);
    expect(screen.queryByText('+15 experience — new discovery')).not.toBeInTheDocument();
    const popup = screen.getByText('First Discovery').closest('.achievement-popup');
    expect(popup).toHaveAttribute('role', 'status');

    wait(ACHIEVEMENT_POPUP_MS);
    expect(popup).toHaveClass('achievement-popup-closing');
    wait(ACHIEVEMENT_CLOSE_MS);
    expect(screen.queryByText('First Discovery')).not.toBeInTheDocument();
    expect(tracker.getSnapshot().queue.some((item) => item.kind === 'achievement')).toBe(false);
  });

  it('the level-up message shows as a toast after the experience toast', () => {
    const { tracker, wait } = setup();
    act(() => tracker.gainExperience(250, 'quest'));
    expect(screen.queryByText(PROGRESSION_MESSAGES.levelUp)).not.toBeInTheDocument();
    wait(TOAST_DEFAULTS.durationMs);
    expect(screen.getByText(PROGRESSION_MESSAGES.levelUp)).toBeInTheDocument();
  });

  it('level 4 question: 3 s after level 3; Enter calls onEnterLevel4 and closes it', () => {
    const { tracker, step, onEnterLevel4 } = setup();
    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    step(LEVEL4_OFFER_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: PROGRESS_TEXTS.level4Title });
    expect(dialog).toHaveTextContent(PROGRESSION_MESSAGES.level4Offer);
    fireEvent.click(screen.getByRole('button', { name: PROGRESS_TEXTS.level4Enter }));
    expect(onEnterLevel4).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("level 4 question: 'Not now' closes it without entering", () => {
    const { tracker, step, onEnterLevel4 } = setup();
    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    step(LEVEL4_OFFER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: PROGRESS_TEXTS.level4NotNow }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onEnterLevel4).not.toHaveBeenCalled();
  });
});
