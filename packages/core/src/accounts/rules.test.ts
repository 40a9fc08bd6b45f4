import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../messages.js';
import { normalizeIdentifier, passwordProblems, refreshDelayMs, usernameProblems } from './rules.js';

describe('usernameProblems', () => {
  it.each([
    ['ada', []],
    ['Ada_Lovelace-1815.x', []],
    ['ab', [AUTH_MESSAGES.usernameTooShort]],
    ['  ab  ', [AUTH_MESSAGES.usernameTooShort]],
    ['a'.repeat(31), [AUTH_MESSAGES.usernameTooLong]],
    ['ada lovelace', [AUTH_MESSAGES.usernameCharacters]],
    ['<script>', [AUTH_MESSAGES.usernameCharacters]],
  ])('%j → %j', (username, expected) => {
    expect(usernameProblems(username)).toEqual(expected);
  });
});

describe('passwordProblems', () => {
  it.each([
    ['secret1', 'ada', []],
    ['12345', 'ada', [AUTH_MESSAGES.passwordTooShort]],
    ['ada_lovelace', 'Ada_Lovelace', [AUTH_MESSAGES.passwordIsUsername]],
    ['abc', 'abc', [AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.passwordIsUsername]],
  ])('%j for %j → %j', (password, username, expected) => {
    expect(passwordProblems(password, username)).toEqual(expected);
  });
});

describe('normalizeIdentifier', () => {
  it('ignores case and surrounding space', () => {
    expect(normalizeIdentifier('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('refreshDelayMs', () => {
  const now = 1_000_000_000_000;
  it('schedules 5 minutes before expiry', () => {
    expect(refreshDelayMs(now / 1000 + 15 * 60, now)).toBe(10 * 60 * 1000);
  });
  it('refreshes now when 5 minutes or less remain', () => {
    expect(refreshDelayMs(now / 1000 + 5 * 60, now)).toBeNull();
    expect(refreshDelayMs(now / 1000 - 10, now)).toBeNull();
  });
  it('waits at least 1 s', () => {
    expect(refreshDelayMs(now / 1000 + 5 * 60 + 0.2, now)).toBe(1000);
  });
});
