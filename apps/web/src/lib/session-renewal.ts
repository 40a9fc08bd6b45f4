import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { refreshDelayMs, REFRESH_MIN_DELAY_MS } from '@authentic/core';
import { ApiError } from './api-client';
import { refreshRequest } from './auth-api';
import type { AuthAction } from './auth-state';
import { tokenExpiry } from './jwt';
import { clearSession, readSession, updateTokens } from './storage';

/** A refresh that cannot reach the server is tried again this much later. */
const OFFLINE_RETRY_MS = 30_000;
const LOCK_NAME = 'authentic-internet-refresh';

/** Runs `task` holding a lock shared by every tab, so two tabs never spend the same refresh token. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

/**
 * Keeps a session alive: the access token is renewed shortly before it ends (one refresh at a time,
 * across tabs), an unreachable server is asked again later, and a refused renewal ends the session.
 */
export function useSessionRenewal(dispatch: Dispatch<AuthAction>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // The scheduler and the API client call the newest functions through this ref.
  const actions = useRef({ refresh: async () => false, expire: () => {}, schedule: (_token: string) => {} });

  const clearTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(
    (token: string) => {
      clearTimer();
      const exp = tokenExpiry(token);
      const delay = exp === null ? REFRESH_MIN_DELAY_MS : (refreshDelayMs(exp, Date.now()) ?? REFRESH_MIN_DELAY_MS);
      timer.current = setTimeout(() => {
        actions.current.refresh().then(
          (ok) => {
            if (!ok) actions.current.expire();
          },
          () => {
            timer.current = setTimeout(() => actions.current.schedule(readSession()?.token ?? token), OFFLINE_RETRY_MS);
          },
        );
      }, delay);
    },
    [clearTimer],
  );

  const refresh = useCallback((): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    const known = readSession()?.refreshToken ?? null;
    const run = async (): Promise<boolean> => {
      const session = readSession();
      if (!session?.refreshToken) return false;
      // Another tab renewed the session while we waited for the lock.
      if (session.refreshToken !== known) {
        schedule(session.token);
        return true;
      }
      try {
        const renewed = await refreshRequest(session.refreshToken);
        updateTokens(renewed.token, renewed.refreshToken);
        schedule(renewed.token);
        return true;
      } catch (error) {
        // No answer, or still told to slow down: the token is not spent, so keep the session
        // and let the caller decide; any other answer: the token is spent.
        if (error instanceof ApiError && (error.status === undefined || error.status === 429)) throw error;
        return false;
      }
    };
    const promise = withTabLock(run).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = promise;
    return promise;
  }, [schedule]);

  const expire = useCallback(() => {
    clearTimer();
    clearSession();
    dispatch({ type: 'signedOut', expired: true });
  }, [clearTimer, dispatch]);

  useEffect(() => {
    actions.current = { refresh, expire, schedule };
  }, [refresh, expire, schedule]);

  return { actions, clearTimer, schedule, refresh };
}
