import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, passwordProblems, usernameProblems } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { PasswordField, TextField } from '../../ui/text-field';
import { useAuth } from '../../lib/auth-provider';
import { registerErrorMessage } from './login-errors';
import { AUTH_TEXTS } from './auth-texts';

interface Problems {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

export function RegisterPage() {
  useDocumentTitle('Register');
  const auth = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [requirements, setRequirements] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {
      username: form.username.trim() ? usernameProblems(form.username)[0] : AUTH_MESSAGES.usernameRequired,
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()) ? undefined : AUTH_MESSAGES.emailInvalid,
      password: form.password ? passwordProblems(form.password, form.username)[0] : AUTH_MESSAGES.passwordRequired,
      confirm: form.password === form.confirm ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
    };
    setProblems(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setError(null);
    setRequirements(null);
    try {
      await auth.register({ username: form.username.trim(), email: form.email.trim(), password: form.password });
      void navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(registerErrorMessage(caught));
      setRequirements(caught instanceof ApiError ? (caught.passwordRequirements ?? null) : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel page-panel auth-panel" aria-labelledby="page-title">
      <h1 id="page-title">{AUTH_TEXTS.register}</h1>
      {error && (
        <Notice kind="error">
          {error}
          {requirements ? ` ${requirements}` : ''}
        </Notice>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={AUTH_TEXTS.username}
          name="username"
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          error={problems.username}
        />
        <TextField
          label={AUTH_TEXTS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={problems.email}
        />
        <PasswordField
          label={AUTH_TEXTS.password}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={problems.password}
          hint={requirements ? <span className="password-requirements">{requirements}</span> : undefined}
        />
        <PasswordField
          label={AUTH_TEXTS.confirmPassword}
          name="confirm"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          error={problems.confirm}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? AUTH_TEXTS.creatingAccount : AUTH_TEXTS.register}
        </button>
      </form>
      <p className="auth-links">
        <Link to={paths.login}>{AUTH_TEXTS.haveAccount}</Link>
      </p>
    </section>
  );
}
