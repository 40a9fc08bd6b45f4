import type { ReactNode } from 'react';

export type NoticeKind = 'success' | 'warning' | 'error' | 'info';

/** A message in the page: errors interrupt (alert), the rest are announced politely (status). */
export function Notice({ kind, children }: { kind: NoticeKind; children: ReactNode }) {
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
