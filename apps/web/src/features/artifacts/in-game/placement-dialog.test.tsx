import { ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES } from '@authentic/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IN_GAME_TEXTS } from './in-game-texts';
import { PlacementDialog, type PlacementDialogProps } from './placement-dialog';

function setup(props: Partial<PlacementDialogProps> = {}) {
  const handlers = { onPlaceHere: vi.fn(async () => {}), onKeep: vi.fn(), onClose: vi.fn(), ...props };
  render(
    <PlacementDialog artifact={{ name: 'Lantern' }} position={{ x: 4, y: 9 }} mapLabel="Overworld 2" {...handlers} />,
  );
  return handlers;
}

describe('PlacementDialog', () => {
  it('asks where, with Place here first and focused', () => {
    setup();
    expect(screen.getByRole('dialog', { name: IN_GAME_TEXTS.placementTitle })).toBeInTheDocument();
    expect(screen.getByText('Place Lantern here, at Overworld 2 (4, 9)?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: IN_GAME_TEXTS.placeHere })).toHaveFocus();
  });

  it('Place here drops it, then closes', async () => {
    const { onPlaceHere, onClose, onKeep } = setup();
    await userEvent.click(screen.getByRole('button', { name: IN_GAME_TEXTS.placeHere }));
    expect(onPlaceHere).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onKeep).not.toHaveBeenCalled();
  });

  it('shows Saving... while placing and the drop failure if it fails', async () => {
    let fail: () => void = () => {};
    const { onClose } = setup({
      onPlaceHere: vi.fn(() => new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('409'))))),
    });
    await userEvent.click(screen.getByRole('button', { name: IN_GAME_TEXTS.placeHere }));
    expect(screen.getByRole('button', { name: ARTIFACT_GAME_MESSAGES.saving })).toBeDisabled();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.dropFailed);
    expect(screen.getByRole('button', { name: IN_GAME_TEXTS.placeHere })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Keep in inventory keeps it and closes', async () => {
    const { onPlaceHere, onKeep, onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: IN_GAME_TEXTS.keep }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPlaceHere).not.toHaveBeenCalled();
  });

  it('Escape closes without placing', async () => {
    const { onPlaceHere, onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onPlaceHere).not.toHaveBeenCalled();
  });
});
