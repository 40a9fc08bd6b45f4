import { TOAST_DEFAULTS, TOAST_MESSAGES } from '@authentic/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, ToastProvider, useToast } from './toast';

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

// Clicks use fireEvent, not user-event: Testing Library's async wrapper waits on a
// setTimeout(0) that Vitest's fake timers never fire.

describe('Toast', () => {
  it('shows a success toast for 3000 ms by default, sliding out for the last 500 ms', () => {
    const onClose = vi.fn();
    render(<Toast message="Quote saved to your collection!" onClose={onClose} />);

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Quote saved to your collection!');
    expect(toast).toHaveAttribute('data-type', TOAST_DEFAULTS.type);
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveAttribute('data-state', 'shown');

    advance(2499);
    expect(toast).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(toast).toHaveAttribute('data-state', 'leaving');
    expect(onClose).not.toHaveBeenCalled();

    advance(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom duration', () => {
    const onClose = vi.fn();
    render(<Toast message="Saved" type="info" duration={1000} onClose={onClose} />);

    advance(500);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'leaving');
    advance(500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces a warning as an alert', () => {
    render(<Toast message="Storage is almost full" type="warning" />);
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes at once from its dismiss button, and only once', () => {
    const onClose = vi.fn();
    render(<Toast message="Saved" onClose={onClose} />);

    fireEvent.click(screen.getByRole('button', { name: TOAST_MESSAGES.dismiss }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);

    advance(TOAST_DEFAULTS.durationMs);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function SaveButton() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('Quote saved to your collection!', { type: 'info' })}>
      Save
    </button>
  );
}

describe('ToastProvider and useToast', () => {
  it('shows toasts from anywhere inside, stacked in the notifications region, and removes them', () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: TOAST_MESSAGES.regionLabel });
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(2);
    expect(toasts[0]).toHaveTextContent('Quote saved to your collection!');
    expect(toasts[0]).toHaveAttribute('data-type', 'info');
    expect(region).toContainElement(toasts[0] ?? null);

    advance(TOAST_DEFAULTS.durationMs - 1000);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    advance(1000);
    expect(region).toBeEmptyDOMElement();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow('useToast must be used inside <ToastProvider>');
    vi.mocked(console.error).mockRestore();
  });
});
