import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  LEVEL_BANNER_MS,
  PROGRESSION_MESSAGES,
  REWARD_MESSAGES,
} from '@authentic/core';
import { TOAST_DEFAULTS } from '@authentic/core';
import { ProgressLayer, progressDialogOpen } from './progress-layer';
import { ACHIEVEMENT_CLOSE_MS, ACHIEVEMENT_POPUP_MS, levelBannerText, PROGRESS_TEXTS } from './progress-texts';
import { createProgressTracker } from './progress-tracker';
import { FakeScheduler, MemoryStorage } from './test-doubles';

// The tracker's delays run on a FakeScheduler; the components' own timers on Vitest's fake timers.
// Clicks use fireEvent: user-event's async wrapper waits on a timer the fake clock never fires.

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

const continueLevel = () => fireEvent.click(screen.getByRole('button', { name: PROGRESSION_MESSAGES.continue }));
const xpLevel1 = '+10 experience — level complete';

describe('ProgressLayer', () => {
  it('level 1, one at a time: the banner for 5 s with its sound, then Level Complete until Continue, then the experience toast', () => {
    const { tracker, step, wait, onSound } = setup();
    act(() => tracker.arrivedAt('yosemite', { x: 4, y: 4 }));
    step(LEVEL1_ARRIVAL_DELAY_MS);

    expect(onSound).toHaveBeenCalledWith('levelComplete');
    expect(screen.getByText(levelBannerText('level1'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PROGRESSION_MESSAGES.levelComplete })).not.toBeInTheDocument();
    expect(screen.queryByText(xpLevel1)).not.toBeInTheDocument();

    wait(LEVEL_BANNER_MS - 1);
    expect(screen.getByText(levelBannerText('level1'))).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText(levelBannerText('level1'))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: PROGRESSION_MESSAGES.levelComplete })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PROGRESS_TEXTS.stars })).toBeInTheDocument();
    expect(screen.queryByText(xpLevel1)).not.toBeInTheDocument();

    continueLevel();
    expect(screen.queryByRole('region', { name: PROGRESSION_MESSAGES.levelComplete })).not.toBeInTheDocument();
    expect(screen.getByText(xpLevel1)).toBeInTheDocument();
  });

  it('nothing starts while a game notice is showing; the queue goes on when it is gone', () => {
    const { tracker, step, hold } = setup({ held: true });
    act(() => tracker.arrivedAt('yosemite', { x: 4, y: 4 }));
    step(LEVEL1_ARRIVAL_DELAY_MS);
    expect(screen.queryByText(levelBannerText('level1'))).not.toBeInTheDocument();
    hold(false);
    expect(screen.getByText(levelBannerText('level1'))).toBeInTheDocument();
  });

  it('level 1: the reward waits for the banner and Level Complete, then the toasts wait for the reward', () => {
    const { tracker, step, wait } = setup();
    act(() => tracker.arrivedAt('yosemite', { x: 4, y: 4 }));
    step(LEVEL1_ARRIVAL_DELAY_MS);
    step(LEVEL1_REWARD_POPUP_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(false);
    wait(LEVEL_BANNER_MS);
    continueLevel();

    expect(screen.getByRole('dialog', { name: REWARD_MESSAGES.level1Title })).toBeInTheDocument();
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(true);
    expect(screen.queryByText(xpLevel1)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(progressDialogOpen(tracker.getSnapshot())).toBe(false);
    expect(screen.getByText(xpLevel1)).toBeInTheDocument();
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

  it('level 4 question: after the level 3 banner and Level Complete; Enter calls onEnterLevel4 and closes it', () => {
    const { tracker, step, wait, onEnterLevel4 } = setup();
    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    step(LEVEL4_OFFER_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    wait(LEVEL_BANNER_MS);
    continueLevel();
    const dialog = screen.getByRole('dialog', { name: PROGRESS_TEXTS.level4Title });
    expect(dialog).toHaveTextContent(PROGRESSION_MESSAGES.level4Offer);
    fireEvent.click(screen.getByRole('button', { name: PROGRESS_TEXTS.level4Enter }));
    expect(onEnterLevel4).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("level 4 question: 'Not now' closes it without entering", () => {
    const { tracker, step, wait, onEnterLevel4 } = setup();
    act(() => tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' }));
    step(LEVEL4_OFFER_DELAY_MS);
    wait(LEVEL_BANNER_MS);
    continueLevel();
    fireEvent.click(screen.getByRole('button', { name: PROGRESS_TEXTS.level4NotNow }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onEnterLevel4).not.toHaveBeenCalled();
  });
});
