import { ERROR_BOUNDARY_LIMITS, ERROR_BOUNDARY_MESSAGES } from '@authentic/core';
import { Component, createRef, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../lib/error-log';

/** Where a full reset keeps a copy of localStorage before clearing it. */
export const LOCAL_STORAGE_BACKUP_KEY = 'localStorageBackup';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** The clock, in ms; tests drive it. */
  now?: () => number;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** Errors since the last full reset. */
  errorCount: number;
  firstErrorAt: number | null;
  /** Last retry or full reset. */
  lastResetAt: number | null;
  /** Recent retries and full resets, for the burst rule. */
  resetTimes: readonly number[];
  lastFullResetAt: number | null;
}

const L = ERROR_BOUNDARY_LIMITS;
const M = ERROR_BOUNDARY_MESSAGES;

function recentResets(state: ErrorBoundaryState, now: number): number[] {
  return state.resetTimes.filter((time) => time > now - L.resetBurstWindowMs);
}

/** Spec 02 §4: too many errors since the last reset, or too many resets lately. */
function isRetryBlocked(state: ErrorBoundaryState, now: number): boolean {
  const since = state.lastResetAt ?? state.firstErrorAt ?? now;
  const errorBurst = state.errorCount > L.retryBlockErrorCount && now - since < L.retryBlockWindowMs;
  return errorBurst || recentResets(state, now).length > L.resetBurstCount;
}

function isFullResetBlocked(state: ErrorBoundaryState, now: number): boolean {
  return state.lastFullResetAt !== null && now - state.lastFullResetAt < L.fullResetCooldownMs;
}

/** The next moment a block may lift, so the screen can re-enable its buttons by itself. */
function nextUnblockAt(state: ErrorBoundaryState, now: number): number | null {
  const since = state.lastResetAt ?? state.firstErrorAt;
  // The burst rule lifts once all but resetBurstCount of the recent resets have aged out.
  const burstStart = recentResets(state, now).at(-L.resetBurstCount - 1);
  const candidates = [
    since === null ? null : since + L.retryBlockWindowMs,
    burstStart === undefined ? null : burstStart + L.resetBurstWindowMs,
    state.lastFullResetAt === null ? null : state.lastFullResetAt + L.fullResetCooldownMs,
  ].filter((time): time is number => time !== null && time > now);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

function readBackupData(): Record<string, string> {
  try {
    const backup: unknown = JSON.parse(localStorage.getItem(LOCAL_STORAGE_BACKUP_KEY) ?? 'null');
    const data: unknown = typeof backup === 'object' && backup !== null && 'data' in backup ? backup.data : null;
    if (typeof data !== 'object' || data === null) return {};
    return Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * Copies every key into one backup entry, then removes every other key. Keys found only in an
 * earlier backup are carried over, so a second reset cannot replace a full backup with an
 * almost empty one.
 */
function backUpAndClearLocalStorage(timestamp: string): void {
  const data = readBackupData();
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key === null || key === LOCAL_STORAGE_BACKUP_KEY) continue;
    data[key] = localStorage.getItem(key) ?? '';
  }
  const backup = JSON.stringify({ timestamp, data });
  try {
    localStorage.setItem(LOCAL_STORAGE_BACKUP_KEY, backup);
  } catch {
    // The copy doubles what is stored, so it may not fit beside the originals: clear first
    // (the data is still in memory), then write it into the empty storage.
    localStorage.clear();
    localStorage.setItem(LOCAL_STORAGE_BACKUP_KEY, backup);
    return;
  }
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && key !== LOCAL_STORAGE_BACKUP_KEY) localStorage.removeItem(key);
  }
}

let instanceCount = 0;

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' && value !== '' ? value : M.unknownError);
}

