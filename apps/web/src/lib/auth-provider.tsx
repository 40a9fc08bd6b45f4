import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AUTH_MESSAGES,
  PRESENCE_MESSAGES,
  refreshDelayMs,
  REFRESH_MIN_DELAY_MS,
  type PublicUser,
} from '@authentic/core';
import { ApiError, configureSession } from './api-client';
import { tokenExpiry } from './jwt';
import { clearSession, readSession, updateStoredUser, updateTokens, writeSession } from './storage';
import { loginRequest, logoutRequest, refreshRequest, registerRequest } from './auth-api';
import { authReducer, initialAuthState, type AuthState } from './auth-state';
import { accountGone } from './live-events';
import { paths } from './paths';

export interface AuthApi extends AuthState {
  login(identifier: string, password: string, remember: boolean): Promise<PublicUser>;
  register(input: { username: string; email: string; password: string }): Promise<PublicUser>;
  logout(): Promise<void>;
  /** One refresh at a time; true when a new access token is stored. */
  refresh(): Promise<boolean>;
  updateUser(user: PublicUser): void;
  /** After a password change: this device keeps going with the new tokens (the others were signed out). */
  adoptTokens(token: string, refreshToken: string): void;
  clearMessages(): void;
}

const AuthContext = createContext<AuthApi | null>(null);

/** A refresh that cannot reach the server is tried again this much later. */
const OFFLINE_RETRY_MS = 30_000;
const LOCK_NAME = 'authentic-internet-refresh';

/** Runs `task` holding a lock shared by every tab, so two tabs never spend the same refresh token. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthState(readSession(), Date.now()));
  const navigate = useNavigate();
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
  }, [clearTimer]);

  useEffect(() => {
    actions.current = { refresh, expire, schedule };
  }, [refresh, expire, schedule]);

  // The presence socket says this account was deleted (issue 34): this tab signs out at once, and says why.
  useEffect(
    () =>
      accountGone.listen(() => {
        clearTimer();
        clearSession();
        dispatch({ type: 'signedOut', expired: false, message: PRESENCE_MESSAGES.accountGone });
        void navigate(paths.login, { replace: true });
      }),
    [clearTimer, navigate],
  );

  // Start-up: renew a session that is about to end, or schedule the renewal.
  useEffect(() => {
    configureSession({
      refresh: () => actions.current.refresh(),
      onExpired: () => {
        actions.current.expire();
        void navigate('/login?expired=true', { replace: true });
      },
    });
    const session = readSession();
    if (state.loading) {
      actions.current.refresh().then(
        (ok) => {
          const renewed = readSession();
          if (ok && renewed) dispatch({ type: 'signedIn', user: renewed.user });
          else actions.current.expire();
        },
        () => dispatch({ type: 'failed', message: AUTH_MESSAGES.refreshUnreachable }),
      );
    } else if (session && state.isAuthenticated) {
      schedule(session.token);
    }
    return () => {
      configureSession(undefined);
      clearTimer();
    };
    // Runs once per mount: the state read here is the start-up state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const login = useCallback(
    async (identifier: string, password: string, remember: boolean) => {
      const answer = await loginRequest(identifier, password);
      writeSession({ token: answer.token, refreshToken: answer.refreshToken, user: answer.user }, remember);
      dispatch({ type: 'signedIn', user: answer.user });
      schedule(answer.token);
      return answer.user;
    },
    [schedule],
  );

  const register = useCallback(
    async (input: { username: string; email: string; password: string }) => {
      const answer = await registerRequest(input);
      writeSession({ token: answer.token, refreshToken: answer.refreshToken, user: answer.user }, true);
      dispatch({ type: 'signedIn', user: answer.user });
      schedule(answer.token);
      return answer.user;
    },
    [schedule],
  );

  const logout = useCallback(async () => {
    const refreshToken = readSession()?.refreshToken ?? null;
    clearTimer();
    clearSession();
    dispatch({ type: 'signedOut', expired: false, message: AUTH_MESSAGES.loggedOut });
    await logoutRequest(refreshToken);
  }, [clearTimer]);

  const updateUser = useCallback((user: PublicUser) => {
    updateStoredUser(user);
    dispatch({ type: 'userUpdated', user });
  }, []);

  const adoptTokens = useCallback(
    (token: string, refreshToken: string) => {
      updateTokens(token, refreshToken);
      schedule(token);
    },
    [schedule],
  );

  const clearMessages = useCallback(() => dispatch({ type: 'clearMessages' }), []);

  const value = useMemo<AuthApi>(
    () => ({ ...state, login, register, logout, refresh, updateUser, adoptTokens, clearMessages }),
    [state, login, register, logout, refresh, updateUser, adoptTokens, clearMessages],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthApi {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
