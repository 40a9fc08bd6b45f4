import { ACCOUNT_DATA_MESSAGES, ARTIFACT_GAME_MESSAGES, BUILT_IN_ARTIFACTS } from '@authentic/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTIFACT_DETAILS_MS, ArtifactDetailsPopover } from './artifact-details-popover';
import { IN_GAME_TEXTS } from './in-game-texts';
import { makeArtifact } from './test-artifacts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const details = () => screen.getByRole('status', { name: IN_GAME_TEXTS.detailsLabel });

describe('ArtifactDetailsPopover', () => {
  it('shows name, description and creator, and is done after 5 s', () => {
    const onDone = vi.fn();
    const artifact = makeArtifact({ name: 'Lantern', description: 'Glows at dusk' });
    render(<ArtifactDetailsPopover artifact={artifact} onDone={onDone} />);
    expect(details()).toHaveTextContent('Lantern');
    expect(details()).toHaveTextContent('Glows at dusk');
    expect(details()).toHaveTextContent('Created by ada');
    expect(ARTIFACT_DETAILS_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says a built-in artifact is part of the world', () => {
    const builtIn = BUILT_IN_ARTIFACTS[0]!;
    render(<ArtifactDetailsPopover artifact={builtIn} onDone={() => {}} />);
    expect(details()).toHaveTextContent(builtIn.name);
    expect(details()).toHaveTextContent(ARTIFACT_GAME_MESSAGES.builtInCreator);
  });

  it("credits an artifact whose creator's account was deleted to a former player", () => {
    render(<ArtifactDetailsPopover artifact={makeArtifact({ name: 'Kept', creator: null })} onDone={() => {}} />);
    expect(details()).toHaveTextContent(`Created by ${ACCOUNT_DATA_MESSAGES.formerPlayer}`);
  });

  it('restarts the 5 s for another artifact, not for a new onDone', () => {
    const onDone = vi.fn();
    const { rerender } = render(<ArtifactDetailsPopover artifact={makeArtifact({ id: 'a' })} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<ArtifactDetailsPopover artifact={makeArtifact({ id: 'a' })} onDone={() => onDone()} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender(<ArtifactDetailsPopover artifact={makeArtifact({ id: 'b', name: 'Other' })} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('closes early on Close without taking focus on open', () => {
    const onDone = vi.fn();
    render(<ArtifactDetailsPopover artifact={makeArtifact()} onDone={onDone} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: IN_GAME_TEXTS.close }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
