import type { FastifyInstance } from 'fastify';
import { plainLetters, type AuthResponse } from '@authentic/core';

export { plainLetters };

let counter = 0;

/** A unique, valid registration payload. */
export function newPlayer(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${plainLetters(Date.now())}${plainLetters(counter)}`;
  return { username: `player_${id}`, email: `player_${id}@example.com`, password: 'secret-words', ...overrides };
}

/** Registers through the API and returns the answer (throws when it fails). */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Parameters<typeof newPlayer>[0] = {},
): Promise<AuthResponse & { password: string }> {
  const player = newPlayer(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: player });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<AuthResponse>(), password: player.password };
}

/** `app.inject` as a player: a method, a URL, their token (if any) and a JSON body (if any). */
export function callerOf(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload && { payload }),
    });
}
