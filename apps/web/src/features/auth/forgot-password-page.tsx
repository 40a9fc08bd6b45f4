import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { forgotPasswordRequest } from '../../lib/auth-api';

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
      <h1 id="page-title">Forgot password</h1>
      {sent ? (
        <Notice kind="success">{sent}</Notice>
      ) : (
        <>
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          {error && <Notice kind="error">{error}</Notice>}
          <form onSubmit={submit} noValidate>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={problem}
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to={paths.login}>Back to login</Link>
      </p>
    </section>
  );
}
