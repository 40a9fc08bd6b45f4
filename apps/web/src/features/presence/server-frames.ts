import { serverFrameSchema, type ServerFrame } from '@authentic/core';
import { logError } from '../../lib/error-log';

/** Kinds of frame already logged as unreadable: each is logged once per page, however often it comes. */
const logged = new Set<string>();

function kindOf(raw: unknown): string {
  const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
  return typeof t === 'string' ? t.slice(0, 32) : '(none)';
}

function report(kind: string, problem: string): void {
  if (logged.has(kind)) return;
  logged.add(kind);
  const message = `presence: dropped a server frame (${kind}): ${problem}`;
  console.warn(message);
  logError(message, { level: 'warning' });
}

/**
 * What the server said, parsed with core's `serverFrameSchema` (decision 0275), or null when the
 * text is not JSON or not a frame this client knows: that frame is dropped, never cast, and its
 * kind logged once (the error log and the console).
 */
export function readServerFrame(text: string): ServerFrame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    report('(not JSON)', 'not JSON');
    return null;
  }
  const result = serverFrameSchema.safeParse(raw);
  if (result.success) return result.data;
  report(kindOf(raw), result.error.issues[0]?.message ?? 'malformed');
  return null;
}

/** Tests: forget which kinds were logged. */
export function resetFrameLog(): void {
  logged.clear();
}
