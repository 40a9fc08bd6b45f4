import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, whenIdleAfter } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const loader = () => vi.fn(() => Promise.resolve({ Greeting }));

// Files share a worker (vitest.config.ts): the fake clock must not outlive its test.
afterEach(() => vi.useRealTimers());

describe('lazyWithPreload', () => {
  it('renders without suspending once preloaded, and imports once however often it is asked', async () => {
    const load = loader();
    const Lazy = lazyWithPreload(load, (m) => m.Greeting);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // In the same tick: no fallback was ever shown.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback, then the component, when opened before it was preloaded', async () => {
    const Lazy = lazyWithPreload(loader(), (m) => m.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('tries a failed import again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Lazy = lazyWithPreload(load, (m) => m.Greeting);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdleAfter', () => {
  it('runs the work after the delay, not before, and never once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdleAfter(1000, work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdleAfter(1000, cancelled)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
