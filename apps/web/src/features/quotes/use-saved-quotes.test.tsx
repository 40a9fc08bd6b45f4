import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QUOTE_MESSAGES, type SavedQuote } from '@authentic/core';
import { ToastProvider } from '../../ui/toast';
import { DELETE_FAILED_MESSAGE, useSavedQuotes, type UseSavedQuotesOptions } from './use-saved-quotes';

const frost: SavedQuote = {
  text: 'The only way out is through.',
  author: 'Robert Frost',
  timestamp: '2026-03-01T10:00:00.000Z',
};
const muir = { text: 'The mountains are calling.', author: 'John Muir' };
const now = () => new Date('2026-11-22T12:00:00.000Z');
const initial = [frost];

function setup(options: Partial<UseSavedQuotesOptions> = {}) {
  const persist = options.persist ?? vi.fn(async () => {});
  const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
  const hook = renderHook(() => useSavedQuotes({ signedIn: true, initialQuotes: initial, persist, now, ...options }), {
    wrapper,
  });
  return { ...hook, persist };
}

describe('useSavedQuotes', () => {
  it('saves a new quote, persists the whole list and says so', async () => {
    const { result, persist } = setup();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.saveQuote(muir);
    });
    expect(outcome).toBe('saved');
    const expected = [frost, { ...muir, timestamp: '2026-11-22T12:00:00.000Z' }];
    expect(persist).toHaveBeenCalledWith(expected);
    expect(result.current.quotes).toEqual(expected);
    expect(screen.getByText(QUOTE_MESSAGES.saved)).toBeInTheDocument();
  });

  it('refuses a duplicate without persisting', async () => {
    const { result, persist } = setup();
    await act(async () => {
      expect(await result.current.saveQuote({ text: '  the only way OUT is through. ', author: 'Frost' })).toBe(
        'duplicate',
      );
    });
    expect(persist).not.toHaveBeenCalled();
    expect(screen.getByText(QUOTE_MESSAGES.duplicate)).toBeInTheDocument();
  });

  it('asks a guest to log in first', async () => {
    const { result, persist } = setup({ signedIn: false });
    await act(async () => {
      expect(await result.current.saveQuote(muir)).toBe('loginRequired');
    });
    expect(persist).not.toHaveBeenCalled();
    expect(screen.getByText(QUOTE_MESSAGES.loginRequired)).toBeInTheDocument();
  });

  it('puts the list back when persisting fails', async () => {
    const { result } = setup({ persist: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await act(async () => {
      expect(await result.current.saveQuote(muir)).toBe('failed');
    });
    expect(result.current.quotes).toEqual([frost]);
    expect(screen.getByText(QUOTE_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('two saves in a row keep both quotes', async () => {
    const { result, persist } = setup();
    await act(async () => {
      await Promise.all([
        result.current.saveQuote(muir),
        result.current.saveQuote({ text: 'Be here now.', author: 'Ram Dass' }),
      ]);
    });
    expect(result.current.quotes.map((q) => q.text)).toEqual([frost.text, muir.text, 'Be here now.']);
    expect(persist).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ text: 'Be here now.' })]),
    );
  });

  it('deletes a quote, and restores it when persisting fails', async () => {
    const { result, persist } = setup();
    await act(async () => {
      expect(await result.current.deleteQuote(frost)).toBe(true);
    });
    expect(persist).toHaveBeenCalledWith([]);
    expect(result.current.quotes).toEqual([]);

    const failing = setup({ persist: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await act(async () => {
      expect(await failing.result.current.deleteQuote(frost)).toBe(false);
    });
    expect(failing.result.current.quotes).toEqual([frost]);
    expect(screen.getByText(DELETE_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
