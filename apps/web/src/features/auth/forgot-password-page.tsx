import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { forgotPasswordRequest } from '../../lib/auth-api';
import { AUTH_TEXTS } from './auth-texts';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem(AUTH_MESSAGES.emailInvalid);
      return;
    }
    setProblem(null);
    setError(null);
    setBusy(true);
    try {
      setSent(await forgotPasswordRequest(email.trim()));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : AUTH_MESSAGES.cannotReachServer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel page-panel auth-panel" aria-labelledby="page-title">
      <h1 id="page-title">{AUTH_TEXTS.forgotPasswordTitle}</h1>
      {sent ? (
        <Notice kind="success">{sent}</Notice>
      ) : (
        <>
          <p>{AUTH_TEXTS.forgotPasswordIntro}</p>
          {error && <Notice kind="error">{error}</Notice>}
          <form onSubmit={submit} noValidate>
            <TextField
              label={AUTH_TEXTS.email}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={problem}
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? AUTH_TEXTS.sending : AUTH_TEXTS.sendResetLink}
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to={paths.login}>{AUTH_TEXTS.backToLogin}</Link>
      </p>
    </section>
  );
}
