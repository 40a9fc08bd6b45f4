import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { SAFETY_MESSAGES } from '@authentic/core';
import type { ReportKind } from '../lib/safety-api';

/** Loaded when first opened: nothing of it is needed before the game is playable. */
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

/** What this tab reported already, so a button shown again (a popover reopened) still says so. */
const reported = new Set<string>();
const listeners = new Set<() => void>();
const keyOf = (kind: ReportKind, target: string) => `${kind}:${target}`;

function markReported(kind: ReportKind, target: string): void {
  reported.add(keyOf(kind, target));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const REPORTED_TEXT = 'Reported';

export interface ReportButtonProps {
  kind: ReportKind;
  target: string;
  /** What is reported, as the player sees it; also names the button ('Report <label>'). */
  targetLabel: string;
  className?: string;
  /** Told when the dialog opens and closes (a popover that hides itself waits meanwhile). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * 'Report' that opens the report dialog; once sent (or found already sent) it reads 'Reported'
 * and does nothing more. Callers show it only to signed-in players, never on their own things.
 */
export function ReportButton({ kind, target, targetLabel, className, onOpenChange }: ReportButtonProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const done = useSyncExternalStore(subscribe, () => reported.has(keyOf(kind, target)));
  return (
    <>
      <button
        type="button"
        className={className ?? 'button report-button'}
        aria-label={done ? `${REPORTED_TEXT}: ${targetLabel}` : `${SAFETY_MESSAGES.report} ${targetLabel}`}
        aria-disabled={done || undefined}
        onClick={() => !done && setOpen(true)}
      >
        {done ? REPORTED_TEXT : SAFETY_MESSAGES.report}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            target={target}
            targetLabel={targetLabel}
            onClose={() => setOpen(false)}
            onReported={() => markReported(kind, target)}
          />
        </Suspense>
      )}
    </>
  );
}
