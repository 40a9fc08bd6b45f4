import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVEL1_ARRIVAL_DELAY_MS, LEVEL_COMPLETION_EXPERIENCE } from '@authentic/core';
import { createBrowserProgressTracker } from './browser-progress';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('createBrowserProgressTracker', () => {
  it("a guest's level and experience live in local storage and outlast the tracker", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const first = createBrowserProgressTracker(null);
    first.arrivedAt('yosemite', { x: 4, y: 4 });
    vi.advanceTimersByTime(LEVEL1_ARRIVAL_DELAY_MS);
    expect(localStorage.getItem('level-1-completed')).toBe('true');
    first.dispose();

    const second = createBrowserProgressTracker(null);
    expect(second.getSnapshot().experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level1);
    expect(second.getSnapshot().completedLevels).toEqual(['level1']);
    second.dispose();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
