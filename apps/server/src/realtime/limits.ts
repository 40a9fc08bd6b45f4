/**
 * The two counters a socket is held to: a token bucket for frames (an average rate with a burst,
 * past which the socket closes) and a sliding window for chat lines and emotes (past which the
 * line is refused with a notice and the socket stays).
 */
export class FrameBucket {
  private tokens: number;
  private at = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Takes `count` tokens (a costly frame takes several), or none when there are not that many. */
  take(nowMs: number, count = 1): boolean {
    if (this.at > 0) this.tokens = Math.min(this.burst, this.tokens + ((nowMs - this.at) / 1000) * this.perSecond);
    this.at = nowMs;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}

export class WindowCounter {
  private readonly times: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  take(nowMs: number): boolean {
    while (this.times.length > 0 && nowMs - this.times[0]! >= this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(nowMs);
    return true;
  }
}
