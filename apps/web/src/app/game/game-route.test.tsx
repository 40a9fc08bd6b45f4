import { AUTH_MESSAGES, GAME_SESSION_EXPIRED_MESSAGES, saveLocalCheckpoint } from '@authentic/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKPOINT_OWNER_KEY, GUEST_OWNER, writeSession } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { fakeToken, testUser } from '../../test/session';

const location = () => screen.findByRole('status', { name: 'Location' }, { timeout: 5000 });

/** The last player here was signed in and stood on Overworld 2; the stored session can no longer be renewed. */
function expiredPlayerWasHere() {
  writeSession({ token: fakeToken(Math.floor(Date.now() / 1000) - 60), refreshToken: 'spent', user: testUser }, true);
  saveLocalCheckpoint(localStorage, { mapName: 'Overworld 2', position: { x: 4, y: 4 } });
  localStorage.setItem(CHECKPOINT_OWNER_KEY, testUser.id);
}

describe('/game when the stored session cannot be renewed', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/api/auth/refresh')) {
          return new Response(JSON.stringify({ success: false, message: AUTH_MESSAGES.invalidRefreshToken }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return new Response(JSON.stringify({ success: true, artifacts: [], total: 0, page: 1, limit: 100 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says so and offers to log in again, coming back to the game afterwards', async () => {
    expiredPlayerWasHere();
    const router = renderApp('/game');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpiredLogin)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Location' })).not.toBeInTheDocument();
    const logIn = screen.getByRole('link', { name: GAME_SESSION_EXPIRED_MESSAGES.logIn });
    expect(logIn).toHaveAttribute('href', '/login?expired=true');
    await userEvent.click(logIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/game' });
  });

  it("plays on as a guest from the beginning, not from the signed-in player's checkpoint", async () => {
    expiredPlayerWasHere();
    renderApp('/game');
    await userEvent.click(await screen.findByRole('button', { name: GAME_SESSION_EXPIRED_MESSAGES.playAsGuest }));
    expect(await location()).toHaveTextContent('Overworld, row 1, column 1');
    expect(localStorage.getItem(CHECKPOINT_OWNER_KEY)).toBe(GUEST_OWNER);
  });

  it("a guest's own checkpoint still brings them back where they were", async () => {
    saveLocalCheckpoint(localStorage, { mapName: 'Overworld 2', position: { x: 4, y: 4 } });
    localStorage.setItem(CHECKPOINT_OWNER_KEY, GUEST_OWNER);
    renderApp('/game');
    expect(await location()).toHaveTextContent('Overworld 2, row 4, column 4');
  });
});
