import {
  clientFrameSchema,
  PRESENCE_CLOSE,
  PRESENCE_LIMITS,
  PRESENCE_MESSAGES,
  type ClientFrame,
  type PresenceNoticeKind,
} from '@authentic/core';
import { FrameBucket, WindowCounter } from './limits.js';

const MINUTE_MS = 60_000;

/** A frame the socket's budgets refuse: the socket closes, or the frame is refused with a notice. */
export type Refusal = { close: [code: number, reason: string] } | { notice: [kind: PresenceNoticeKind, text: string] };

const TOO_FAST: Refusal = { close: [PRESENCE_CLOSE.tooFast, PRESENCE_MESSAGES.tooFast] };

/** A raw frame as JSON then as `clientFrameSchema`, or null for anything else (binary, broken, unknown). */
export function parseFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): ClientFrame | null {
  if (isBinary) return null;
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as Uint8Array).toString('utf8');
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What one socket may send (decision 0261). Every frame takes a token of the frame bucket
 * (PRESENCE_LIMITS.framesPerSecond with a burst); past it the socket closes. `auth` and `join`
 * read the database, so each takes PRESENCE_LIMITS.costlyFrameTokens in all and has its own small
 * budget per minute, past which the frame is refused with a notice and the socket stays: closing
 * it would only let it come back with fresh budgets, and a real client that meets the join budget
 * (after many refused moves on a bad connection) is told, and joins again a little later.
 */
export class FrameBudgets {
  private readonly frames = new FrameBucket(PRESENCE_LIMITS.framesPerSecond, PRESENCE_LIMITS.frameBurst);
  private readonly auths = new WindowCounter(PRESENCE_LIMITS.authsPerMinute, MINUTE_MS);
  private readonly joins = new WindowCounter(PRESENCE_LIMITS.joinsPerMinute, MINUTE_MS);

  /** Any frame, before it is read: false past the frame rate. */
  frame(nowMs: number): boolean {
    return this.frames.take(nowMs);
  }

  /** A frame once read: null when it may be handled, else how it is refused. */
  check(frame: ClientFrame, nowMs: number): Refusal | null {
    if (frame.t !== 'auth' && frame.t !== 'join') return null;
    if (!this.frames.take(nowMs, PRESENCE_LIMITS.costlyFrameTokens - 1)) return TOO_FAST;
    if (frame.t === 'auth') return this.auths.take(nowMs) ? null : { notice: ['authRate', PRESENCE_MESSAGES.authRate] };
    return this.joins.take(nowMs) ? null : { notice: ['joinRate', PRESENCE_MESSAGES.joinRate] };
  }
}
