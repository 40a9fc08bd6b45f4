import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@authentic/core';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fill(values: { username: string; email: string; password: string; confirm: string }) {
  await userEvent.type(await screen.findByLabelText('Username'), values.username);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  it('checks the four fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/register');
    await fill({ username: 'ab', email: 'nope', password: '12345', confirm: '54321' });
    expect(screen.getByText(AUTH_MESSAGES.usernameTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message and the password requirements', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: AUTH_MESSAGES.usernameTaken }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderApp('/register');
    await fill({ username: 'ada_l', email: 'ada@example.com', password: 'secret-words', confirm: 'secret-words' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.usernameTaken);
  });
});
