import { PRESENCE_MESSAGES } from '@authentic/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../test/session';
import { AuthProvider, useAuth } from './auth-provider';
import { accountGone } from './live-events';
import { readSession } from './storage';

/** Where the tab is and who it is signed in as. */
function Probe() {
  const auth = useAuth();
  const location = useLocation();
  return (
    <p>
      {`${location.pathname} ${auth.isAuthenticated ? (auth.user?.username ?? '') : 'signed out'}`}
      {auth.successMessage && <span role="status">{auth.successMessage}</span>}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a deleted account’s open tab (issue 34)', () => {
  it('signs out at once and says why when the socket says the account is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    storeSignedInSession();
    const element = (
      <AuthProvider>
        <Probe />
      </AuthProvider>
    );
    const router = createMemoryRouter(
      [
        { path: '/game', element },
        { path: '/login', element },
      ],
      { initialEntries: ['/game'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('/game ada')).toBeInTheDocument();
    act(() => accountGone.emit());
    expect(await screen.findByText('/login signed out')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PRESENCE_MESSAGES.accountGone);
    expect(readSession()).toBeNull();
  });
});
