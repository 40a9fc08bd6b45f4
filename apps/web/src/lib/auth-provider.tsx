import { createContext, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, PRESENCE_MESSAGES, type PublicUser } from '@authentic/core';
import { configureSession } from './api-client';
import { clearSession, readSession, updateStoredUser, updateTokens, writeSession } from './storage';
import { loginRequest, logoutRequest, registerRequest } from './auth-api';
import { authReducer, initialAuthState, type AuthState } from './auth-state';
import { accountGone } from './live-events';
import { paths } from './paths';
import { useSessionRenewal } from './session-renewal';

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthState(readSession(), Date.now()));
  const navigate = useNavigate();
  const { actions, clearTimer, schedule, refresh } = useSessionRenewal(dispatch);

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

  const signIn = useCallback(
    (answer: { token: string; refreshToken: string; user: PublicUser }, remember: boolean) => {
      writeSession({ token: answer.token, refreshToken: answer.refreshToken, user: answer.user }, remember);
      dispatch({ type: 'signedIn', user: answer.user });
      schedule(answer.token);
      return answer.user;
    },
    [schedule],
  );

  const login = useCallback(
    async (identifier: string, password: string, remember: boolean) =>
      signIn(await loginRequest(identifier, password), remember),
    [signIn],
  );

  const register = useCallback(
    async (input: { username: string; email: string; password: string }) => signIn(await registerRequest(input), true),
    [signIn],
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
