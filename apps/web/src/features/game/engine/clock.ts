/** Where the loop and the movement rules get the time from; tests step a TestClock by hand. */
export interface Clock {
  now(): number;
}

/** The browser's monotonic clock (never jumps back when the wall clock is changed). */
export const performanceClock: Clock = { now: () => performance.now() };

/** A clock that only moves when told to (Excalibur's TestClock idea). */
export class TestClock implements Clock {
  private time: number;

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
