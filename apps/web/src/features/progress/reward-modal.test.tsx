import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESSION_MESSAGES, REWARD_MESSAGES } from '@authentic/core';
import { PORTAL_TILE_IMAGE } from './portal-image';
import { EXTENSION_STORE_URL, PROGRESS_TEXTS } from './progress-texts';
import { RewardModal } from './reward-modal';

describe('RewardModal', () => {
  it('level1: the free browser-extension reward worth $1000, its download link and three steps', () => {
    render(<RewardModal visible achievementId="level1" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: REWARD_MESSAGES.level1Title });
    expect(dialog).toHaveTextContent(REWARD_MESSAGES.rewardValue);
    expect(dialog).toHaveTextContent(PROGRESS_TEXTS.rewardFree);
    expect(within(dialog).getByRole('link', { name: PROGRESS_TEXTS.rewardDownload })).toHaveAttribute(
      'href',
      EXTENSION_STORE_URL,
    );
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(PROGRESS_TEXTS.rewardSteps[0]);
    expect(within(dialog).getByRole('img', { name: PROGRESS_TEXTS.rewardImageAlt })).toBeInTheDocument();
  });

  it('falls back from its own image to a portal tile, then to an inline placeholder', () => {
    render(<RewardModal visible achievementId="level1" onClose={() => {}} imageSrc="/missing.png" />);
    const image = screen.getByRole('img', { name: PROGRESS_TEXTS.rewardImageAlt });
    expect(image).toHaveAttribute('src', '/missing.png');

    fireEvent.error(image);
    const portal = screen.getByRole('img', { name: PROGRESS_TEXTS.rewardImageAlt });
    expect(portal).toHaveAttribute('src', PORTAL_TILE_IMAGE);
    expect(PORTAL_TILE_IMAGE).toMatch(/^data:image\/svg\+xml,/);

    fireEvent.error(portal);
    const placeholder = screen.getByRole('img', { name: PROGRESS_TEXTS.rewardImageAlt });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent(PROGRESS_TEXTS.rewardPlaceholder);
  });

  it('another achievement shows the generic message with its name', () => {
    render(<RewardModal visible achievementId="terminal_master" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: REWARD_MESSAGES.genericTitle });
    expect(dialog).toHaveTextContent('Terminal Master');
    expect(dialog).not.toHaveTextContent(REWARD_MESSAGES.rewardValue);
  });

  it('Continue Adventure, the close button and Escape dismiss it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<RewardModal visible achievementId="level1" onClose={onClose} />);
    const continueButton = screen.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure });
    expect(continueButton).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("keeps the spec's button texts to the letter", () => {
    expect(PROGRESSION_MESSAGES.continueAdventure).toBe('Continue Adventure');
    expect(PROGRESSION_MESSAGES.continue).toBe('Continue');
  });

  it('renders nothing when not visible', () => {
    render(<RewardModal visible={false} achievementId="level1" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
