import type { AchievementDto, ProgressClaim, ProgressClaimResponse } from '@authentic/core';
import type { ProgressStorage } from './progress-storage';
import type { Schedule } from './progress-tracker';
import type { ProgressServer } from './server-sync';

/** Test helpers for the progress feature: a scheduler stepped by hand, storage in memory, a server. */

export class FakeScheduler {
  private time = 0;
  private tasks: { at: number; fn: () => void; cancelled: boolean }[] = [];

  readonly schedule: Schedule = (fn, ms) => {
    const task = { at: this.time + ms, fn, cancelled: false };
    this.tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };

  /** Runs, in time order, every task due within the next `ms`. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.tasks.filter((task) => !task.cancelled && task.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = due.at;
      due.cancelled = true;
      due.fn();
    }
    this.time = end;
  }

  pending(): number {
    return this.tasks.filter((task) => !task.cancelled).length;
  }
}

export class MemoryStorage implements ProgressStorage {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export type ServerCall =
  { kind: 'event'; event: ProgressClaim } | { kind: 'achievement'; id: string } | { kind: 'refresh' };

/** Records each call and leaves it open until the test settles it. */
export class FakeServer implements ProgressServer {
  readonly calls: ServerCall[] = [];
  private open: Deferred[] = [];
  /** When true every call succeeds at once. */
  autoResolve = false;
  /** What the server holds: each claim's answer and each read lists it (decision 0232). */
  granted: AchievementDto[] = [];
  /** When true a claim is refused (a 4xx): it answers null. */
  refuseClaims = false;

  private record<T>(call: ServerCall, value: () => T): Promise<T> {
    this.calls.push(call);
    if (this.autoResolve) return Promise.resolve(value());
    return new Promise<T>((resolve, reject) => this.open.push({ resolve: () => resolve(value()), reject }));
  }

  claim(event: ProgressClaim): Promise<ProgressClaimResponse | null> {
    return this.record({ kind: 'event', event }, () =>
      this.refuseClaims
        ? null
        : {
            success: true as const,
            recorded: true,
            gained: 0,
            experience: 0,
            level: 1,
            achievements: [...this.granted],
          },
    );
  }

  unlockAchievement(id: string): Promise<void> {
    return this.record({ kind: 'achievement', id }, () => undefined);
  }

  achievements(): Promise<readonly AchievementDto[]> {
    return this.record({ kind: 'refresh' }, () => [...this.granted]);
  }

  inFlight(): number {
    return this.open.length;
  }

  /** Settles the oldest open call, then lets its follow-ups start. */
  async settle(outcome: 'ok' | 'fail' = 'ok'): Promise<void> {
    const call = this.open.shift();
    if (!call) throw new Error('no open call');
    if (outcome === 'ok') call.resolve();
    else call.reject(new Error('offline'));
    await flushPromises();
  }
}

export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
