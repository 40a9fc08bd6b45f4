import { SAFETY_MESSAGES } from '@authentic/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTIFACT_DETAILS_MS, ArtifactDetailsPopover } from './artifact-details-popover';
import { makeArtifact } from './test-artifacts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Report in the in-game artifact details', () => {
  it('is offered only when reportable, and the details wait while the report dialog is open', async () => {
    const onDone = vi.fn();
    const artifact = makeArtifact({ name: 'Lantern' });
    render(<ArtifactDetailsPopover artifact={artifact} onDone={onDone} reportable />);
    fireEvent.click(screen.getByRole('button', { name: 'Report Lantern' }));
    // The dialog's code loads when first opened (the clock is faked here: wait for the import itself).
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('dialog', { name: SAFETY_MESSAGES.report })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ARTIFACT_DETAILS_MS * 3));
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(ARTIFACT_DETAILS_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('has no Report button otherwise', () => {
    render(<ArtifactDetailsPopover artifact={makeArtifact({ name: 'Lantern' })} onDone={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Report Lantern' })).toBeNull();
  });
});
