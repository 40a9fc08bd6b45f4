import { ERROR_BOUNDARY_LIMITS, ERROR_BOUNDARY_MESSAGES as M } from '@authentic/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getErrorLog } from '../lib/error-log';
import { ErrorBoundary, LOCAL_STORAGE_BACKUP_KEY } from './error-boundary';
import type { ReactNode } from 'react';

let explode = true;
let clock = 0;
const now = () => clock;

function Bomb() {
  if (explode) throw new Error('The map failed to load');
  return <p>The forest</p>;
}

const boundary = (onError?: () => void) => (
  <ErrorBoundary now={now} onError={onError}>
    <Bomb />
  </ErrorBoundary>
);

let rerender: (ui: ReactNode) => void = () => undefined;

function renderBoundary() {
  const onError = vi.fn();
  ({ rerender } = render(boundary(onError)));
  return { onError };
}

/** Moves the clock; the re-render stands in for the screen's own timer. */
function setClock(at: number) {
  clock = at;
  rerender(boundary());
}

const tryAgain = () => screen.getByRole('button', { name: M.tryAgain });
const resetGame = () => screen.getByRole('button', { name: M.resetGame });

/** Retries at `at` with the child still throwing, which counts one more error. */
function crashAgainAt(at: number) {
  setClock(at);
  fireEvent.click(tryAgain());
}

let consoleError: MockInstance;

beforeEach(() => {
  explode = true;
  clock = 0;
  localStorage.clear();
  // React reports every caught error on console.error; the screens are what we check.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('ErrorBoundary', () => {
  it('replaces a crashed child with the recoverable screen and logs the error', () => {
    const { onError } = renderBoundary();

    const screenAlert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toHaveFocus();
    expect(screenAlert).toHaveTextContent('The map failed to load');
    expect(tryAgain()).toBeEnabled();
    expect(resetGame()).toBeEnabled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(getErrorLog()).toEqual([
      expect.objectContaining({ message: 'The map failed to load', level: 'error', category: 'unknown' }),
    ]);
  });

  it('renders the children again on Try Again, from the keyboard too', async () => {
    renderBoundary();
    explode = false;

    const user = userEvent.setup();
    await user.tab();
    expect(tryAgain()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByText('The forest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('blocks Try Again after more than 5 errors within 5 s of the last reset', () => {
    renderBoundary();
    // Resets 11 s apart keep the reset-burst rule out of the way.
    for (let error = 2; error <= ERROR_BOUNDARY_LIMITS.retryBlockErrorCount; error += 1) {
      crashAgainAt((error - 1) * 11_000);
    }
    expect(tryAgain()).toBeEnabled();
    crashAgainAt(clock + 11_000);
    const lastReset = clock;
    expect(tryAgain()).toBeDisabled();

    setClock(lastReset + 4999);
    expect(tryAgain()).toBeDisabled();
    expect(tryAgain()).toHaveAccessibleDescription(M.retryBlocked);
    expect(screen.getByRole('alert')).toHaveTextContent('The map failed to load');

    explode = false;
    setClock(lastReset + 5000);
    fireEvent.click(tryAgain());
    expect(screen.getByText('The forest')).toBeInTheDocument();
  });

  it('blocks Try Again after more than 3 resets within 10 s', () => {
    renderBoundary();
    for (let reset = 1; reset <= ERROR_BOUNDARY_LIMITS.resetBurstCount + 1; reset += 1) crashAgainAt(reset * 1000);

    expect(tryAgain()).toBeDisabled();
    expect(screen.getByText(M.retryBlocked)).toBeInTheDocument();
  });

  it('enables Try Again by itself once the block has passed', () => {
    vi.useFakeTimers({ now: 0 });
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    for (let reset = 1; reset <= ERROR_BOUNDARY_LIMITS.resetBurstCount + 1; reset += 1) {
      vi.setSystemTime(reset * 1000);
      fireEvent.click(tryAgain());
    }
    expect(tryAgain()).toBeDisabled();

    // The oldest of the four resets (at 1 s) leaves the 10 s window at 11 s.
    act(() => {
      vi.advanceTimersByTime(11_000 - 4000 - 1);
    });
    expect(tryAgain()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tryAgain()).toBeEnabled();
  });

  it('backs up, then clears localStorage on Reset Game, and renders the children again', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('achievements', '["first-steps"]');
    renderBoundary();
    const storedLog = localStorage.getItem('errorLog');
    explode = false;
    setClock(Date.UTC(2025, 0, 2));

    fireEvent.click(resetGame());

    expect(screen.getByText('The forest')).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual([LOCAL_STORAGE_BACKUP_KEY]);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_BACKUP_KEY) ?? 'null')).toEqual({
      timestamp: '2025-01-02T00:00:00.000Z',
      data: { token: 'abc', achievements: '["first-steps"]', errorLog: storedLog },
    });
  });

  it('blocks a second Reset Game within 10 s, and keeps the first backup after it', () => {
    localStorage.setItem('token', 'abc');
    renderBoundary();
    fireEvent.click(resetGame());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    setClock(9999);
    expect(resetGame()).toBeDisabled();
    expect(resetGame()).toHaveAccessibleDescription(M.resetBlocked);
    expect(localStorage.getItem('errorLog')).not.toBeNull();

    setClock(10_000);
    expect(resetGame()).toBeEnabled();
    explode = false;
    fireEvent.click(resetGame());
    expect(screen.getByText('The forest')).toBeInTheDocument();
    const backup: unknown = JSON.parse(localStorage.getItem(LOCAL_STORAGE_BACKUP_KEY) ?? 'null');
    expect(backup).toMatchObject({ data: { token: 'abc' } });
    expect(Object.keys(localStorage)).toEqual([LOCAL_STORAGE_BACKUP_KEY]);
  });

  it('shows the crash-loop screen after more than 10 errors, with reset and reload', () => {
    renderBoundary();
    for (let error = 2; error <= ERROR_BOUNDARY_LIMITS.crashLoopErrorCount; error += 1) {
      crashAgainAt((error - 1) * 11_000);
    }
    expect(screen.getByRole('heading', { name: M.title })).toBeInTheDocument();

    crashAgainAt(ERROR_BOUNDARY_LIMITS.crashLoopErrorCount * 11_000);

    expect(screen.getByRole('heading', { level: 1, name: M.crashTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.reloadPage })).toBeEnabled();
    expect(screen.queryByRole('button', { name: M.tryAgain })).not.toBeInTheDocument();
    expect(getErrorLog()).toHaveLength(ERROR_BOUNDARY_LIMITS.crashLoopErrorCount + 1);

    explode = false;
    fireEvent.click(resetGame());
    expect(screen.getByText('The forest')).toBeInTheDocument();
  });
});
