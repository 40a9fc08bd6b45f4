import { describe, expect, it } from 'vitest';
import { recent } from './recent.js';

function deferredTask() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const task = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, task };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recent', () => {
  it('runs one check for everyone who asks while it runs', async () => {
    const { calls, task } = deferredTask();
    let clock = 0;
    const check = recent(task, 500, () => clock);
    const asked = [check(), check()];
    clock = 2000;
    asked.push(check());
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await expect(Promise.all(asked)).resolves.toEqual([undefined, undefined, undefined]);
  });

  it('answers from a finished check until it is maxAgeMs old, then checks again', async () => {
    const { calls, task } = deferredTask();
    let clock = 0;
    const check = recent(task, 500, () => clock);
    const first = check();
    calls[0]!.resolve();
    await first;
    await tick();
    clock = 499;
    await check();
    expect(calls).toHaveLength(1);
    clock = 500;
    const again = check();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await again;
  });

  it('reports a failure to everyone in its window, and recovers after it', async () => {
    const { calls, task } = deferredTask();
    let clock = 0;
    const check = recent(task, 500, () => clock);
    const failed = check();
    calls[0]!.reject(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    await tick();
    clock = 100;
    await expect(check()).rejects.toThrow('down');
    clock = 600;
    const later = check();
    calls[1]!.resolve();
    await expect(later).resolves.toBeUndefined();
  });
});