/**
 * Contains a crash of the screens below it (spec 02): a recoverable screen with Try Again and
 * Reset Game, and a critical screen once the errors look like a crash loop.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    errorCount: 0,
    firstErrorAt: null,
    lastResetAt: null,
    resetTimes: [],
    lastFullResetAt: null,
  };

  private heading = createRef<HTMLHeadingElement>();
  /** Unique per boundary, so two boundaries on one page never share aria ids. */
  private idBase = `error-screen-${(instanceCount += 1)}`;
  private unblockTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  private now(): number {
    return (this.props.now ?? Date.now)();
  }

  // Counted here rather than in getDerivedStateFromError, which React may call more than once
  // for one error.
  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    const error = toError(thrown);
    const now = this.now();
    this.setState((state) => ({
      errorCount: state.errorCount + 1,
      firstErrorAt: state.firstErrorAt ?? now,
    }));
    logError(error.message, { level: 'error', context: { componentStack: info.componentStack ?? undefined } });
    this.props.onError?.(error, info);
  }

  // A crash during the first render shows the screen at mount, later ones at an update.
  override componentDidMount(): void {
    this.afterCommit(null);
  }

  override componentDidUpdate(_props: ErrorBoundaryProps, previous: ErrorBoundaryState): void {
    this.afterCommit(previous.error);
  }

  private afterCommit(previousError: Error | null): void {
    // Focus would otherwise be lost with the crashed screen; the heading tells where we are.
    if (this.state.error && !previousError) this.heading.current?.focus();
    this.scheduleUnblock();
  }

  override componentWillUnmount(): void {
    clearTimeout(this.unblockTimer);
  }

  private scheduleUnblock(): void {
    clearTimeout(this.unblockTimer);
    if (!this.state.error) return;
    const now = this.now();
    const at = nextUnblockAt(this.state, now);
    if (at !== null) this.unblockTimer = setTimeout(() => this.forceUpdate(), at - now);
  }

  private retry = () => {
    const now = this.now();
    if (isRetryBlocked(this.state, now)) return;
    this.setState((state) => ({
      error: null,
      lastResetAt: now,
      resetTimes: [...recentResets(state, now), now],
    }));
  };

  // Children render again rather than window.location.assign('/'): the app keeps its place,
  // and a crash caused by stored data is gone with that data. A crash that lives in memory
  // leads to the crash-loop screen, whose Reload Page is the hard restart.
  private fullReset = () => {
    const now = this.now();
    if (isFullResetBlocked(this.state, now)) return;
    try {
      backUpAndClearLocalStorage(new Date(now).toISOString());
    } catch {
      // Storage that cannot be read or written holds nothing to reset; render again anyway.
    }
    this.setState((state) => ({
      error: null,
      errorCount: 0,
      firstErrorAt: null,
      lastResetAt: now,
      resetTimes: [...recentResets(state, now), now],
      lastFullResetAt: now,
    }));
  };

  private reload = () => {
    window.location.reload();
  };

  override render(): ReactNode {
    const { error, errorCount } = this.state;
    if (!error) return this.props.children;

    const ids = {
      title: `${this.idBase}-title`,
      retryBlocked: `${this.idBase}-retry-blocked`,
      resetNote: `${this.idBase}-reset-note`,
    };
    const now = this.now();
    const resetBlocked = isFullResetBlocked(this.state, now);
    const resetButton = (
      <button
        type="button"
        className="button button-primary"
        onClick={this.fullReset}
        disabled={resetBlocked}
        aria-describedby={ids.resetNote}
      >
        {M.resetGame}
      </button>
    );
    const resetNote = resetBlocked ? (
      <p id={ids.resetNote} className="error-screen-note">
        {M.resetBlocked}
      </p>
    ) : (
      <p id={ids.resetNote}>{M.resetHint}</p>
    );

    if (errorCount > L.crashLoopErrorCount) {
      return (
        <section className="panel error-screen error-screen-critical" role="alert" aria-labelledby={ids.title}>
          <h1 id={ids.title} ref={this.heading} tabIndex={-1}>
            {M.crashTitle}
          </h1>
          <p>{M.crashIntro}</p>
          <p className="error-screen-detail">{error.message}</p>
          {resetNote}
          <div className="button-row">
            {resetButton}
            <button type="button" className="button" onClick={this.reload}>
              {M.reloadPage}
            </button>
          </div>
        </section>
      );
    }

    const retryBlocked = isRetryBlocked(this.state, now);
    return (
      <section className="panel error-screen" role="alert" aria-labelledby={ids.title}>
        <h1 id={ids.title} ref={this.heading} tabIndex={-1}>
          {M.title}
        </h1>
        <p>{M.intro}</p>
        <p className="error-screen-detail">{error.message}</p>
        {retryBlocked && (
          <p id={ids.retryBlocked} className="error-screen-note">
            {M.retryBlocked}
          </p>
        )}
        {resetNote}
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={this.retry}
            disabled={retryBlocked}
            aria-describedby={retryBlocked ? ids.retryBlocked : undefined}
          >
            {M.tryAgain}
          </button>
          {resetButton}
        </div>
      </section>
    );
  }
}
