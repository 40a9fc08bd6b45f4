import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REWARD_MESSAGES } from '@authentic/core';
import { AchievementPopup } from './achievement-popup';
import { ACHIEVEMENT_CLOSE_MS, ACHIEVEMENT_POPUP_MS, PROGRESS_TEXTS } from './progress-texts';

const achievement = { id: 'discovery_1', name: 'First Discovery', description: 'Discover your first artifact' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// fireEvent, not user-event: its async wrapper waits on a timer the fake clock never fires.

describe('AchievementPopup', () => {
  it('shows the name and description for 5 s, closes for 0.5 s, then is done', () => {
    const onDone = vi.fn();
    render(<AchievementPopup achievement={achievement} onDone={onDone} />);

    const popup = screen.getByRole('status');
    expect(popup).toHaveTextContent(REWARD_MESSAGES.genericTitle);
    expect(popup).toHaveTextContent('First Discovery');
    expect(popup).toHaveTextContent('Discover your first artifact');
    expect(popup).not.toHaveClass('achievement-popup-closing');

    advance(ACHIEVEMENT_POPUP_MS - 1);
    expect(popup).not.toHaveClass('achievement-popup-closing');
    advance(1);
    expect(popup).toHaveClass('achievement-popup-closing');

    advance(ACHIEVEMENT_CLOSE_MS - 1);
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the close button starts the closing animation at once', () => {
    const onDone = vi.fn();
    render(<AchievementPopup achievement={achievement} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: PROGRESS_TEXTS.achievementClose }));
    expect(screen.getByRole('status')).toHaveClass('achievement-popup-closing');
    advance(ACHIEVEMENT_CLOSE_MS);
    expect(onDone).toHaveBeenCalledTimes(1);
    advance(ACHIEVEMENT_POPUP_MS * 2);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
