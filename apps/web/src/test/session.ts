import type { PublicUser } from '@authentic/core';
import { writeSession } from '../lib/storage';

/** A token-shaped string whose payload says when it expires; the client only reads `exp`. */
export function fakeToken(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'at+jwt' })}.${encode({ exp: expSeconds, type: 'access' })}.signature`;
}

export const testUser: PublicUser = {
  id: 'u1',
  _id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  experience: 0,
  createdAt: '2026-11-22T00:00:00.000Z',
};

/** Stores a signed-in session whose access token lasts an hour. */
export function storeSignedInSession(user: PublicUser = testUser): void {
  writeSession(
    { token: fakeToken(Math.floor(Date.now() / 1000) + 3600), refreshToken: 'refresh-token-value', user },
    true,
  );
}
