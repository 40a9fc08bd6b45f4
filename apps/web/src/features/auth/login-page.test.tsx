import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@authentic/core';
import { renderApp } from '../../test/render-app';
import { fakeToken, testUser } from '../../test/session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the server answers a good login with. */
const loginAnswer = () => ({
  success: true,
  message: 'Login successful',
  token: fakeToken(Math.floor(Date.now() / 1000) + 900),
  refreshToken: 'r'.repeat(43),
  user: testUser,
});

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the expired-session message', async () => {
    renderApp('/login?expired=true');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpiredLogin)).toBeInTheDocument();
  });

  it('shows the spec message, the password rules and the diagnostic panel after a failed login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, { success: false, message: 'x', passwordRequirements: AUTH_MESSAGES.passwordRequirements }),
      ),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(screen.getByText(AUTH_MESSAGES.passwordRequirements)).toBeInTheDocument();
    // A wrong password is not a connection problem: the diagnostics stay folded until asked for.
    const toggle = screen.getByRole('button', { name: 'Connection diagnostics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Test API Connection' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Test API Connection', 'View Error Log', 'Clear Errors']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'View Error Log' }));
    expect(screen.getByRole('list', { name: 'Error log' })).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-words');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.cannotReachServer);
    // No answer: the diagnostics open by themselves.
    expect(screen.getByRole('button', { name: 'Connection diagnostics' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Test API Connection' })).toBeVisible();
  });

  it('opens the diagnostics by themselves after a server failure (5xx)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { success: false, message: 'Service unavailable' })),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-words');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Connection diagnostics' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('signs in, remembers the session and goes to the dashboard', async () => {
    const answer = loginAnswer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/login' ? json(200, answer) : json(200, { success: true, user: testUser }),
      ),
    );
    const router = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-words');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome back, ada!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe(answer.token);
  });

  it('keeps the session for this browser session only without remember me', async () => {
    const answer = loginAnswer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, answer)),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-words');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Welcome back, ada!');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(answer.token);
  });
});
