import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.js';

function deferredReads() {
  const calls: Array<{ key: string; resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const read = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, read };
}

/** One turn of the event loop: reads start on setImmediate. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced', () => {
  it('answers a caller alone from its own read', async () => {
    const { calls, read } = deferredReads();
    const run = coalesced<string>();
    const done = run('a', read('a'));
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('one');
    await expect(done).resolves.toBe('one');
  });

  it('lets callers of the same turn share one read', async () => {
    const { calls, read } = deferredReads();
    const run = coalesced<string>();
    const together = [run('a', read('a')), run('a', read('a')), run('a', read('a'))];
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('shared');
    await expect(Promise.all(together)).resolves.toEqual(['shared', 'shared', 'shared']);
  });

  it('makes callers arriving during a read share one fresh read, never the older one', async () => {
    const { calls, read } = deferredReads();
    const run = coalesced<string>();
    const first = run('a', read('a'));
    await turn();
    const late = [run('a', read('a')), run('a', read('a'))];
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('before');
    await expect(first).resolves.toBe('before');
    await turn();
    await turn();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('after');
    await expect(Promise.all(late)).resolves.toEqual(['after', 'after']);
  });

  it('keeps different keys apart', async () => {
    const { calls, read } = deferredReads();
    const run = coalesced<string>();
    const a = run('a', read('a'));
    const b = run('b', read('b'));
    await turn();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    await expect(Promise.all([a, b])).resolves.toEqual(['A', 'B']);
  });

  it('gives a failure only to those who waited for that read', async () => {
    const { calls, read } = deferredReads();
    const run = coalesced<string>();
    const first = run('a', read('a'));
    await turn();
    const second = run('a', read('a'));
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await turn();
    await turn();
    calls[1]!.resolve('up');
    await expect(second).resolves.toBe('up');
  });
});
