import { describe, expect, it } from 'vitest';
import { batched } from './batched.js';

function deferredTask() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const task = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, task };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batched', () => {
  it('runs once for a caller alone', async () => {
    const { calls, task } = deferredTask();
    const run = batched(task);
    const done = run();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('makes callers that arrive during a run wait for one fresh run together', async () => {
    const { calls, task } = deferredTask();
    const run = batched(task);
    const first = run();
    const late = [run(), run(), run()];
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await first;
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await Promise.all(late);
  });

  it('gives a failure to those who waited for that run only', async () => {
    const { calls, task } = deferredTask();
    const run = batched(task);
    const first = run();
    const second = run();
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await tick();
    calls[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});
