import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ArtifactDetailsPopover } from './artifact-details-popover';
import { IN_GAME_TEXTS } from './in-game-texts';
import { makeArtifact } from './test-artifacts';

describe('Pick up in the in-game artifact details', () => {
  it("offers one's own artifact underfoot back to the inventory (a phone has no P key)", () => {
    const onPickUp = vi.fn();
    render(
      <ArtifactDetailsPopover artifact={makeArtifact({ name: 'Lantern' })} onDone={() => {}} onPickUp={onPickUp} />,
    );
    fireEvent.click(screen.getByRole('button', { name: IN_GAME_TEXTS.pickUp }));
    expect(onPickUp).toHaveBeenCalledTimes(1);
  });

  it('is not offered without a way to take it', () => {
    render(<ArtifactDetailsPopover artifact={makeArtifact({ name: 'Lantern' })} onDone={() => {}} />);
    expect(screen.queryByRole('button', { name: IN_GAME_TEXTS.pickUp })).toBeNull();
  });
});
