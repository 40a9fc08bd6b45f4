import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, passwordProblems } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { PasswordField } from '../../ui/text-field';
import { resetPasswordRequest } from '../../lib/auth-api';
import { AUTH_TEXTS } from './auth-texts';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: password ? passwordProblems(password, '')[0] : AUTH_MESSAGES.passwordRequired,
      confirm: password === confirm ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
    };
    setProblems(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setError(null);
    try {
      setDone(await resetPasswordRequest(token, password));
    } catch (caught) {
      const base = caught instanceof ApiError ? caught.message : AUTH_MESSAGES.cannotReachServer;
      const rules = caught instanceof ApiError && caught.passwordRequirements ? ` ${caught.passwordRequirements}` : '';
      setError(base + rules);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel page-panel auth-panel" aria-labelledby="page-title">
      <h1 id="page-title">{AUTH_TEXTS.resetTitle}</h1>
      {!token && !done && <Notice kind="error">{AUTH_MESSAGES.resetLinkInvalid}</Notice>}
      {done ? (
        <Notice kind="success">
          {done} <Link to={paths.login}>{AUTH_TEXTS.goToLogin}</Link>
        </Notice>
      ) : (
        token && (
          <>
            {error && <Notice kind="error">{error}</Notice>}
            <form onSubmit={submit} noValidate>
              <PasswordField
                label={AUTH_TEXTS.newPassword}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={problems.password}
              />
              <PasswordField
                label={AUTH_TEXTS.confirmNewPassword}
                name="confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                error={problems.confirm}
              />
              <button type="submit" className="button button-primary" disabled={busy}>
                {busy ? AUTH_TEXTS.saving : AUTH_TEXTS.saveNewPassword}
              </button>
            </form>
          </>
        )
      )}
      <p className="auth-links">
        <Link to={paths.forgotPassword}>{AUTH_TEXTS.askNewLink}</Link>
      </p>
    </section>
  );
}
