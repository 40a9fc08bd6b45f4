import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORLD_GUIDE_TEXTS, WorldGuidePanel } from './world-guide-panel';
import { shouldShowWorldGuide, WORLD_GUIDE_DISMISSED_KEY } from './world-guide-storage';

afterEach(() => localStorage.clear());

describe('WorldGuidePanel', () => {
  it('explains the keys and the route from Overworld to Yosemite', () => {
    render(<WorldGuidePanel onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: WORLD_GUIDE_TEXTS.title })).toBeInTheDocument();
    for (const key of ['Arrow keys or W A S D', 'T', 'E', 'P', 'Space', 'M', 'I', 'F']) {
      expect(screen.getByText(key)).toBeInTheDocument();
    }
    const route = within(screen.getByRole('list', { name: WORLD_GUIDE_TEXTS.route })).getAllByRole('listitem');
    expect(route[0]).toHaveTextContent('Overworld');
    expect(route.at(-1)).toHaveTextContent('Yosemite');
  });

  it('closes without remembering anything', async () => {
    const onClose = vi.fn();
    render(<WorldGuidePanel onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: WORLD_GUIDE_TEXTS.gotIt }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(shouldShowWorldGuide(localStorage)).toBe(true);
  });

  it("'Don't show again' dismisses it for good", async () => {
    const onClose = vi.fn();
    expect(shouldShowWorldGuide(localStorage)).toBe(true);
    render(<WorldGuidePanel onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem(WORLD_GUIDE_DISMISSED_KEY)).toBe('true');
    expect(shouldShowWorldGuide(localStorage)).toBe(false);
  });

  it('shows when storage is missing or throws', () => {
    expect(shouldShowWorldGuide(null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(shouldShowWorldGuide(broken)).toBe(true);
  });
});
