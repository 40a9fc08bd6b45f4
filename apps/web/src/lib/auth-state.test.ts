// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@authentic/core';
import { fakeToken, testUser } from '../test/session';
import { authReducer, initialAuthState, signedOut } from './auth-state';

const now = Date.parse('2026-11-22T12:00:00Z');
const inMinutes = (minutes: number) => Math.floor(now / 1000) + minutes * 60;

describe('initialAuthState', () => {
  it('is signed out without a stored session', () => {
    expect(initialAuthState(null, now)).toEqual(signedOut);
  });

  it('is signed in when the token has more than 5 minutes left', () => {
    const state = initialAuthState(
      { token: fakeToken(inMinutes(6)), refreshToken: 'r'.repeat(20), user: testUser },
      now,
    );
    expect(state).toMatchObject({ loading: false, isAuthenticated: true, user: testUser });
  });

  it.each([
    ['5 minutes or less remain', fakeToken(inMinutes(5))],
    ['the token has expired', fakeToken(inMinutes(-1))],
    ['the token cannot be read', 'garbage'],
  ])('waits for a refresh when %s', (_label, token) => {
    const state = initialAuthState({ token, refreshToken: 'r'.repeat(20), user: testUser }, now);
    expect(state).toMatchObject({ loading: true, isAuthenticated: false, user: null });
  });
});

describe('authReducer', () => {
  it('signs in and out with the spec message', () => {
    const inState = authReducer(signedOut, { type: 'signedIn', user: testUser });
    expect(inState).toMatchObject({ isAuthenticated: true, user: testUser, loading: false });
    const out = authReducer(inState, { type: 'signedOut', expired: false, message: AUTH_MESSAGES.loggedOut });
    expect(out).toMatchObject({ isAuthenticated: false, user: null, successMessage: 'Logged out successfully' });
  });

  it('marks a session that could not be renewed as expired', () => {
    const inState = authReducer(signedOut, { type: 'signedIn', user: testUser });
    expect(authReducer(inState, { type: 'signedOut', expired: true })).toMatchObject({ expired: true, user: null });
  });

  it('keeps an error until messages are cleared', () => {
    const failed = authReducer({ ...signedOut, loading: true }, { type: 'failed', message: 'offline' });
    expect(failed).toMatchObject({ loading: false, error: 'offline' });
    expect(authReducer(failed, { type: 'clearMessages' }).error).toBeNull();
  });
});
